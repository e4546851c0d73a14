import type { Task } from 'graphile-worker';
import type { AuthService } from '../modules/auth/auth.service';
import type { PasswordResetJob } from './enqueue';

/**
 * The per-account part of "forgot password", out of the request so that the answer takes the same
 * time whether or not the address is registered: if an account exists, a reset token is created
 * and the link mail queued, in one transaction (AuthService.sendPasswordResetLink).
 */
export function passwordResetTask(auth: AuthService): Task {
  return async (payload) => {
    const { email } = payload as PasswordResetJob;
    if (typeof email !== 'string') throw new Error('password-reset job without an address');
    await auth.sendPasswordResetLink(email);
  };
}
