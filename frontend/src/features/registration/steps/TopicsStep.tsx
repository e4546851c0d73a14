import { LIMITS } from '@insieme/schema';
import { useTranslation } from 'react-i18next';
import { TopicPicker } from '../../catalog/TopicPicker';
import { listError, type StepProps } from './stepProps';

/** Administrator step 6: up to 3 topics of the association. */
export function TopicsStep({ formik }: StepProps) {
  const { t } = useTranslation();
  return (
    <TopicPicker
      legend={t('registration.topics_legend')}
      selected={formik.values.topicIds}
      max={LIMITS.associationTopicsMax}
      onChange={(next) => {
        void formik.setFieldValue('topicIds', next);
        void formik.setFieldTouched('topicIds', true, false);
      }}
      error={listError(formik, 'topicIds')}
    />
  );
}
