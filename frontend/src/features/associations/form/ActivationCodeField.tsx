import { LIMITS } from '@insieme/schema';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/TextField';
import type { BoundField } from './AssociationDataFields';

/** The one-time code given by the coordinators (registration step 4, create wizard step 1). */
export function ActivationCodeField(props: BoundField) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('fields.activation_code')}
      autoComplete="off"
      autoCapitalize="characters"
      maxLength={LIMITS.activationCodeLength + 4}
      hint={t('fields.activation_code_hint', { length: LIMITS.activationCodeLength })}
      {...props}
    />
  );
}
