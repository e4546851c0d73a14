import { useTranslation } from 'react-i18next';
import { bindField } from '../../../components/form/bindField';
import { PasswordField } from '../../../components/PasswordField';
import { TextField } from '../../../components/TextField';
import type { StepProps } from './stepProps';

/** Step 1: name, surname, email, password. */
export function AccountStep({ formik }: StepProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('fields.name')}
        autoComplete="given-name"
        {...bindField(formik, 'name')}
      />
      <TextField
        label={t('fields.surname')}
        autoComplete="family-name"
        {...bindField(formik, 'surname')}
      />
      <TextField
        label={t('fields.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        {...bindField(formik, 'email')}
      />
      <PasswordField
        label={t('fields.password')}
        autoComplete="new-password"
        hint={t('fields.password_hint')}
        {...bindField(formik, 'password')}
      />
    </>
  );
}
