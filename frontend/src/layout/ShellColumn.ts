import styled from 'styled-components';

/**
 * Header, page and footer of the signed-in frame, as AppShell draws it and as the prerendered
 * frame (ShellSkeleton) draws it before any script. One box of its own, so that the sticky
 * header's containing block is the whole column (a grid item's would be its own row only, and
 * the header would scroll away).
 */
export const ShellColumn = styled.div`
  grid-column: 2;
  grid-row: 1;
  flex: 1;
  display: flex;
  flex-direction: column;
  min-width: 0;
`;
