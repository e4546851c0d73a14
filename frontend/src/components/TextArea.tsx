import { useId } from 'react';
import styled from 'styled-components';
import { ErrorText, FieldWrapper, HintText, Label, describedBy, inputStyles } from './Field.styles';

const StyledTextArea = styled.textarea<{ $invalid?: boolean }>`
  ${inputStyles}
  min-height: 120px;
  resize: vertical;
`;

export interface TextAreaProps extends Omit<
  React.TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id'
> {
  label: string;
  error?: string;
  hint?: React.ReactNode;
  id?: string;
}

export function TextArea({ label, error, hint, id, ...rest }: TextAreaProps) {
  const generatedId = useId();
  const areaId = id ?? `${rest.name ?? 'textarea'}-${generatedId}`;
  return (
    <FieldWrapper>
      <Label htmlFor={areaId}>{label}</Label>
      <StyledTextArea
        id={areaId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(areaId, hint, error)}
        $invalid={Boolean(error)}
        {...rest}
      />
      {hint && <HintText id={`${areaId}-hint`}>{hint}</HintText>}
      {error && <ErrorText id={`${areaId}-error`}>{error}</ErrorText>}
    </FieldWrapper>
  );
}
