import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import { acceptedRowSql } from '../../common/policy/membership';
import {
  personOnly,
  viewerOfRows,
  type MembershipRow,
  type Viewer,
} from '../../common/policy/viewer';
import type { Event } from '../events/event.entity';
import { canSeeEvent } from '../events/events.policy';
import { Shift } from './shift.entity';
import type { SignUpStatus } from './sign-up.entity';

/** What one publish of "a shift of this event changed" carries. */
export interface ShiftChanged {
  eventId: number;
  shiftId: number;
}

/**
 * The reads of one publish, shared by every subscriber of the event page (issue 11: live
 * fan-out). The shift and its event are read once per publish, not once per subscriber; what
 * depends on the viewer — may they still see a private event, their own sign-up — is read for all
 * the subscribers at once by dataloaders that live as long as the publish. A publish to a thousand
 * subscribers therefore costs three statements instead of three thousand.
 *
 * Loads are gathered until the end of the current turn of the event loop (`setImmediate`): every
 * subscriber's resolver starts in the turn that delivered the publish, so they share one batch.
 */
export class ShiftPublishReads {
  private shiftAndEvent?: Promise<{ shift: Shift; event: Event } | null>;
  /** Each subscriber as a viewer of the event's association (their accepted membership of it). */
  private readonly viewers: DataLoader<number, Viewer>;
  private readonly signUps: DataLoader<number, SignUpStatus | null>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly changed: ShiftChanged,
  ) {
    const batchScheduleFn = (callback: () => void) => setImmediate(callback);
    this.viewers = new DataLoader(
      async (userIds) => {
        const found = await this.found();
        if (!found) return userIds.map((id) => viewerOfRows(id, []));
        const rows: (MembershipRow & { user_id: number })[] = await dataSource.query(
          `SELECT user_id, association_id, status, is_admin FROM user_association
            WHERE association_id = $1 AND user_id = ANY($2::int[]) AND ${acceptedRowSql('volunteer')}`,
          [found.event.associationId, userIds],
        );
        return userIds.map((id) =>
          viewerOfRows(
            id,
            rows.filter((r) => r.user_id === id),
          ),
        );
      },
      { batchScheduleFn },
    );
    this.signUps = new DataLoader(
      async (userIds) => {
        const rows: { user_id: number; status: SignUpStatus }[] = await dataSource.query(
          'SELECT user_id, status FROM user_shift WHERE shift_id = $1 AND user_id = ANY($2::int[])',
          [changed.shiftId, userIds],
        );
        const byUser = new Map(rows.map((r) => [r.user_id, r.status]));
        return userIds.map((id) => byUser.get(id) ?? null);
      },
      { batchScheduleFn },
    );
  }

  /** The shift and its event as they are now (null when the shift was deleted meanwhile). */
  found(): Promise<{ shift: Shift; event: Event } | null> {
    this.shiftAndEvent ??= this.dataSource
      .getRepository(Shift)
      .findOne({
        where: { id: this.changed.shiftId, eventId: this.changed.eventId },
        relations: { event: true },
      })
      .then((shift) => (shift?.event ? { shift, event: shift.event } : null));
    return this.shiftAndEvent;
  }

  /** The shift for this viewer, if they may still see its event (the visibility rule of events.policy). */
  async forViewer(
    viewerId: number,
  ): Promise<{ shift: Shift; event: Event; signUp: SignUpStatus | null } | null> {
    const found = await this.found();
    if (!found) return null;
    // asked first without memberships: for a public event its subscribers need no read
    const visible =
      canSeeEvent(personOnly(viewerId), found.event) ||
      canSeeEvent(await this.viewers.load(viewerId), found.event);
    if (!visible) return null;
    return { ...found, signUp: await this.signUps.load(viewerId) };
  }
}

/** One set of shared reads per publish: the payload object is the same for every subscriber. */
export class ShiftFanout {
  private readonly reads = new WeakMap<ShiftChanged, ShiftPublishReads>();

  constructor(private readonly dataSource: DataSource) {}

  of(changed: ShiftChanged): ShiftPublishReads {
    let reads = this.reads.get(changed);
    if (!reads) {
      reads = new ShiftPublishReads(this.dataSource, changed);
      this.reads.set(changed, reads);
    }
    return reads;
  }
}
