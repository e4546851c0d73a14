import { bindField } from '../../../components/form/bindField';
import { AssociationDataFields } from '../../associations/form/AssociationDataFields';
import type { StepProps } from './stepProps';

/** Administrator step 5: the association's name, address, foundation date and description. */
export function AssociationDataStep({ formik }: StepProps) {
  return (
    <AssociationDataFields
      bind={(field) => bindField(formik, field === 'name' ? 'associationName' : field)}
    />
  );
}
