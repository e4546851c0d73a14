import DataLoader from 'dataloader';
import type { LoaderDeps } from '../../platform/loader-deps';
import { Topic } from '../catalog/topic.entity';
import { loadSetupChecklists, type SetupChecklist } from './setup-checklist';
import { viewerStateOfRow, type ViewerState, type ViewerStateRow } from './viewer-state.types';

export type { ViewerState } from './viewer-state.types';

/**
 * Per-request loaders: a list of N associations costs one statement per field, not N. Each is
 * built by the request that first asks for it (graphql/loaders.ts).
 */
export const associationLoaders = {
  topicsByAssociation: ({ dataSource }: LoaderDeps) =>
    new DataLoader<number, Topic[]>(async (ids) => {
      const rows: { association_id: number; id: number; name: string; image_id: number | null }[] =
        await dataSource.query(
          `SELECT at.association_id, t.id, t.name, t.image_id FROM association_topic at
           JOIN topic t ON t.id = at.topic_id WHERE at.association_id = ANY($1) ORDER BY t.name`,
          [ids],
        );
      return ids.map((id) =>
        rows
          .filter((r) => r.association_id === id)
          .map((r) => Object.assign(new Topic(), { id: r.id, name: r.name, imageId: r.image_id })),
      );
    }),
  /** The maintained counts (association.follower_count), for rows read without them. */
  followersByAssociation: ({ dataSource }: LoaderDeps) =>
    new DataLoader<number, number>(async (ids) => {
      const rows: { id: number; n: number }[] = await dataSource.query(
        `SELECT id, follower_count AS n FROM association WHERE id = ANY($1)`,
        [ids],
      );
      const counts = new Map(rows.map((r) => [r.id, r.n]));
      return ids.map((id) => counts.get(id) ?? 0);
    }),
  /** Likes of each association's events. */
  likesByAssociation: ({ dataSource }: LoaderDeps) =>
    new DataLoader<number, number>(async (ids) => {
      const rows: { association_id: number; n: number }[] = await dataSource.query(
        `SELECT e.association_id, count(*)::int AS n FROM event_like l JOIN event e ON e.id = l.event_id
          WHERE e.association_id = ANY($1) GROUP BY e.association_id`,
        [ids],
      );
      const counts = new Map(rows.map((r) => [r.association_id, r.n]));
      return ids.map((id) => counts.get(id) ?? 0);
    }),
  /** The first steps of each association (read for its administrators only). */
  setupChecklistByAssociation: ({ dataSource }: LoaderDeps) =>
    new DataLoader<number, SetupChecklist | null>(async (ids) => {
      const found = await loadSetupChecklists(dataSource, ids);
      return ids.map((id) => found.get(id) ?? null);
    }),
  /** What the signed-in viewer is to each association: follower, volunteer (status), admin. */
  viewerStateByAssociation: ({ dataSource, viewer }: LoaderDeps) =>
    new DataLoader<number, ViewerState>(async (ids) => {
      const viewerId = viewer?.id ?? null;
      if (viewerId === null)
        return ids.map(() => ({
          isFavourite: false,
          status: null,
          isAdmin: false,
          seesLegalData: false,
        }));
      const rows: (ViewerStateRow & { id: number })[] = await dataSource.query(
        `SELECT a.id,
                EXISTS (SELECT 1 FROM favourite_association f WHERE f.association_id = a.id AND f.user_id = $2) AS favourite,
                m.status, m.is_admin
           FROM unnest($1::int[]) AS a(id)
           LEFT JOIN user_association m ON m.association_id = a.id AND m.user_id = $2`,
        [ids, viewerId],
      );
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => viewerStateOfRow(viewerId, id, byId.get(id)));
    }),
};
