import { useId } from 'react';
import styled from 'styled-components';
import { ErrorText } from './Field.styles';
import { theme } from '../app/theme';

const Wrapper = styled.div`
  margin-bottom: 12px;
`;

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 10px;

  input {
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    accent-color: ${theme.colors.primary};
    flex-shrink: 0;
  }
`;

export interface CheckboxProps extends Omit<
  React.InputHTMLAttributes<HTMLInputElement>,
  'type' | 'id'
> {
  label: React.ReactNode;
  error?: string;
  id?: string;
}

export function Checkbox({ label, error, id, ...inputProps }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? `${inputProps.name ?? 'checkbox'}-${generatedId}`;
  return (
    <Wrapper>
      <Row>
        <input
          type="checkbox"
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          {...inputProps}
        />
        <label htmlFor={inputId}>{label}</label>
      </Row>
      {error && <ErrorText id={`${inputId}-error`}>{error}</ErrorText>}
    </Wrapper>
  );
}
