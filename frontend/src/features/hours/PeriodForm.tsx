import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '../../app/theme';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0 12px;
  align-items: end;

  button {
    grid-column: 1 / -1;
    margin-bottom: 16px;
  }

  ${theme.media.sm} {
    grid-template-columns: minmax(0, 200px) minmax(0, 200px) max-content;
    justify-content: start;

    button {
      grid-column: auto;
    }
  }
`;

export interface PeriodFormProps {
  /** The period shown: YYYY-MM-DD, or '' while it is not known yet */
  from: string;
  to: string;
  onChange: (period: { from: string; to: string }) => void;
}

interface Errors {
  from?: string;
  to?: string;
}

/** "Dal … Al … Mostra": the period of the hours screens, in calendar days (issue 22). */
export function PeriodForm({ from: shownFrom, to: shownTo, onChange }: PeriodFormProps) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(shownFrom);
  const [to, setTo] = useState(shownTo);
  const [errors, setErrors] = useState<Errors>({});

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const found: Errors = {
      from: from ? undefined : t('hours.from_required'),
      to: to ? undefined : t('hours.to_required'),
    };
    // YYYY-MM-DD compares as text
    if (from && to && from > to) found.from = t('hours.from_after_to');
    setErrors(found);
    if (!found.from && !found.to) onChange({ from, to });
  };

  return (
    <Form onSubmit={onSubmit} noValidate aria-label={t('hours.period_label')}>
      <TextField
        label={t('hours.from')}
        type="date"
        name="from"
        value={from}
        max={to || undefined}
        onChange={(event) => setFrom(event.target.value)}
        error={errors.from}
      />
      <TextField
        label={t('hours.to')}
        type="date"
        name="to"
        value={to}
        min={from || undefined}
        onChange={(event) => setTo(event.target.value)}
        error={errors.to}
      />
      <Button type="submit" variant="secondary">
        {t('hours.show')}
      </Button>
    </Form>
  );
}
