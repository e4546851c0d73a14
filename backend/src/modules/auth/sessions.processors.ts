import type { Processors } from '../../platform/domain-events';
import type {} from '../users/users.events';
import type { SessionsService } from './sessions.service';

/**
 * A deleted account's sessions are ended explicitly (not by the cascade) to learn which sockets
 * to close, on every instance, once the deletion commits.
 */
export function sessionProcessors(processors: Processors, sessions: SessionsService): void {
  processors.inTransaction('AccountDeleting', async (tx, { userId }) => {
    const ended = await sessions.endAll(tx.em, userId);
    tx.afterCommit(() => sessions.announce(ended));
  });
}
