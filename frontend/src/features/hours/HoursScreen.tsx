import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { PageHeading } from '../../components/PageTitle';
import { Loading } from '../../components/Spinner';
import { PeriodForm } from './PeriodForm';
import type { PeriodVariables } from './period';

type Period = { from: string; to: string };

/** What an hours screen's view takes from its page besides the answer itself. */
export interface HoursQueryProps {
  loading: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
  /** The period of the address (YYYY-MM-DD), null for the server's default */
  period: PeriodVariables;
  onPeriod: (period: Period) => void;
}

export interface HoursScreenProps extends HoursQueryProps {
  heading: string;
  /** The period the server answered for: undefined until it answers */
  answered: Period | undefined;
  /** The screen's sections, shown once the answer is in */
  children: React.ReactNode;
}

/**
 * The frame of the hours screens (issue 22): the heading, the period form, then the sections,
 * or a spinner while the period is asked for and a retry when it could not be.
 */
export function HoursScreen({
  heading,
  answered,
  loading,
  error,
  refetch,
  period,
  onPeriod,
  children,
}: HoursScreenProps) {
  const { t } = useTranslation();
  // the address's period, else the one the server chose (its default), once it says
  const shown = { from: period.from ?? answered?.from ?? '', to: period.to ?? answered?.to ?? '' };

  let body: React.ReactNode;
  if (answered) body = children;
  else if (loading && !error) body = <Loading />;
  else
    body = (
      <Card>
        <EmptyState
          title={t('hours.load_error')}
          action={
            <Button variant="secondary" onClick={() => void refetch().catch(() => undefined)}>
              {t('hours.retry')}
            </Button>
          }
        />
      </Card>
    );

  return (
    <>
      <PageHeading>{heading}</PageHeading>
      <Card>
        {/* keyed by the period shown: its fields take the server's default once it answers */}
        <PeriodForm
          key={`${shown.from}:${shown.to}`}
          from={shown.from}
          to={shown.to}
          onChange={onPeriod}
        />
      </Card>
      {body}
    </>
  );
}
