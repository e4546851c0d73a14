import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '../app/theme';

/** A card of a list (associations, events); the card outlines itself when its link has focus. */
export const ListCard = styled.article`
  position: relative;
  display: flex;
  gap: 14px;
  padding: 12px;
  border-radius: ${theme.radius.medium};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow.card};

  &:hover {
    box-shadow: ${theme.shadow.raised};
  }
  &:focus-within {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** The card's one link, stretched over the whole card; its own outline is drawn by the card. */
export const CardLink = styled(Link)`
  color: ${theme.colors.text};
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:focus-visible {
    outline: none;
  }
`;

/** Controls above the stretched link (heart, menu), so that they can be pressed on their own. */
export const CardControls = styled.div`
  position: relative;
  z-index: 1;
`;
