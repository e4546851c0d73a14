import { useId } from 'react';
import styled from 'styled-components';
import { ErrorText, FieldWrapper, HintText, Input, Label, describedBy } from './Field.styles';

export interface TextFieldProps extends Omit<React.InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Already translated error text; shown under the field */
  error?: string;
  hint?: React.ReactNode;
  id?: string;
  /** Rendered inside the field row, after the input (e.g. a show/hide button) */
  adornment?: React.ReactNode;
}

export function TextField({ label, error, hint, id, adornment, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? `${inputProps.name ?? 'field'}-${generatedId}`;
  return (
    <FieldWrapper>
      <Label htmlFor={inputId}>{label}</Label>
      <InputRow>
        <Input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, hint, error)}
          $invalid={Boolean(error)}
          {...inputProps}
        />
        {adornment}
      </InputRow>
      {hint && <HintText id={`${inputId}-hint`}>{hint}</HintText>}
      {error && <ErrorText id={`${inputId}-error`}>{error}</ErrorText>}
    </FieldWrapper>
  );
}

const InputRow = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;
