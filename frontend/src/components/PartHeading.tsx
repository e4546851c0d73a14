import styled from 'styled-components';

/** The heading of one part of a list ("In programma", "Passati" on /my-event). */
export const PartHeading = styled.h2`
  margin: 24px 0 12px;
  font-size: 1.1rem;

  &:first-child {
    margin-top: 0;
  }
`;
