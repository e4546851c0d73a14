import { useTranslation } from 'react-i18next';
import type { BoundField } from '../../../components/AddressFields';
import { TextField } from '../../../components/TextField';

export type PhoneAndBirthDateField = 'phone' | 'birthDate';

/** Phone and birth date of a person (registration step 2, profile edit), with their hints. */
export function PhoneAndBirthDateFields({
  bind,
}: {
  bind: (field: PhoneAndBirthDateField) => BoundField;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('fields.phone')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        hint={t('fields.phone_hint')}
        {...bind('phone')}
      />
      <TextField
        label={t('fields.birth_date')}
        type="date"
        autoComplete="bday"
        {...bind('birthDate')}
      />
    </>
  );
}
