import { useId } from 'react';
import styled from 'styled-components';
import { ErrorText, FieldWrapper, HintText, Label, describedBy, inputStyles } from './Field.styles';

const StyledSelect = styled.select<{ $invalid?: boolean }>`
  ${inputStyles}
`;

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<React.SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly SelectOption[];
  /** Text of the empty first option */
  placeholder?: string;
  error?: string;
  hint?: React.ReactNode;
  id?: string;
}

export function Select({ label, options, placeholder, error, hint, id, ...rest }: SelectProps) {
  const generatedId = useId();
  const selectId = id ?? `${rest.name ?? 'select'}-${generatedId}`;
  return (
    <FieldWrapper>
      <Label htmlFor={selectId}>{label}</Label>
      <StyledSelect
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(selectId, hint, error)}
        $invalid={Boolean(error)}
        {...rest}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </StyledSelect>
      {hint && <HintText id={`${selectId}-hint`}>{hint}</HintText>}
      {error && <ErrorText id={`${selectId}-error`}>{error}</ErrorText>}
    </FieldWrapper>
  );
}
