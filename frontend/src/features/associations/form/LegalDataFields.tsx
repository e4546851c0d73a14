import {
  ASSOCIATION_LEGAL_LIMITS,
  ENTITY_FISCAL_CODE_PATTERN,
  isAssociationFiscalCodeShape,
  normalizeFiscalCode,
} from '@insieme/schema';
import { useTranslation } from 'react-i18next';
import type { BoundField } from '../../../components/AddressFields';
import { Fieldset } from '../../../components/Fieldset';
import { TextField } from '../../../components/TextField';

export type LegalDataField = 'fiscalCode' | 'runtsNumber';

/**
 * The association's codice fiscale and RUNTS number, which its register of volunteers prints
 * (docs/register.md). The codice fiscale's hint follows the typing: the format while empty, a
 * wrong check digit as soon as 11 digits are there (the whole rule runs here too), the count on
 * the way, "Formato corretto" once it holds. A person's 16 characters are checked for shape here;
 * their check character by the server.
 */
export function LegalDataFields({ bind }: { bind: (field: LegalDataField) => BoundField }) {
  const { t } = useTranslation();
  const code = bind('fiscalCode');
  const typed = normalizeFiscalCode(code.value);
  const hint =
    typed.length === 0
      ? t('edit_association.fiscal_code_hint')
      : isAssociationFiscalCodeShape(typed)
        ? t('edit_association.fiscal_code_ok')
        : ENTITY_FISCAL_CODE_PATTERN.test(typed)
          ? t('edit_association.fiscal_code_check_digit')
          : t('edit_association.fiscal_code_count', { count: typed.length });
  return (
    <Fieldset>
      <legend>{t('edit_association.legal_data_legend')}</legend>
      <TextField
        label={t('edit_association.fiscal_code')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        // room for the spaces a person types; they are removed
        maxLength={24}
        hint={hint}
        {...code}
      />
      <TextField
        label={t('edit_association.runts_number')}
        autoComplete="off"
        spellCheck={false}
        maxLength={ASSOCIATION_LEGAL_LIMITS.runtsNumberMax}
        hint={t('edit_association.runts_number_hint')}
        {...bind('runtsNumber')}
      />
    </Fieldset>
  );
}
