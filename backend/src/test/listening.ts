import { eventually } from './eventually';

/**
 * graphql-ws does not acknowledge a subscription, and the server starts it only after its checks
 * (the token, the visibility), so "subscribed" is not an event the client can see. Instead: publish
 * a marker until the subscriber has received one; from then on whatever is published reaches it.
 * The caller tells the markers apart from what the test is about (another shift, another id),
 * since a marker published just before the subscription started may still arrive later.
 */
export async function untilListening(
  heard: () => boolean,
  publish: () => unknown,
  what = 'the subscription to start',
): Promise<void> {
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
}
