import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { loginPathFor } from '../app/returnPath';
import { hasAccessToken } from '../app/session';

/**
 * Loader of the signed-in area: without a stored token the user goes to /login (spec §2). From
 * the check-in address of a QR code they come back to it once signed in (app/returnPath.ts).
 */
export function requireSession({ request }: Pick<LoaderFunctionArgs, 'request'>): Response | null {
  if (hasAccessToken()) return null;
  const url = new URL(request.url);
  throw redirect(loginPathFor(url.pathname, url.search));
}
