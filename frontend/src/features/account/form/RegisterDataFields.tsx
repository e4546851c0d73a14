import { REGISTER_LIMITS } from '@insieme/schema';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '../../../app/theme';
import type { BoundField } from '../../../components/AddressFields';
import { Fieldset } from '../../../components/Fieldset';
import { TextField } from '../../../components/TextField';
import type { RegisterHolderFieldsFragment } from '../../../gql/graphql';
import { FiscalCodeField } from '../../register/FiscalCodeField';
import { REGISTER_DATA_ANCHOR } from '../registerDataAnchor';
import { holderNames } from '../registerHolderNames';

export type RegisterDataField = 'fiscalCode' | 'birthPlace' | 'residence' | 'domicile';

const Note = styled.p`
  margin: 0 0 12px;
  color: ${theme.colors.textMuted};
`;

/**
 * The data the register of volunteers needs (issue 23), in the profile: optional, said so, and
 * which associations keep it in their register now. The codice fiscale's shape is hinted while
 * typing; the server checks the rest (check character, the birth date it encodes).
 */
export function RegisterDataFields({
  bind,
  holders,
}: {
  bind: (field: RegisterDataField) => BoundField;
  holders: readonly RegisterHolderFieldsFragment[];
}) {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const anchor = useRef<HTMLDivElement>(null);
  // "Completa il profilo" (issue 31) opens the form here: these fields in view, the first empty
  // one focused (else the first), so the person types what the association asked for
  useEffect(() => {
    if (hash !== `#${REGISTER_DATA_ANCHOR}` || !anchor.current) return;
    const inputs = [...anchor.current.querySelectorAll('input')];
    const target = inputs.find((input) => input.value.trim() === '') ?? inputs[0];
    anchor.current.scrollIntoView?.({ block: 'start' });
    target?.focus({ preventScroll: true });
  }, [hash]);
  return (
    <div id={REGISTER_DATA_ANCHOR} ref={anchor}>
      <Fieldset aria-describedby="register-data-intro">
        <legend>{t('edit_user.register_legend')}</legend>
        <Note id="register-data-intro">{t('edit_user.register_intro')}</Note>
        {holders.length > 0 && (
          <Note>{t('edit_user.register_holders', { names: holderNames(holders) })}</Note>
        )}
        <FiscalCodeField label={t('edit_user.fiscal_code')} {...bind('fiscalCode')} />
        <TextField
          label={t('edit_user.birth_place')}
          hint={t('edit_user.birth_place_hint')}
          maxLength={REGISTER_LIMITS.birthPlaceMax}
          {...bind('birthPlace')}
        />
        <TextField
          label={t('edit_user.residence')}
          hint={t('edit_user.residence_hint')}
          autoComplete="street-address"
          maxLength={REGISTER_LIMITS.residenceMax}
          {...bind('residence')}
        />
        <TextField
          label={t('edit_user.domicile')}
          maxLength={REGISTER_LIMITS.residenceMax}
          {...bind('domicile')}
        />
      </Fieldset>
    </div>
  );
}
