import { hoursPeriodSchema } from '@insieme/schema';
import { useFormik } from 'formik';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '../../app/theme';
import { validateWithSchema } from '../../app/validation';
import { Button } from '../../components/Button';
import { bindField } from '../../components/form/bindField';
import { useFocusFirstError } from '../../components/form/useFocusFirstError';
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

/**
 * "Dal … Al … Mostra": the period of the hours screens, in calendar days (issue 22), checked on
 * submit by the shared `hoursPeriodSchema`.
 */
export function PeriodForm({ from, to, onChange }: PeriodFormProps) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const formik = useFormik({
    initialValues: { from, to },
    // a message comes from a submit and stays until the next one: nothing turns red while typing
    validateOnChange: false,
    validateOnBlur: false,
    validate: (values) => validateWithSchema(hoursPeriodSchema, values),
    onSubmit: (values) => onChange(values),
  });
  useFocusFirstError(formRef, formik);

  return (
    <Form
      ref={formRef}
      onSubmit={formik.handleSubmit}
      noValidate
      aria-label={t('hours.period_label')}
    >
      <TextField
        label={t('hours.from')}
        type="date"
        max={formik.values.to || undefined}
        {...bindField(formik, 'from')}
      />
      <TextField
        label={t('hours.to')}
        type="date"
        min={formik.values.from || undefined}
        {...bindField(formik, 'to')}
      />
      <Button type="submit" variant="secondary">
        {t('hours.show')}
      </Button>
    </Form>
  );
}
