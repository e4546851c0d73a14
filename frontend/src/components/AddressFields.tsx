import { LIMITS, PROVINCES } from '@insieme/schema';
import { useTranslation } from 'react-i18next';
import { Select } from './Select';
import { TextField } from './TextField';

export const PROVINCE_OPTIONS = PROVINCES.map(({ code, name }) => ({
  value: code,
  label: `${name} (${code})`,
}));

/** What `bindField` gives an input. */
export interface BoundField {
  name: string;
  value: string;
  onChange: React.ChangeEventHandler<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;
  onBlur: React.FocusEventHandler<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;
  error?: string;
}

export type AddressField = 'street' | 'town' | 'province';

/** Street, town and province (stored joined as 'street, town, PR'), with the shared limits. */
export function AddressFields({ bind }: { bind: (field: AddressField) => BoundField }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('fields.street')}
        maxLength={LIMITS.streetMax}
        autoComplete="address-line1"
        {...bind('street')}
      />
      <TextField
        label={t('fields.town')}
        maxLength={LIMITS.townMax}
        autoComplete="address-level2"
        {...bind('town')}
      />
      <Select
        label={t('fields.province')}
        options={PROVINCE_OPTIONS}
        placeholder={t('fields.province_placeholder')}
        {...bind('province')}
      />
    </>
  );
}
