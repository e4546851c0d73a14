import { REGISTER_LIMITS } from '@insieme/schema';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '../../app/theme';
import type { BoundField } from '../../components/AddressFields';
import { Checkbox, type CheckboxProps } from '../../components/Checkbox';
import { TextField } from '../../components/TextField';
import { FiscalCodeField } from './FiscalCodeField';
import type { PaperFormField } from './paperForm';

const Hint = styled.p`
  color: ${theme.colors.textMuted};
  font-size: 0.875rem;
  margin: 0 0 12px;
`;

/**
 * "Dati da un modulo cartaceo firmato" (issue 31): a native checkbox (Space ticks it) that shows,
 * right after it in the tab order, the form's fields — exactly RegisterPaperFormInput's, with the
 * profile's labels, hints and limits.
 */
export function PaperFormFields({
  checkbox,
  bind,
}: {
  checkbox: Omit<CheckboxProps, 'label'> & { checked: boolean };
  bind: (field: PaperFormField) => BoundField;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Checkbox label={t('register.paper_form')} {...checkbox} />
      {checkbox.checked && (
        <>
          <Hint>{t('register.paper_form_hint')}</Hint>
          <FiscalCodeField label={t('register.fiscal_code')} {...bind('fiscalCode')} />
          <TextField
            label={t('edit_user.birth_place')}
            hint={t('edit_user.birth_place_hint')}
            maxLength={REGISTER_LIMITS.birthPlaceMax}
            {...bind('birthPlace')}
          />
          <TextField
            label={t('edit_user.residence')}
            hint={t('edit_user.residence_hint')}
            maxLength={REGISTER_LIMITS.residenceMax}
            {...bind('residence')}
          />
          <TextField
            label={t('edit_user.domicile')}
            maxLength={REGISTER_LIMITS.residenceMax}
            {...bind('domicile')}
          />
        </>
      )}
    </>
  );
}
