import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ErrorText } from '../../../components/Field.styles';
import { Fieldset } from '../../../components/Fieldset';
import type { StepProps } from './stepProps';
import { theme } from '../../../app/theme';

/** The step's one question: its legend is read as the question and set larger. */
const Question = styled(Fieldset)`
  legend {
    font-weight: 700;
    font-size: 1.1rem;
    margin-bottom: 12px;
  }
`;

const Option = styled.label<{ $checked: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  padding: 14px 16px;
  margin-bottom: 10px;
  border-radius: ${theme.radius.medium};
  border: 2px solid ${({ $checked }) => ($checked ? theme.colors.primary : theme.colors.border)};
  background: ${({ $checked }) => ($checked ? theme.colors.primaryLight : theme.colors.surface)};
  cursor: pointer;

  input {
    width: 20px;
    height: 20px;
    margin-top: 2px;
    accent-color: ${theme.colors.primary};
  }
  strong {
    display: block;
  }
  span span {
    color: ${theme.colors.textMuted};
    font-size: 0.9rem;
  }
`;

/** Step 3: 'Hai un'associazione?' — yes is the administrator path, no the volunteer path. */
export function PathStep({ formik }: StepProps) {
  const { t } = useTranslation();
  const errorId = useId();
  const error = formik.touched.path && formik.errors.path ? formik.errors.path : undefined;
  const choose = (path: 'admin' | 'volunteer') => {
    void formik.setFieldValue('path', path);
  };
  return (
    <Question aria-describedby={error ? errorId : undefined}>
      <legend>{t('registration.has_association')}</legend>
      <Option $checked={formik.values.path === 'admin'}>
        <input
          type="radio"
          name="path"
          value="admin"
          checked={formik.values.path === 'admin'}
          onChange={() => choose('admin')}
        />
        <span>
          <strong>{t('registration.yes_association')}</strong>
          <span>{t('registration.yes_association_hint')}</span>
        </span>
      </Option>
      <Option $checked={formik.values.path === 'volunteer'}>
        <input
          type="radio"
          name="path"
          value="volunteer"
          checked={formik.values.path === 'volunteer'}
          onChange={() => choose('volunteer')}
        />
        <span>
          <strong>{t('registration.no_association')}</strong>
          <span>{t('registration.no_association_hint')}</span>
        </span>
      </Option>
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Question>
  );
}
