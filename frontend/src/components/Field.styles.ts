import styled, { css } from 'styled-components';
import { theme } from '../app/theme';

export const FieldWrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: 16px;
`;

export const Label = styled.label`
  font-weight: 600;
  font-size: 0.95rem;
`;

export const inputStyles = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: 44px;
  padding: 10px 12px;
  font: inherit;
  color: ${theme.colors.text};
  background: ${theme.colors.surface};
  border: 1px solid ${({ $invalid }) => ($invalid ? theme.colors.error : theme.colors.border)};
  border-radius: ${theme.radius.small};

  &:focus {
    border-color: ${theme.colors.primary};
  }
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  ${inputStyles}
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${theme.colors.error};
  font-size: 0.875rem;
`;

export const HintText = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: 0.875rem;
`;

/** ids of the hint and error paragraphs an input is described by */
export function describedBy(
  id: string,
  hint: React.ReactNode | undefined,
  error: string | undefined,
): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}
