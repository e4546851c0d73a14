import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatIsoDate } from '../../app/dates';
import { formatDate } from '../../app/formatDates';
import { formatMinutes } from '../../app/formatMinutes';
import { theme } from '../../app/theme';
import { Button } from '../../components/Button';
import { Card, NarrowColumn } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { PageHeading } from '../../components/PageTitle';
import { Loading } from '../../components/Spinner';
import type { VerifyScreenQuery } from '../../gql/graphql';

type Verdict = 'valid' | 'changed' | 'revoked';

const VERDICT_COLORS: Record<Verdict, { background: string; color: string }> = {
  valid: { background: theme.colors.successLight, color: theme.colors.success },
  changed: { background: theme.colors.warningLight, color: theme.colors.warningText },
  revoked: { background: theme.colors.errorLight, color: theme.colors.error },
};

/** The answer first and unmissable: valid, no longer matching, or revoked. */
const Banner = styled.div<{ $verdict: Verdict }>`
  margin: 0 0 16px;
  padding: 14px 16px;
  border-radius: ${theme.radius.small};
  border-left: 6px solid currentColor;
  background: ${({ $verdict }) => VERDICT_COLORS[$verdict].background};
  color: ${({ $verdict }) => VERDICT_COLORS[$verdict].color};

  h2 {
    margin: 0 0 4px;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
    color: ${theme.colors.text};
  }
`;

const Facts = styled.dl`
  display: grid;
  gap: 10px;
  margin: 0;

  div {
    display: grid;
    gap: 2px;
  }
  dt {
    color: ${theme.colors.textMuted};
    font-size: 0.9rem;
  }
  dd {
    margin: 0;
    font-size: 1.1rem;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

function verdictOf(statement: NonNullable<VerifyScreenQuery['hoursStatement']>): Verdict {
  if (statement.revoked) return 'revoked';
  return statement.valid ? 'valid' : 'changed';
}

const TEXTS: Record<Verdict, { title: string; text: string }> = {
  valid: { title: 'verify.valid', text: 'verify.valid_text' },
  changed: { title: 'verify.changed', text: 'verify.changed_text' },
  revoked: { title: 'verify.revoked', text: 'verify.revoked_text' },
};

export interface VerifyStatementViewProps {
  /** undefined until the page's request answers; null: no such statement */
  statement: VerifyScreenQuery['hoursStatement'] | undefined;
  loading: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/**
 * /verify/{token}, public (issue 22): the figures of an hours statement — the person, the
 * association, the period, the total hours, the date of issue — and whether it still holds
 * against the association's records today, or was revoked. An unknown address: not found.
 */
export function VerifyStatementView({
  statement,
  loading,
  error,
  refetch,
}: VerifyStatementViewProps) {
  const { t } = useTranslation();
  let body: React.ReactNode;
  if (statement === undefined) {
    body =
      loading && !error ? (
        <Loading />
      ) : (
        <EmptyState
          title={t('verify.load_error')}
          action={
            <Button variant="secondary" onClick={() => void refetch().catch(() => undefined)}>
              {t('verify.retry')}
            </Button>
          }
        />
      );
  } else if (statement === null) {
    body = (
      <EmptyState title={t('verify.not_found_title')} description={t('verify.not_found_text')} />
    );
  } else {
    const verdict = verdictOf(statement);
    body = (
      <>
        <Banner $verdict={verdict} role="status">
          <h2>{t(TEXTS[verdict].title)}</h2>
          <p>{t(TEXTS[verdict].text)}</p>
        </Banner>
        <Facts>
          <div>
            <dt>{t('verify.volunteer')}</dt>
            <dd>
              {statement.name} {statement.surname}
            </dd>
          </div>
          <div>
            <dt>{t('verify.association')}</dt>
            <dd>{statement.association}</dd>
          </div>
          <div>
            <dt>{t('verify.period')}</dt>
            <dd>
              {t('verify.period_value', {
                from: formatIsoDate(statement.from),
                to: formatIsoDate(statement.to),
              })}
            </dd>
          </div>
          <div>
            <dt>{t('verify.total')}</dt>
            <dd>{formatMinutes(statement.totalMinutes)}</dd>
          </div>
          <div>
            <dt>{t('verify.issued')}</dt>
            <dd>{formatDate(statement.issuedAt)}</dd>
          </div>
        </Facts>
      </>
    );
  }
  return (
    <NarrowColumn>
      <Card>
        <PageHeading>{t('verify.heading')}</PageHeading>
        {body}
      </Card>
    </NarrowColumn>
  );
}
