import styled from 'styled-components';
import { theme } from '../app/theme';

const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-weight: 800;
  font-size: 1.35rem;
  letter-spacing: 0.02em;
  color: ${theme.colors.primary};
`;

/** Word mark of Insieme; the surrounding link carries the accessible name. */
export function Logo() {
  return (
    <Mark aria-hidden="true">
      <svg width="28" height="28" viewBox="0 0 64 64">
        <circle cx="32" cy="32" r="30" fill="currentColor" />
        <path
          d="M20 34c0-7 5-12 12-12s12 5 12 12"
          stroke="#fff"
          strokeWidth="5"
          fill="none"
          strokeLinecap="round"
        />
        <circle cx="24" cy="42" r="4" fill="#fff" />
        <circle cx="40" cy="42" r="4" fill="#fff" />
      </svg>
      Insieme
    </Mark>
  );
}
