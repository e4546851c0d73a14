import { bindField } from '../../../components/form/bindField';
import { ActivationCodeField } from '../../associations/form/ActivationCodeField';
import type { StepProps } from './stepProps';

/** Administrator step 4: the one-time code given by the coordinators. */
export function ActivationCodeStep({ formik }: StepProps) {
  return <ActivationCodeField {...bindField(formik, 'activationCode')} />;
}
