import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Checkbox } from '../../../components/Checkbox';
import { bindCheckbox, bindField } from '../../../components/form/bindField';
import { TextField } from '../../../components/TextField';
import type { StepProps } from './stepProps';

/** Step 2: phone, birth date, terms and privacy (the texts open in a new tab: the wizard stays). */
export function PersonalStep({ formik }: StepProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('fields.phone')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        hint={t('fields.phone_hint')}
        {...bindField(formik, 'phone')}
      />
      <TextField
        label={t('fields.birth_date')}
        type="date"
        autoComplete="bday"
        {...bindField(formik, 'birthDate')}
      />
      <Checkbox
        label={
          <Trans
            i18nKey="registration.accept_terms"
            components={{
              termsLink: <Link to="/term-of-use" target="_blank" rel="noopener noreferrer" />,
            }}
          />
        }
        {...bindCheckbox(formik, 'acceptTerms')}
      />
      <Checkbox
        label={
          <Trans
            i18nKey="registration.accept_privacy"
            components={{
              privacyLink: <Link to="/privacy-policy" target="_blank" rel="noopener noreferrer" />,
            }}
          />
        }
        {...bindCheckbox(formik, 'acceptPrivacy')}
      />
    </>
  );
}
