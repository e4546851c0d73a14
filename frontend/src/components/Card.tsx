import styled from 'styled-components';
import { theme } from '../app/theme';

export const Card = styled.section`
  background: ${theme.colors.surface};
  border-radius: ${theme.radius.medium};
  box-shadow: ${theme.shadow.card};
  padding: 20px;
`;

/** Centered column used by the public screens (login, registration, confirmation). */
export const NarrowColumn = styled.div`
  width: 100%;
  max-width: 480px;
  margin: 0 auto;
`;
