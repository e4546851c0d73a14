import styled from 'styled-components';
import { theme } from '../../app/theme';

/** Seven equal columns at any width: 390 px phones get ~50 px cells, desktops up to 56 px. */
export const Grid = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;

  th {
    padding: 4px 0;
    color: ${theme.colors.textMuted};
    font-size: 0.8rem;
    font-weight: 700;
  }
  td {
    padding: 2px;
    text-align: center;
  }
`;

/** A day: today is ringed, the selected day filled; at least 48 px tall for touch. */
export const DayButton = styled.button<{ $selected: boolean; $today: boolean }>`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 3px;
  width: 100%;
  max-width: 56px;
  min-height: 48px;
  padding: 4px 0;
  border: 2px solid ${({ $today }) => ($today ? theme.colors.primary : 'transparent')};
  border-radius: ${theme.radius.small};
  background: ${({ $selected }) => ($selected ? theme.colors.primary : 'transparent')};
  color: ${({ $selected }) => ($selected ? theme.colors.onPrimary : theme.colors.text)};
  font: inherit;
  font-weight: 700;
  cursor: pointer;

  &:hover {
    border-color: ${theme.colors.primary};
  }
`;

export const Dots = styled.span`
  display: flex;
  gap: 3px;
  height: 8px;
`;

/** A white ring keeps a dot visible on the filled (selected) day. */
export const Dot = styled.span<{ $color: string; $onSelected: boolean }>`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ $color }) => $color};
  box-shadow: ${({ $onSelected }) => ($onSelected ? '0 0 0 1px #fff' : 'none')};
`;
