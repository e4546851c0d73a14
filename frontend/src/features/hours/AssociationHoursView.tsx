import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { showToast } from '../../app/clientState';
import { formatIsoDate } from '../../app/dates';
import { formatDate, formatDateTime } from '../../app/formatDates';
import { formatMinutes } from '../../app/formatMinutes';
import { serverFormError } from '../../app/serverErrors';
import { theme } from '../../app/theme';
import { useIsDesktop } from '../../app/useIsDesktop';
import { Button } from '../../components/Button';
import { ConfirmModal } from '../../components/ConfirmModal';
import { EmptyState } from '../../components/EmptyState';
import { StatusChip } from '../../components/StatusChip';
import {
  RevokeHoursStatementDocument,
  type AssociationHoursFieldsFragment,
  type AssociationHoursScreenQuery,
  type HoursStatementRowFragment,
} from '../../gql/graphql';
import { HoursScreen, type HoursQueryProps } from './HoursScreen';
import { HoursSection, Rows } from './HoursSection';
import { PeriodTotal } from './PeriodTotal';
import { associationCsvPath, useDownload } from './hoursDownloads';

const TotalRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;

  p {
    margin: 0;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: 10px 8px;
    text-align: left;
    border-bottom: 1px solid ${theme.colors.border};
    overflow-wrap: anywhere;
  }
  th {
    color: ${theme.colors.textMuted};
    font-size: 0.875rem;
  }
  .figure {
    text-align: right;
    white-space: nowrap;
  }
`;

const Cards = styled.ul`
  display: grid;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: 12px;
    border-radius: ${theme.radius.medium};
    border: 1px solid ${theme.colors.border};
  }
  strong,
  span {
    display: block;
    overflow-wrap: anywhere;
  }
  span {
    color: ${theme.colors.textMuted};
  }
`;

type Volunteer = AssociationHoursFieldsFragment['volunteers'][number];

/** Per volunteer: a table on a desktop, a card each on a phone. */
function VolunteersHours({ volunteers }: { volunteers: readonly Volunteer[] }) {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  if (isDesktop) {
    return (
      <Table>
        <thead>
          <tr>
            <th scope="col">{t('hours.col_name')}</th>
            <th scope="col">{t('hours.col_surname')}</th>
            <th scope="col" className="figure">
              {t('hours.col_hours')}
            </th>
            <th scope="col" className="figure">
              {t('hours.col_shifts')}
            </th>
          </tr>
        </thead>
        <tbody>
          {volunteers.map((volunteer) => (
            <tr key={volunteer.userId}>
              <td>{volunteer.name}</td>
              <td>{volunteer.surname}</td>
              <td className="figure">{formatMinutes(volunteer.minutes)}</td>
              <td className="figure">{volunteer.shiftCount}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    );
  }
  return (
    <Cards>
      {volunteers.map((volunteer) => (
        <li key={volunteer.userId}>
          <strong>
            {volunteer.name} {volunteer.surname}
          </strong>
          <span>
            {formatMinutes(volunteer.minutes)} ·{' '}
            {t('hours.shift_count', { count: volunteer.shiftCount })}
          </span>
        </li>
      ))}
    </Cards>
  );
}

function StatementRow({ statement }: { statement: HoursStatementRowFragment }) {
  const { t } = useTranslation();
  const [revoke, state] = useMutation(RevokeHoursStatementDocument);
  const [confirming, setConfirming] = useState(false);
  const person = `${statement.name} ${statement.surname}`;
  const period = t('hours.period', {
    from: formatIsoDate(statement.from),
    to: formatIsoDate(statement.to),
  });
  const issued = formatDateTime(statement.issuedAt);

  const onRevoke = async () => {
    try {
      // the answer carries `revokedAt`, written over the cached statement
      await revoke({ variables: { input: { statementId: statement.id } } });
      showToast(t('hours.revoked'), 'success');
    } catch (error) {
      const formError = serverFormError(error);
      if (formError) showToast(formError.text, 'error');
    }
    setConfirming(false);
  };

  return (
    <li>
      <span>
        <strong>{person}</strong>
        <small>
          {period} ·{' '}
          {t('hours.statement_total', { duration: formatMinutes(statement.totalMinutes) })}
        </small>
        <small>{t('hours.statement_issued', { date: issued })}</small>
        {statement.revokedAt && (
          <StatusChip $tone="muted">
            {t('hours.statement_revoked', { date: formatDate(statement.revokedAt) })}
          </StatusChip>
        )}
      </span>
      <span>
        <a href={statement.verifyUrl} aria-label={t('hours.verify_named', { date: issued })}>
          {t('hours.verify')}
        </a>
        {!statement.revokedAt && (
          <>
            {' '}
            <Button
              variant="text"
              aria-label={t('hours.revoke_named', { person, date: issued })}
              onClick={() => setConfirming(true)}
            >
              {t('hours.revoke')}
            </Button>
          </>
        )}
      </span>
      <ConfirmModal
        open={confirming}
        title={t('hours.revoke_title')}
        text={t('hours.revoke_text', { person, period })}
        confirmLabel={t('hours.revoke_confirm')}
        busy={state.loading}
        onConfirm={() => void onRevoke()}
        onClose={() => setConfirming(false)}
      />
    </li>
  );
}

export interface AssociationHoursViewProps extends HoursQueryProps {
  associationId: number;
  /** The page's one request: undefined until it answers */
  data: AssociationHoursScreenQuery | undefined;
}

/**
 * /dashboard/{id}/hours, "Ore dei volontari" (issue 22): the association's total and each
 * volunteer's hours and shifts in a period, "Scarica CSV", and the statements its volunteers
 * downloaded, which an administrator may revoke (after a confirmation: it cannot be undone).
 */
export function AssociationHoursView({ associationId, data, ...query }: AssociationHoursViewProps) {
  const { t } = useTranslation();
  const { running, download } = useDownload();
  const hours = data?.associationHours;
  const name = data?.associationDashboard.association.name;

  return (
    <HoursScreen
      heading={name ? t('hours.association_heading', { name }) : t('titles.association_hours')}
      answered={hours}
      {...query}
    >
      {data && hours && (
        <>
          <HoursSection aria-labelledby="association-hours-total-title">
            <h2 id="association-hours-total-title">{t('hours.association_total')}</h2>
            <TotalRow>
              <div>
                <PeriodTotal minutes={hours.totalMinutes} from={hours.from} to={hours.to} />
              </div>
              <Button
                variant="secondary"
                disabled={running === 'csv'}
                aria-busy={running === 'csv'}
                onClick={() =>
                  void download(
                    'csv',
                    associationCsvPath(associationId, hours.from, hours.to),
                    `ore-volontari-${hours.from}-${hours.to}.csv`,
                  )
                }
              >
                {t('hours.download_csv')}
              </Button>
            </TotalRow>
          </HoursSection>
          <HoursSection aria-labelledby="association-hours-volunteers-title">
            <h2 id="association-hours-volunteers-title">{t('hours.volunteers_title')}</h2>
            {hours.volunteers.length === 0 ? (
              <EmptyState title={t('hours.volunteers_empty')} />
            ) : (
              <VolunteersHours volunteers={hours.volunteers} />
            )}
          </HoursSection>
          <HoursSection aria-labelledby="association-statements-title">
            <h2 id="association-statements-title">{t('hours.association_statements_title')}</h2>
            {data.associationHoursStatements.length === 0 ? (
              <p>{t('hours.association_statements_empty')}</p>
            ) : (
              <Rows>
                {data.associationHoursStatements.map((statement) => (
                  <StatementRow key={statement.id} statement={statement} />
                ))}
              </Rows>
            )}
          </HoursSection>
        </>
      )}
    </HoursScreen>
  );
}
