import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatDate, formatDateTime } from '../../app/formatDates';
import { formatIsoDate } from '../../app/dates';
import { formatMinutes } from '../../app/formatMinutes';
import { theme } from '../../app/theme';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { StatusChip } from '../../components/StatusChip';
import type {
  HoursStatementRowFragment,
  MyHoursFieldsFragment,
  MyHoursScreenQuery,
} from '../../gql/graphql';
import { HoursScreen, type HoursQueryProps } from './HoursScreen';
import { HoursSection, Rows } from './HoursSection';
import { MonthBars } from './MonthBars';
import { PeriodTotal } from './PeriodTotal';
import { statementPath, useDownload } from './hoursDownloads';

const AssociationHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 4px 16px;
  margin-bottom: 8px;

  h3 {
    margin: 0;
    font-size: 1.1rem;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    font-weight: 700;
  }
`;

const Association = styled.section`
  & + & {
    margin-top: 20px;
    padding-top: 16px;
    border-top: 2px solid ${theme.colors.border};
  }
`;

const Hours = styled.span`
  font-weight: 600;
  white-space: nowrap;
`;

const DownloadRow = styled.div`
  margin-top: 12px;
`;

function AssociationHours({
  association,
  busy,
  onDownload,
}: {
  association: MyHoursFieldsFragment['associations'][number];
  busy: boolean;
  onDownload: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Association aria-labelledby={titleId}>
      <AssociationHead>
        <h3 id={titleId}>{association.name}</h3>
        <p>{formatMinutes(association.minutes)}</p>
      </AssociationHead>
      <Rows>
        {association.shifts.map((shift) => (
          <li key={shift.shiftId}>
            <span>
              <small>{formatDate(shift.startDate)}</small>
              <Link to={`/event/${shift.eventId}/${shift.shiftId}`}>
                {t('hours.shift_of_event', { event: shift.eventName, shift: shift.shiftTitle })}
              </Link>
            </span>
            <Hours>{formatMinutes(shift.minutes)}</Hours>
          </li>
        ))}
      </Rows>
      {association.minutes > 0 && (
        <DownloadRow>
          <Button
            variant="secondary"
            disabled={busy}
            aria-busy={busy}
            aria-label={t('hours.download_statement_label', { name: association.name })}
            onClick={onDownload}
          >
            {busy ? t('hours.downloading') : t('hours.download_statement')}
          </Button>
        </DownloadRow>
      )}
    </Association>
  );
}

/** The statements I downloaded, newest first as the server lists them, each with its address. */
export function MyStatements({ statements }: { statements: readonly HoursStatementRowFragment[] }) {
  const { t } = useTranslation();
  return (
    <HoursSection aria-labelledby="my-statements-title">
      <h2 id="my-statements-title">{t('hours.statements_title')}</h2>
      {statements.length === 0 ? (
        <p>{t('hours.statements_empty')}</p>
      ) : (
        <Rows>
          {statements.map((statement) => (
            <li key={statement.id}>
              <span>
                <strong>{statement.associationName}</strong>
                <small>
                  {t('hours.period', {
                    from: formatIsoDate(statement.from),
                    to: formatIsoDate(statement.to),
                  })}
                  {' · '}
                  {t('hours.statement_total', { duration: formatMinutes(statement.totalMinutes) })}
                </small>
                <small>
                  {t('hours.statement_issued', { date: formatDateTime(statement.issuedAt) })}
                </small>
                {statement.revokedAt && (
                  <StatusChip $tone="muted">
                    {t('hours.statement_revoked', { date: formatDate(statement.revokedAt) })}
                  </StatusChip>
                )}
              </span>
              <a
                href={statement.verifyUrl}
                aria-label={t('hours.verify_named', {
                  date: formatDateTime(statement.issuedAt),
                })}
              >
                {t('hours.verify')}
              </a>
            </li>
          ))}
        </Rows>
      )}
    </HoursSection>
  );
}

export interface MyHoursViewProps extends HoursQueryProps {
  /** The page's one request: undefined until it answers */
  data: MyHoursScreenQuery | undefined;
}

/**
 * /settings/hours, "Le mie ore" (issue 22): the hours of a period (the last 12 months first) in
 * total, by month and per association with each shift; per association the statement's PDF
 * ("Scarica attestazione"), and the statements downloaded, each with its verification address.
 */
export function MyHoursView({ data, ...query }: MyHoursViewProps) {
  const { t } = useTranslation();
  const { running, download } = useDownload();
  const hours = data?.myHours;

  const onDownload = async (association: MyHoursFieldsFragment['associations'][number]) => {
    if (!hours) return;
    const done = await download(
      `statement-${association.associationId}`,
      statementPath(association.associationId, hours.from, hours.to),
      `attestazione-ore-${hours.from}-${hours.to}.pdf`,
      t('hours.statement_none'),
    );
    // each download issues a statement: the list shows it
    if (done) void query.refetch().catch(() => undefined);
  };

  return (
    <HoursScreen heading={t('titles.my_hours')} answered={hours} {...query}>
      {data && hours && (
        <>
          <HoursSection aria-labelledby="my-hours-total-title">
            <h2 id="my-hours-total-title">{t('hours.total')}</h2>
            <PeriodTotal minutes={hours.totalMinutes} from={hours.from} to={hours.to} />
          </HoursSection>
          {hours.totalMinutes === 0 && hours.associations.length === 0 ? (
            <HoursSection aria-label={t('hours.by_association')}>
              <EmptyState title={t('hours.empty')} />
            </HoursSection>
          ) : (
            <>
              <HoursSection aria-labelledby="my-hours-months-title">
                <h2 id="my-hours-months-title">{t('hours.by_month')}</h2>
                <MonthBars months={hours.months} />
              </HoursSection>
              <HoursSection aria-labelledby="my-hours-associations-title">
                <h2 id="my-hours-associations-title">{t('hours.by_association')}</h2>
                {hours.associations.map((association) => (
                  <AssociationHours
                    key={association.associationId}
                    association={association}
                    busy={running === `statement-${association.associationId}`}
                    onDownload={() => void onDownload(association)}
                  />
                ))}
              </HoursSection>
            </>
          )}
          <MyStatements statements={data.myHoursStatements} />
        </>
      )}
    </HoursScreen>
  );
}
