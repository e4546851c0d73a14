import { isFiscalCodeShape, normalizeFiscalCode } from '@insieme/schema';
import { useTranslation } from 'react-i18next';
import type { BoundField } from '../../components/AddressFields';
import { TextField } from '../../components/TextField';

/**
 * A codice fiscale with a hint that follows the typing: the example while empty, the count of
 * characters on the way to 16, "Formato corretto" once the shape holds. Only the shape is checked
 * here; the server is the judge (check character, the birth date it encodes: codice-fiscale-js).
 */
export function FiscalCodeField({ label, ...bound }: BoundField & { label: string }) {
  const { t } = useTranslation();
  const typed = normalizeFiscalCode(bound.value);
  const hint =
    typed.length === 0
      ? t('edit_user.fiscal_code_hint')
      : isFiscalCodeShape(typed)
        ? t('edit_user.fiscal_code_shape_ok')
        : t('edit_user.fiscal_code_count', { count: typed.length });
  return (
    <TextField
      label={label}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={24}
      hint={hint}
      {...bound}
    />
  );
}
