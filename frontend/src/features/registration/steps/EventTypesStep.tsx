import { LIMITS } from '@insieme/schema';
import { useTranslation } from 'react-i18next';
import { EventTypePicker } from '../../catalog/EventTypePicker';
import { listError, type StepProps } from './stepProps';

/** Event types the user likes, up to 6 (administrator step 7, part of volunteer step 4). */
export function EventTypesStep({ formik }: StepProps) {
  const { t } = useTranslation();
  return (
    <EventTypePicker
      legend={t('registration.event_types_legend')}
      selected={formik.values.preferences}
      max={LIMITS.registrationEventTypesMax}
      onChange={(next) => {
        void formik.setFieldValue('preferences', next);
        void formik.setFieldTouched('preferences', true, false);
      }}
      error={listError(formik, 'preferences')}
    />
  );
}
