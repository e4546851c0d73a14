import { Trans } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Checkbox } from '../../../components/Checkbox';
import { bindCheckbox, bindField } from '../../../components/form/bindField';
import { PhoneAndBirthDateFields } from '../../account/form/PhoneAndBirthDateFields';
import type { StepProps } from './stepProps';

/** Step 2: phone, birth date, terms and privacy (the texts open in a new tab: the wizard stays). */
export function PersonalStep({ formik }: StepProps) {
  return (
    <>
      <PhoneAndBirthDateFields bind={(field) => bindField(formik, field)} />
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
