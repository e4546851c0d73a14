import { useQuery } from '@apollo/client/react';
import { isValidIsoDate } from '@insieme/schema';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatIsoDate } from '../../app/dates';
import { romeDay } from '../../app/romeDay';
import { theme } from '../../app/theme';
import { translateMessage } from '../../app/validation';
import { useApiDownload } from '../../app/useApiDownload';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { Loading } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { InsuredVolunteersDocument } from '../../gql/graphql';
import { fullName } from './registerLines';

const Section = styled(Card)`
  margin-top: 16px;

  h2 {
    margin: 0 0 8px;
    font-size: 1.2rem;
  }
`;

const DateForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0 12px;

  > div {
    flex: 1 1 200px;
  }
  > button {
    margin-bottom: 16px;
  }
`;

const List = styled.ul`
  display: grid;
  gap: 8px;
  margin: 8px 0 16px;
  padding: 0;
  list-style: none;

  li {
    padding: 10px 12px;
    border-radius: ${theme.radius.small};
    border: 1px solid ${theme.colors.border};
    overflow-wrap: anywhere;
  }
  small {
    display: block;
    color: ${theme.colors.textMuted};
  }
`;

const Hint = styled.p`
  margin: 0 0 12px;
  color: ${theme.colors.textMuted};
`;

/**
 * "Assicurati al {day}" (issue 23): the volunteers the insurance covers on a day the administrator
 * picks (cover from 24:00 of the day entered to 24:00 of the day removed: the server's rule),
 * shown here and downloadable as the CSV the insurer asks for, or as a PDF (issue 31). Asked only
 * when a day is chosen; the heading names the day shown (today until one is chosen).
 */
export function InsuredSection({ associationId }: { associationId: number }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [typed, setTyped] = useState(romeDay());
  const [date, setDate] = useState<string | null>(null);
  const [dateError, setDateError] = useState<string | undefined>();
  const { download, running } = useApiDownload();
  const { data, loading, error, refetch } = useQuery(InsuredVolunteersDocument, {
    variables: { associationId, date: date ?? '' },
    skip: date === null,
    fetchPolicy: 'network-only',
  });
  const insured = data?.insuredVolunteers;
  const filePath = (format: 'csv' | 'pdf') =>
    date && `/api/association/${associationId}/register/insured?date=${date}&format=${format}`;
  const csvPath = filePath('csv');
  const pdfPath = filePath('pdf');

  const show = (event: React.FormEvent) => {
    event.preventDefault();
    if (!isValidIsoDate(typed)) {
      setDateError(translateMessage('validation.date_not_valid'));
      return;
    }
    setDateError(undefined);
    if (typed === date) void refetch().catch(() => undefined);
    setDate(typed);
  };

  return (
    <Section aria-labelledby={titleId}>
      <h2 id={titleId}>
        {t('register.insured_title', { date: formatIsoDate(date ?? romeDay()) })}
      </h2>
      <Hint>{t('register.insured_hint')}</Hint>
      <DateForm onSubmit={show} noValidate>
        <TextField
          label={t('register.insured_date')}
          type="date"
          name="insuredDate"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          error={dateError}
        />
        <Button type="submit" variant="secondary">
          {t('register.insured_show')}
        </Button>
      </DateForm>
      {date !== null && (
        <div aria-live="polite">
          {insured === undefined ? (
            loading ? (
              <Loading />
            ) : error ? (
              <EmptyState title={t('register.insured_error')} />
            ) : null
          ) : insured.length === 0 ? (
            <EmptyState title={t('register.insured_empty', { date: formatIsoDate(date) })} />
          ) : (
            <>
              <p>
                <strong>
                  {t('register.insured_count', {
                    count: insured.length,
                    date: formatIsoDate(date),
                  })}
                </strong>
              </p>
              <List>
                {insured.map((entry) => (
                  <li key={entry.id}>
                    <strong>{fullName(entry)}</strong> · {entry.fiscalCode}
                    <small>
                      {t(`register.section_${entry.section}`)} ·{' '}
                      {entry.endDate
                        ? t('register.insured_period', {
                            start: formatIsoDate(entry.startDate),
                            end: formatIsoDate(entry.endDate),
                          })
                        : t('register.insured_period_open', {
                            start: formatIsoDate(entry.startDate),
                          })}
                    </small>
                  </li>
                ))}
              </List>
            </>
          )}
          {csvPath && insured !== undefined && (
            <Button
              variant="secondary"
              disabled={running === csvPath}
              aria-busy={running === csvPath}
              onClick={() => void download(csvPath, `assicurati-${date}.csv`)}
            >
              {t('register.insured_csv')}
            </Button>
          )}
          {pdfPath && insured !== undefined && (
            <Button
              variant="secondary"
              disabled={running === pdfPath}
              aria-busy={running === pdfPath}
              onClick={() => void download(pdfPath, `assicurati-${date}.pdf`)}
            >
              {t('register.insured_pdf')}
            </Button>
          )}
        </div>
      )}
    </Section>
  );
}
