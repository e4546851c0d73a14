import styled from 'styled-components';
import { theme } from '../../app/theme';
import { Card } from '../../components/Card';

/** A card of the hours screens, with its title (issue 22). */
export const HoursSection = styled(Card)`
  margin-top: 16px;

  h2 {
    margin: 0 0 12px;
    font-size: 1.2rem;
    overflow-wrap: anywhere;
  }
`;

/**
 * The big figure of a period: its total hours. A `strong`, not a styled `p`: it is the
 * section's figure, not a heading (axe's p-as-heading flags a large bold paragraph).
 */
export const Total = styled.strong`
  display: block;
  margin: 0;
  font-size: 1.75rem;
  font-weight: 700;
  color: ${theme.colors.primaryDark};
`;

/** A list of rows (shifts, statements), one per line with a rule between them. */
export const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 4px 16px;
    padding: 10px 0;
    overflow-wrap: anywhere;
  }
  > li + li {
    border-top: 1px solid ${theme.colors.border};
  }
  small {
    display: block;
    color: ${theme.colors.textMuted};
  }
`;
