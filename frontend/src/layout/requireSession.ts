import { redirect } from 'react-router-dom';
import { hasAccessToken } from '../app/session';

/** Loader of the signed-in area: without a stored token the user goes to /login (spec §2). */
export function requireSession(): Response | null {
  if (!hasAccessToken()) throw redirect('/login');
  return null;
}
