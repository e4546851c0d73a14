import styled from 'styled-components';
import { theme } from '../app/theme';

/**
 * A round button that holds only an icon: 44 px, the smallest comfortable touch target (WCAG
 * 2.5.5), so its name comes from `aria-label`. `$tone` colours the icon: the text colour, or the
 * brand colour for the arrows that move through a calendar.
 */
export const IconButton = styled.button<{ $tone?: 'text' | 'primary' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: none;
  border-radius: 50%;
  background: transparent;
  color: ${({ $tone = 'text' }) => theme.colors[$tone]};
  cursor: pointer;

  &:hover {
    background: ${theme.colors.primaryLight};
  }
`;
