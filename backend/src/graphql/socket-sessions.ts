import type { WebSocket } from 'ws';
import { logger } from '../common/logger';
import { Topic, type AppPubSub } from '../platform/pubsub';

/** The close code graphql-ws clients read as "sign in again" (the same as a refused connection). */
export const SESSION_ENDED_CLOSE = 4401;

/**
 * The open WebSockets of this instance by the session that opened them. When a session ends
 * (logout, password change or reset, "Esci da tutti i dispositivi", account deletion) the write
 * announces it on the pub/sub, which reaches every instance (Redis when REDIS_URL is set); each
 * closes its sockets of that session, so no subscription outlives the token that opened it.
 */
export class SocketSessions {
  private readonly bySession = new Map<string, Set<WebSocket>>();

  add(sessionId: string, socket: WebSocket): void {
    let sockets = this.bySession.get(sessionId);
    if (!sockets) this.bySession.set(sessionId, (sockets = new Set()));
    sockets.add(socket);
    socket.once('close', () => {
      sockets.delete(socket);
      if (sockets.size === 0 && this.bySession.get(sessionId) === sockets)
        this.bySession.delete(sessionId);
    });
  }

  close(sessionIds: readonly string[]): number {
    let closed = 0;
    for (const id of sessionIds) {
      for (const socket of this.bySession.get(id) ?? []) {
        socket.close(SESSION_ENDED_CLOSE, 'Unauthorized');
        closed += 1;
      }
      this.bySession.delete(id);
    }
    return closed;
  }

  /** Listens for ended sessions until the returned function is called (at shutdown). */
  listen(pubSub: AppPubSub): () => Promise<void> {
    const events = pubSub.subscribe(Topic.SessionsEnded);
    const loop = (async () => {
      for await (const { sessionIds } of events) {
        const closed = this.close(sessionIds);
        if (closed > 0) logger.debug({ closed }, 'closed the sockets of ended sessions');
      }
    })().catch((err: unknown) => logger.error({ err }, 'session listener stopped'));
    return async () => {
      await events.return?.();
      await loop;
    };
  }
}
