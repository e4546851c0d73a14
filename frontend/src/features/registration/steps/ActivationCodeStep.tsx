import { LIMITS } from '@insieme/schema';
import { useTranslation } from 'react-i18next';
import { bindField } from '../../../components/form/bindField';
import { TextField } from '../../../components/TextField';
import type { StepProps } from './stepProps';

/** Administrator step 4: the one-time code given by the coordinators. */
export function ActivationCodeStep({ formik }: StepProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('fields.activation_code')}
      autoComplete="off"
      autoCapitalize="characters"
      maxLength={LIMITS.activationCodeLength + 4}
      hint={t('fields.activation_code_hint', { length: LIMITS.activationCodeLength })}
      {...bindField(formik, 'activationCode')}
    />
  );
}
