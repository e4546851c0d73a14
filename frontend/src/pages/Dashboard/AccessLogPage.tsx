import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDateTime } from '../../app/formatDates';
import { useScreenQuery } from '../../app/screenQuery';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { LoadErrorCard } from '../../components/LoadErrorCard';
import { PageHeading } from '../../components/PageTitle';
import { Loading } from '../../components/Spinner';
import { AssociationNotFound } from '../../features/associations/AssociationView';
import { useAssociationIdParam } from '../../features/associations/useAssociationIdParam';
import type { AccessLogRowFragment } from '../../gql/graphql';
import { accessLogScreen } from './dashboardScreens';

const Intro = styled.p`
  margin: 0 0 16px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Rows = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
`;

const Row = styled.li`
  padding: 12px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surface};
  display: grid;
  gap: 4px;
  overflow-wrap: anywhere;
`;

const Who = styled.strong`
  font-weight: 600;
`;

const Meta = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** "2026-01-01/2026-03-31" → "dal 01/01/2026 al 31/03/2026"; a day → "al 28/11/2026". */
function periodLabel(period: string | null, t: TFunction): string {
  if (!period) return t('access_log.period_all');
  const day = (iso: string) => iso.split('-').reverse().join('/');
  const [from, to] = period.split('/');
  if (to === undefined) return t('access_log.period_day', { day: day(from) });
  return t('access_log.period_range', { from: day(from), to: day(to) });
}

function AccessRow({ row }: { row: AccessLogRowFragment }) {
  const { t } = useTranslation();
  return (
    <Row>
      <Who>
        {row.name} {row.surname}
      </Who>
      <span>
        {t(`access_log.what_${row.what}`, { defaultValue: row.what })} · {row.format.toUpperCase()}{' '}
        · {periodLabel(row.period, t)}
      </span>
      <Meta>
        <time dateTime={row.at}>{formatDateTime(row.at)}</time>
      </Meta>
    </Row>
  );
}

/**
 * /dashboard/{id}/access-log, "Registro degli accessi" (issue 31; GDPR art. 5(2), 30): who
 * downloaded the association's personal data — the register, the insured list, the hours —
 * and when, newest first. Administrators only (the server refuses anyone else).
 */
export function AccessLogPage() {
  const { t } = useTranslation();
  const associationId = useAssociationIdParam();
  const { data, loading, error, refetch } = useScreenQuery(accessLogScreen);
  if (associationId === undefined) return <AssociationNotFound />;
  if (!data?.accessLog) {
    if (loading && !error) return <Loading />;
    if (data?.association === null) return <AssociationNotFound />;
    return (
      <LoadErrorCard
        title={t('access_log.load_error')}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }
  return (
    <Card>
      <PageHeading>{t('access_log.heading', { name: data.association?.name ?? '' })}</PageHeading>
      <Intro>{t('access_log.intro')}</Intro>
      {data.accessLog.length === 0 ? (
        <EmptyState title={t('access_log.empty_title')} description={t('access_log.empty_text')} />
      ) : (
        <Rows aria-label={t('titles.access_log')}>
          {data.accessLog.map((row) => (
            <AccessRow key={row.id} row={row} />
          ))}
        </Rows>
      )}
    </Card>
  );
}
