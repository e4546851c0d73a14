import { LIMITS, PROVINCES, todayInRome } from '@insieme/schema';
import { useTranslation } from 'react-i18next';
import { bindField } from '../../../components/form/bindField';
import { Select } from '../../../components/Select';
import { TextArea } from '../../../components/TextArea';
import { TextField } from '../../../components/TextField';
import type { StepProps } from './stepProps';

const PROVINCE_OPTIONS = PROVINCES.map(({ code, name }) => ({
  value: code,
  label: `${name} (${code})`,
}));

/** Administrator step 5: the association's name, address, foundation date and description. */
export function AssociationDataStep({ formik }: StepProps) {
  const { t } = useTranslation();
  const today = todayInRome();
  return (
    <>
      <TextField
        label={t('fields.association_name')}
        maxLength={LIMITS.associationNameMax}
        autoComplete="organization"
        {...bindField(formik, 'associationName')}
      />
      <TextField
        label={t('fields.street')}
        maxLength={LIMITS.streetMax}
        autoComplete="address-line1"
        {...bindField(formik, 'street')}
      />
      <TextField
        label={t('fields.town')}
        maxLength={LIMITS.townMax}
        autoComplete="address-level2"
        {...bindField(formik, 'town')}
      />
      <Select
        label={t('fields.province')}
        options={PROVINCE_OPTIONS}
        placeholder={t('fields.province_placeholder')}
        {...bindField(formik, 'province')}
      />
      <TextField
        label={t('fields.date_of_foundation')}
        type="date"
        max={today}
        {...bindField(formik, 'dateOfFoundation')}
      />
      <TextArea
        label={t('fields.description')}
        maxLength={LIMITS.associationDescriptionMax}
        hint={t('fields.characters_left', {
          left: LIMITS.associationDescriptionMax - formik.values.description.length,
        })}
        {...bindField(formik, 'description')}
      />
    </>
  );
}
