import type { Task } from 'graphile-worker';
import type { Mailer } from '../mail/mailer';
import type { MailJob } from './enqueue';

/** One mail, rendered when it was queued (so it says what was true at that moment). */
export type { MailJob };

/**
 * Sends one mail. A failure (SMTP down, refused) throws, and graphile-worker retries the job with
 * exponential back-off; a crash after the SMTP server accepted the message but before the job is
 * marked done sends it again (at least once: a duplicate beats a lost confirmation link).
 */
export function mailTask(mailer: Mailer): Task {
  return async (payload) => {
    const message = payload as MailJob;
    if (!message?.to || !message.subject) throw new Error('mail job without recipient or subject');
    await mailer.send(message);
  };
}
