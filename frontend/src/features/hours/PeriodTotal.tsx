import { useTranslation } from 'react-i18next';
import { formatIsoDate } from '../../app/dates';
import { formatMinutes } from '../../app/formatMinutes';
import { Total } from './HoursSection';

/** The hours of a period as a big figure, with the days it runs over under it. */
export function PeriodTotal({ minutes, from, to }: { minutes: number; from: string; to: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Total>{formatMinutes(minutes)}</Total>
      <p>{t('hours.period', { from: formatIsoDate(from), to: formatIsoDate(to) })}</p>
    </>
  );
}
