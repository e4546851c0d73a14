export interface EventuallyOptions {
  /** How long the condition has to come true; the default suits work done by a queue worker. */
  timeoutMs?: number;
  intervalMs?: number;
  /** What was awaited, for the timeout message. */
  what?: string;
}

/**
 * Polls `check` until it holds and returns its value. It holds when it returns anything but
 * `false` without throwing, so both `() => list.length >= 2` and `() => expect(x).toBe(1)` work;
 * a finder can return `found ?? false`. On timeout the last failure (its assertion message, say)
 * is reported, so a test fails with what it saw, not just "timed out".
 *
 * Waits in tests poll for the condition rather than sleeping a fixed time: a sleep is either too
 * short on a loaded machine (a flaky failure) or longer than needed everywhere else.
 */
export async function eventually<T>(
  check: () => T | Promise<T>,
  { timeoutMs = 20_000, intervalMs = 20, what }: EventuallyOptions = {},
): Promise<Exclude<T, false>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let failure: unknown;
    try {
      const value = await check();
      if (value !== false) return value as Exclude<T, false>;
      failure = new Error('the condition returned false');
    } catch (error) {
      failure = error;
    }
    if (Date.now() >= deadline) {
      const reason = failure instanceof Error ? failure.message : String(failure);
      throw new Error(
        `${what ? `${what}: ` : ''}not true within ${timeoutMs} ms (last: ${reason})`,
        { cause: failure },
      );
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
