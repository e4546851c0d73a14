import styled from 'styled-components';

/**
 * A group of inputs under its legend (pickers, chips, choices) without the browser's frame: the
 * legend names the group for screen readers, so it stays a real fieldset.
 */
export const Fieldset = styled.fieldset`
  border: none;
  margin: 0 0 16px;
  padding: 0;

  legend {
    font-weight: 600;
    margin-bottom: 8px;
    padding: 0;
  }
`;
