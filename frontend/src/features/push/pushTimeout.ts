/**
 * How long the push switch waits for the browser's push service (subscribe, unsubscribe, reading
 * the subscription) before giving up with a message (issue 18: a push service that never answers
 * left the switch disabled for minutes, silently). 15 s covers a slow mobile network's first
 * contact with the push service; a genuine answer comes in well under 5 s. Not the permission
 * prompt: the person decides at their own pace. See docs/web-push.md.
 */
export const PUSH_SERVICE_TIMEOUT_MS = 15_000;

/** The push service did not answer within the time allowed. */
export class PushTimeoutError extends Error {
  constructor(ms: number) {
    super(`the push service did not answer within ${ms} ms`);
    this.name = 'PushTimeoutError';
  }
}

/** `promise`, or a PushTimeoutError after `ms`; the timer never outlives the answer. */
export function withinTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expiry = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new PushTimeoutError(ms)), ms);
  });
  return Promise.race([promise, expiry]).finally(() => clearTimeout(timer));
}
