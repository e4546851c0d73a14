import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { theme } from '../../app/theme';

/**
 * List and detail side by side on wide screens (> 991 px): the list on the left, the selected
 * item at the right; on narrow screens only the list (the detail is a screen of its own).
 */
export const Split = styled.div`
  display: grid;
  gap: 16px;

  ${theme.media.desktop} {
    grid-template-columns: minmax(280px, 2fr) 3fr;
    align-items: start;
  }
`;

/** The detail column: stays in view while the list scrolls. */
export const DetailPane = styled.section`
  min-width: 0;
  padding: 20px;
  border-radius: ${theme.radius.medium};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow.card};

  ${theme.media.desktop} {
    position: sticky;
    top: 16px;
  }
`;

export const ItemList = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One row of a master list: a link (narrow) or a button (wide) filling the row. */
export const itemStyles = css<{ $selected?: boolean; $unread?: boolean }>`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: 12px;
  width: 100%;
  min-height: 44px;
  padding: 12px 14px;
  border: 2px solid ${({ $selected }) => ($selected ? theme.colors.primary : 'transparent')};
  border-radius: ${theme.radius.medium};
  background: ${({ $unread }) => ($unread ? theme.colors.primaryLight : theme.colors.surface)};
  box-shadow: ${theme.shadow.card};
  color: ${theme.colors.text};
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    box-shadow: ${theme.shadow.raised};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const ItemButton = styled.button<{ $selected?: boolean; $unread?: boolean }>`
  ${itemStyles}
`;

export const ItemLink = styled(Link)<{ $selected?: boolean; $unread?: boolean }>`
  ${itemStyles}
`;

export const ItemText = styled.span<{ $unread?: boolean }>`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  gap: 2px;
  min-width: 0;

  strong {
    font-weight: ${({ $unread }) => ($unread ? 800 : 600)};
    overflow-wrap: anywhere;
  }
  small {
    color: ${theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

/** Two-line preview of a text. */
export const Preview = styled.span`
  display: -webkit-box;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  color: ${theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

/** The unread dot (the row also says "non letta" to screen readers). */
export const UnreadDot = styled.span`
  flex-shrink: 0;
  width: 10px;
  height: 10px;
  margin-top: 6px;
  border-radius: 50%;
  background: ${theme.colors.badge};
`;

/** Title, meta line and text of a detail. */
export const DetailBody = styled.article`
  h2 {
    margin: 0 0 8px;
    font-size: 1.3rem;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0 0 12px;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

export const Meta = styled.p`
  margin: 0 0 12px;
  color: ${theme.colors.textMuted};
  font-size: 0.9rem;
`;

export const Sender = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-bottom: 16px;

  strong {
    overflow-wrap: anywhere;
  }
`;
