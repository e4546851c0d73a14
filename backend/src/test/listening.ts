import { eventually } from './eventually';

/**
 * graphql-ws does not acknowledge a subscription, and the server starts it only after its checks
 * (the token, the visibility), so "subscribed" is not an event the client can see. Instead: publish
 * a marker until the subscriber has received one; from then on whatever is published reaches it.
 *
 * A marker published just before the subscription started may still arrive later: the caller
 * tells markers apart from what the test is about (another shift, another id), or passes a
 * `fence` — one more publish of a different marker, awaited — after which, since a subscription
 * delivers in publish order, no earlier marker is still on its way.
 */
export async function untilListening(
  heard: () => boolean,
  publish: () => unknown,
  options: { what?: string; fence?: { heard: () => boolean; publish: () => unknown } } = {},
): Promise<void> {
  const what = options.what ?? 'the subscription to start';
  await eventually(
    async () => {
      if (heard()) return true;
      await publish();
      // a live subscriber gets a publish within milliseconds: publish again only after a pause
      return eventually(heard, { timeoutMs: 250 }).then(
        () => true,
        () => false,
      );
    },
    { timeoutMs: 15_000, what },
  );
  if (options.fence) {
    await options.fence.publish();
    await eventually(options.fence.heard, { what: `${what} (the fence)` });
  }
}
