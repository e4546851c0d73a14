import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { showToast } from '../../app/clientState';
import { toUserFacingErrors } from '../../app/graphqlErrors';
import { serverFormError } from '../../app/serverErrors';

/** Codes on which the error link has already moved the user on (login, Home). */
const MOVED_ON = new Set(['FORBIDDEN', 'UNAUTHENTICATED']);

/**
 * Spec §8, event load failure: go back (or to Home when this page was the first one) with an
 * error toast. `failed` is true once the load ended with an error or with nothing.
 */
export function useLeaveOnLoadFailure(failed: boolean, error: unknown, fallbackText: string): void {
  const navigate = useNavigate();
  const location = useLocation();
  const left = useRef(false);
  useEffect(() => {
    if (!failed || left.current) return;
    left.current = true;
    if (error && toUserFacingErrors(error).some((e) => e.code && MOVED_ON.has(e.code))) return;
    const text = error ? serverFormError(error)?.text : undefined;
    showToast(text || fallbackText, 'error');
    // 'default' is the key of the first location of the session: there is no page to go back to.
    if (location.key === 'default') navigate('/', { replace: true });
    else navigate(-1);
  }, [failed, error, fallbackText, navigate, location.key]);
}
