import type { DataSource } from 'typeorm';
import { acceptedMembershipSql, acceptedRowSql } from '../../common/policy/membership';

/** What each first step of an association needs (docs/association-first-steps.md). */
export interface SetupChecklist {
  logoAndDescription: boolean;
  firstEventWithShift: boolean;
  volunteersInvited: boolean;
  messagingChannel: boolean;
}

/**
 * The checklists of many associations in one statement (a loader batches them). Nothing is
 * stored: each step is read from what the association has, so it ticks itself and never drifts.
 * "Invited" counts anyone who is not one of its administrators: a follower, or a volunteer
 * request in any state (a rejected one too: the link reached someone).
 */
export async function loadSetupChecklists(
  dataSource: DataSource,
  ids: readonly number[],
): Promise<Map<number, SetupChecklist>> {
  const rows: {
    id: number;
    logo: boolean;
    event: boolean;
    invited: boolean;
    channel: boolean;
  }[] = await dataSource.query(
    `SELECT a.id,
            a.image_id IS NOT NULL AND btrim(a.description) <> '' AS logo,
            EXISTS (SELECT 1 FROM event e JOIN shift s ON s.event_id = e.id
                     WHERE e.association_id = a.id) AS event,
            EXISTS (SELECT 1 FROM favourite_association f WHERE f.association_id = a.id
                       AND NOT ${acceptedMembershipSql('f.user_id', 'a.id', 'admin')})
              OR EXISTS (SELECT 1 FROM user_association m WHERE m.association_id = a.id
                            AND NOT (${acceptedRowSql('admin', 'm')})) AS invited,
            coalesce(a.messaging_channel_url, '') <> '' AS channel
       FROM association a WHERE a.id = ANY($1)`,
    [ids],
  );
  return new Map(
    rows.map((r) => [
      r.id,
      {
        logoAndDescription: r.logo,
        firstEventWithShift: r.event,
        volunteersInvited: r.invited,
        messagingChannel: r.channel,
      },
    ]),
  );
}
