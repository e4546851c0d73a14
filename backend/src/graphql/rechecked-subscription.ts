import type { Viewer } from '../common/policy/viewer';
import type { Services } from '../platform/services';
import { Topic } from '../platform/pubsub';
import type { GraphQLContext } from './context';
import { signedInViewer } from './current-user';

/** The shift topics whose payload is re-read whole by a guarded read of the subscriber. */
type ShiftTopic = Topic.ShiftWaitlist | Topic.ShiftAttendance;

/**
 * A live view of a shift for the administrators of its association (its queue, its attendance):
 * each publish is answered by the same guarded read as the query, `read(services, viewer, id)`,
 * which refuses whoever may not see it. It is asked when the subscription starts — so a refusal is
 * the subscribing's error, not a silent socket — and again for every publish, with the viewer's
 * memberships read afresh: an administrator removed since stops receiving it.
 */
export function recheckedShiftSubscription<T>(
  topic: ShiftTopic,
  read: (services: Services, viewer: Viewer, shiftId: number) => Promise<T>,
) {
  return {
    /** The `subscribe` option of the `@Subscription` (its argument is `shiftId`). */
    subscribe: async ({ args, context }: { args: { shiftId?: unknown }; context: unknown }) => {
      const ctx = context as GraphQLContext;
      const shiftId = args.shiftId as number;
      await read(ctx.services, await signedInViewer(ctx), shiftId);
      return ctx.services.pubSub.subscribe(topic, shiftId);
    },
    /** What the subscription's resolver answers for each publish. */
    next: async (context: GraphQLContext, shiftId: number): Promise<T> => {
      context.viewer?.forget();
      return read(context.services, await signedInViewer(context), shiftId);
    },
  };
}
