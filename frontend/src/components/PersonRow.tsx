import styled from 'styled-components';
import { theme } from '../app/theme';

/** A card-like list row about one person (volunteers, sign-up requests). */
export const PersonRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 16px;
  padding: 14px 16px;
  border-radius: ${theme.radius.medium};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow.card};
`;

/** Avatar and name block of a PersonRow; `small` lines are muted details. */
export const PersonIdentity = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  flex: 1 1 260px;
  min-width: 0;

  div {
    min-width: 0;
  }
  strong,
  small {
    display: block;
    overflow-wrap: anywhere;
  }
  small {
    color: ${theme.colors.textMuted};
  }
  a {
    color: inherit;
  }
`;
