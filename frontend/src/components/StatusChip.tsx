import styled from 'styled-components';
import { theme } from '../app/theme';

export type StatusTone = 'waiting' | 'accepted' | 'muted';

/**
 * A state shown as a pill: amber for what waits ('Richiesta in attesa', 'In attesa di conferma'),
 * green for what is confirmed, grey otherwise. Dark text on a light background: every tone
 * reaches WCAG AA (4.5:1).
 */
export const StatusChip = styled.p<{ $tone: StatusTone }>`
  && {
    display: inline-block;
    margin: 0;
    padding: 2px 10px;
    border-radius: ${theme.radius.round};
    font-size: 0.9rem;
    font-weight: 700;
    line-height: 1.5;
    overflow-wrap: anywhere;
    background: ${({ $tone }) =>
      $tone === 'waiting'
        ? theme.colors.warningLight
        : $tone === 'accepted'
          ? theme.colors.successLight
          : theme.colors.background};
    color: ${({ $tone }) =>
      $tone === 'waiting'
        ? theme.colors.warningText
        : $tone === 'accepted'
          ? theme.colors.success
          : theme.colors.textMuted};
  }
`;
