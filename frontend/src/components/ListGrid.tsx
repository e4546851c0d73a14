import styled from 'styled-components';
import { Button } from './Button';
import { theme } from '../app/theme';

/** The cards of a list: one column on a phone, two from the `md` breakpoint. */
export const ListGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;

  ${theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** "N risultati" above a list; polite, so a new search is announced. */
export const ListCount = styled.p`
  margin: 0 0 12px;
  color: ${theme.colors.textMuted};
`;

const More = styled.div<{ $gap: number }>`
  display: flex;
  justify-content: center;
  margin-top: ${({ $gap }) => $gap}px;
`;

export interface ShowMoreProps {
  label: string;
  onClick: () => void;
  /** The next page is on its way: the button waits */
  busy: boolean;
  /** Space above the button (px) */
  gap?: number;
}

/** "Mostra altri" under a cursor-paginated list. */
export function ShowMore({ label, onClick, busy, gap = 20 }: ShowMoreProps) {
  return (
    <More $gap={gap}>
      <Button variant="secondary" onClick={onClick} disabled={busy} aria-busy={busy || undefined}>
        {label}
      </Button>
    </More>
  );
}
