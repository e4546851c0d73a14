import DataLoader from 'dataloader';
import type { LoaderDeps } from '../../platform/loader-deps';

/** What a shift's pages show of its queue, for the viewer. */
export interface WaitlistState {
  count: number;
  /** 1 = first; null when the viewer is not queued */
  position: number | null;
  /** the deadline of the viewer's live offer; null when they hold none */
  offerExpiresAt: Date | null;
}

/**
 * Per-request loaders of the waitlist: every shift of a page reads its queue's length and the
 * viewer's place in one statement (the event page, Home, explore, a live publish).
 */
export const waitlistLoaders = {
  waitlistByShift: ({ dataSource, viewer }: LoaderDeps) =>
    new DataLoader<number, WaitlistState>(async (shiftIds) => {
      const rows: {
        shiftId: number;
        count: number;
        position: number | null;
        offerExpiresAt: Date | null;
      }[] = await dataSource.query(
        `SELECT q.id AS "shiftId",
                (SELECT count(*)::int FROM waitlist_entry c WHERE c.shift_id = q.id) AS count,
                mine.position, mine.offer_expires_at AS "offerExpiresAt"
           FROM unnest($1::int[]) AS q(id)
           LEFT JOIN LATERAL (
             SELECT (SELECT count(*)::int FROM waitlist_entry o
                      WHERE o.shift_id = w.shift_id AND o.id <= w.id) AS position,
                    CASE WHEN w.offer_expires_at > now() THEN w.offer_expires_at END AS offer_expires_at
               FROM waitlist_entry w WHERE w.shift_id = q.id AND w.user_id = $2
           ) mine ON true`,
        [shiftIds, viewer?.id ?? 0],
      );
      const byShift = new Map(rows.map((r) => [r.shiftId, r]));
      return shiftIds.map((id) => {
        const r = byShift.get(id);
        return {
          count: r?.count ?? 0,
          position: r?.position ?? null,
          offerExpiresAt: r?.offerExpiresAt ? new Date(r.offerExpiresAt) : null,
        };
      });
    }),
};
