import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { theme } from '../app/theme';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Circle = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 3px solid ${theme.colors.primaryLight};
  border-top-color: ${theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

export function Spinner({ size = 32 }: { size?: number }) {
  return <Circle $size={size} aria-hidden="true" />;
}

const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 12px;
  padding: 48px 16px;
  color: ${theme.colors.textMuted};
`;

/** Full-area loading state announced to assistive technology. */
export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Centered role="status" aria-live="polite">
      <Spinner />
      <span>{label ?? t('common.loading')}</span>
    </Centered>
  );
}
