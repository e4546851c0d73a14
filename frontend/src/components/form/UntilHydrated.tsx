import styled from 'styled-components';
import { useHydrated } from '../../app/useHydrated';

const Gate = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

/**
 * The controls of a form that arrives prerendered (login, forgotten password, the registration's
 * first step), disabled until React has taken the markup over: text typed before would not reach
 * the form's state, and a submit would be the browser's own — a GET with the password in the
 * address. Drawn by the client alone (no hydration), they are enabled from the first render.
 */
export function UntilHydrated({ children }: { children: React.ReactNode }) {
  const hydrated = useHydrated();
  return <Gate disabled={!hydrated}>{children}</Gate>;
}
