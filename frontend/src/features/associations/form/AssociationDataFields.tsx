import { LIMITS, todayInRome } from '@insieme/schema';
import { useTranslation } from 'react-i18next';
import { AddressFields, type BoundField } from '../../../components/AddressFields';
import { TextArea } from '../../../components/TextArea';
import { TextField } from '../../../components/TextField';

export { PROVINCE_OPTIONS, type BoundField } from '../../../components/AddressFields';

/** The association data every form asks for (spec §2: create wizard, registration step 5). */
export type AssociationDataField =
  'name' | 'street' | 'town' | 'province' | 'dateOfFoundation' | 'description';

export interface AssociationDataFieldsProps {
  /** Binds one of the fields to the caller's form (its field names may differ) */
  bind: (field: AssociationDataField) => BoundField;
}

/** Name, street, town, province, foundation date and description of an association. */
export function AssociationDataFields({ bind }: AssociationDataFieldsProps) {
  const { t } = useTranslation();
  const today = todayInRome();
  const description = bind('description');
  return (
    <>
      <TextField
        label={t('fields.association_name')}
        maxLength={LIMITS.associationNameMax}
        autoComplete="organization"
        {...bind('name')}
      />
      <AddressFields bind={bind} />
      <TextField
        label={t('fields.date_of_foundation')}
        type="date"
        max={today}
        {...bind('dateOfFoundation')}
      />
      <TextArea
        label={t('fields.description')}
        maxLength={LIMITS.associationDescriptionMax}
        hint={t('fields.characters_left', {
          left: LIMITS.associationDescriptionMax - description.value.length,
        })}
        {...description}
      />
    </>
  );
}
