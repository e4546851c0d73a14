import { LIMITS, PROVINCES, todayInRome } from '@insieme/schema';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/Select';
import { TextArea } from '../../../components/TextArea';
import { TextField } from '../../../components/TextField';

export const PROVINCE_OPTIONS = PROVINCES.map(({ code, name }) => ({
  value: code,
  label: `${name} (${code})`,
}));

/** The association data every form asks for (spec §2: create wizard, registration step 5). */
export type AssociationDataField =
  'name' | 'street' | 'town' | 'province' | 'dateOfFoundation' | 'description';

/** What `bindField` gives a text input. */
export interface BoundField {
  name: string;
  value: string;
  onChange: React.ChangeEventHandler<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;
  onBlur: React.FocusEventHandler<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;
  error?: string;
}

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
      <TextField
        label={t('fields.street')}
        maxLength={LIMITS.streetMax}
        autoComplete="address-line1"
        {...bind('street')}
      />
      <TextField
        label={t('fields.town')}
        maxLength={LIMITS.townMax}
        autoComplete="address-level2"
        {...bind('town')}
      />
      <Select
        label={t('fields.province')}
        options={PROVINCE_OPTIONS}
        placeholder={t('fields.province_placeholder')}
        {...bind('province')}
      />
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
