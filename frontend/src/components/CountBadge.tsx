import styled from 'styled-components';
import { theme } from '../app/theme';

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 22px;
  height: 22px;
  padding: 0 6px;
  border-radius: ${theme.radius.round};
  background: ${theme.colors.badge};
  color: #fff;
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 1;
`;

export interface CountBadgeProps {
  count: number;
  /** Text read instead of the bare number, e.g. '3 richieste in attesa' */
  label: string;
}

/** Red counter pill next to a label (tiles, tabs); hidden when the count is 0 or less. */
export function CountBadge({ count, label }: CountBadgeProps) {
  if (count <= 0) return null;
  return (
    <Badge data-testid="count-badge">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden"> ({label})</span>
    </Badge>
  );
}
