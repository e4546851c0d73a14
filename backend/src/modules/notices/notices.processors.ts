import { formatMessage } from '@insieme/schema';
import { acceptedRowSql } from '../../common/policy/membership';
import type { Processors } from '../../platform/domain-events';
import type {} from '../events/events.events';
import type {} from '../memberships/memberships.events';
import type {} from '../questions/questions.events';
import type {} from '../reminders/reminders.events';
import type {} from '../register/register.events';
import { QUESTION_MESSAGES } from '../questions/questions.errors';
import type {} from '../shifts/shifts.events';
import type {} from '../users/users.events';
import type {} from '../waitlist/waitlist.events';
import type { ChangeNoticesService } from './change-notices.service';
import { NOTICE_TEXTS } from './notice-texts';
import type { NoticesService } from './notices.service';
import { SIGNED_UP_TO_SHIFT_SQL, signedUpToEvent } from './signed-up';

const ADMINS_SQL = `SELECT user_id FROM user_association WHERE association_id = $1 AND ${acceptedRowSql('admin')}`;

/**
 * The automatic notices (issue 10) as reactions to what other domains record: each runs in the
 * writer's transaction (transactional outbox), so a rolled-back write tells nobody, and the
 * recipients' badges move after the commit.
 */
export function noticeProcessors(
  processors: Processors,
  notices: NoticesService,
  changeNotices: ChangeNoticesService,
): void {
  processors
    .inTransaction('SignUpDecided', (tx, { userId, accepted, shift }) =>
      notices.tell(
        tx,
        {
          kind: accepted ? 'sign_up_accepted' : 'sign_up_rejected',
          associationId: shift.associationId,
          eventId: shift.eventId,
        },
        [
          {
            userId,
            shiftId: shift.shiftId,
            ...(accepted ? NOTICE_TEXTS.signUpAccepted(shift) : NOTICE_TEXTS.signUpRejected(shift)),
          },
        ],
      ),
    )
    // an administrator removing themself needs no notice of it, nor does anyone removed from a
    // shift that has ended (issue 31: "Rimozione dal turno" is about a shift still to come)
    .inTransaction('SignUpReleased', async (tx, { cause, by, userId, shift }) => {
      if (cause !== 'removed' || by === userId || shift.endDate.getTime() <= Date.now()) return;
      await notices.tell(
        tx,
        { kind: 'removed_from_shift', associationId: shift.associationId, eventId: shift.eventId },
        [{ userId, shiftId: shift.shiftId, ...NOTICE_TEXTS.removedFromShift(shift) }],
      );
    })
    .inTransaction('SignUpsEndedWithMembership', (tx, { userId, associationId, association }) =>
      notices.tell(tx, { kind: 'membership_ended', associationId, eventId: null }, [
        { userId, ...NOTICE_TEXTS.membershipEnded(association) },
      ]),
    )
    .inTransaction('ShiftDeleting', async (tx, { shift, ahead }) => {
      if (!ahead) return;
      await notices.tellAll(
        tx,
        { kind: 'shift_deleted', associationId: shift.associationId, eventId: shift.eventId },
        SIGNED_UP_TO_SHIFT_SQL,
        [shift.shiftId],
        { shiftId: shift.shiftId, ...NOTICE_TEXTS.shiftDeleted(shift) },
      );
    })
    // "Turno annullato": one notice per sign-up on the event's shifts still ahead
    .inTransaction('EventCancelled', async (tx, { event, reason }) => {
      const signUps = await signedUpToEvent(tx.em, event.id, 'ahead');
      await notices.tell(
        tx,
        { kind: 'shift_cancelled', associationId: event.associationId, eventId: event.id },
        signUps.map((r) => ({
          userId: r.userId,
          shiftId: r.shiftId,
          ...NOTICE_TEXTS.shiftCancelled(
            {
              eventName: event.name,
              shiftTitle: r.title,
              startDate: r.startDate,
              endDate: r.endDate,
            },
            reason,
          ),
        })),
      );
    })
    .inTransaction('EventEdited', (tx, { before, after }) =>
      changeNotices.note(tx.em, before, after),
    )
    .inTransaction('VolunteerRequested', async (tx, { userId, associationId }) => {
      const [names]: { person: string; association: string }[] = await tx.em.query(
        `SELECT u.name || ' ' || u.surname AS person, a.name AS association
           FROM user_account u, association a WHERE u.id = $1 AND a.id = $2`,
        [userId, associationId],
      );
      await notices.tellAll(
        tx,
        { kind: 'volunteer_request', associationId, eventId: null, subjectUserId: userId },
        `${ADMINS_SQL} AND user_id <> $2`,
        [associationId, userId],
        NOTICE_TEXTS.volunteerRequest(names.person, names.association),
      );
    })
    .inTransaction('MembershipDecided', async (tx, decided) => {
      // decided, by this administrator or another: every administrator's notice of it is read
      await notices.readRequestNotices(tx, decided.associationId, decided.userId);
      await notices.tell(
        tx,
        {
          kind: decided.accepted ? 'volunteer_accepted' : 'volunteer_rejected',
          associationId: decided.associationId,
          eventId: null,
        },
        [
          {
            userId: decided.userId,
            ...(decided.accepted
              ? NOTICE_TEXTS.volunteerAccepted(decided.association)
              : NOTICE_TEXTS.volunteerRejected(decided.association)),
          },
        ],
      );
    })
    // a request withdrawn or removed: the administrators' notices of it are settled
    .inTransaction('MembershipEnded', (tx, { associationId, userId }) =>
      notices.readRequestNotices(tx, associationId, userId),
    )
    // their pending requests go with the account: the administrators' notices of them too
    .inTransaction('AccountDeleting', (tx, { userId }) =>
      notices.readRequestNotices(tx, null, userId),
    )
    .inTransaction('ReminderDue', (tx, { userId, offsetSeconds, shift }) =>
      notices.tell(
        tx,
        { kind: 'shift_reminder', associationId: shift.associationId, eventId: shift.eventId },
        [{ userId, shiftId: shift.shiftId, ...NOTICE_TEXTS.reminder(shift, offsetSeconds) }],
      ),
    )
    // the waitlist (issue 21): the offer of a freed place, its expiry, a removal by an administrator
    .inTransaction('WaitlistOffered', (tx, { userId, shift, expiresAt }) =>
      notices.tell(
        tx,
        { kind: 'waitlist_offer', associationId: shift.associationId, eventId: shift.eventId },
        [{ userId, shiftId: shift.shiftId, ...NOTICE_TEXTS.waitlistOffer(shift, expiresAt) }],
      ),
    )
    .inTransaction('WaitlistOfferExpired', (tx, { userId, shift }) =>
      notices.tell(
        tx,
        { kind: 'waitlist_expired', associationId: shift.associationId, eventId: shift.eventId },
        [{ userId, shiftId: shift.shiftId, ...NOTICE_TEXTS.waitlistExpired(shift) }],
      ),
    )
    // the administrators learn that a place offered from the queue was taken (issue 31)
    .inTransaction(
      'WaitlistOfferAnswered',
      async (tx, { userId, shift, accepted, autoAccepted }) => {
        if (!accepted) return;
        const [person]: { name: string }[] = await tx.em.query(
          `SELECT name || ' ' || surname AS name FROM user_account WHERE id = $1`,
          [userId],
        );
        await notices.tellAll(
          tx,
          {
            kind: 'waitlist_accepted',
            associationId: shift.associationId,
            eventId: shift.eventId,
            subjectUserId: userId,
          },
          `${ADMINS_SQL} AND user_id <> $2`,
          [shift.associationId, userId],
          {
            shiftId: shift.shiftId,
            ...NOTICE_TEXTS.waitlistAccepted(person.name, shift, autoAccepted),
          },
        );
      },
    )
    .inTransaction('WaitlistLeft', async (tx, { cause, by, userId, shift }) => {
      if (cause !== 'removed' || by === userId) return;
      await notices.tell(
        tx,
        { kind: 'waitlist_removed', associationId: shift.associationId, eventId: shift.eventId },
        [{ userId, shiftId: shift.shiftId, ...NOTICE_TEXTS.waitlistRemoved(shift) }],
      );
    })
    // the register of volunteers (issue 23): the person is asked to complete their profile, once
    // until they read it (an administrator trying again does not repeat it)
    .inTransaction(
      'RegisterDataMissing',
      async (tx, { userId, associationId, association, missing }) => {
        if (await notices.hasUnread(tx.em, userId, associationId, 'register_data_missing')) return;
        await notices.tell(tx, { kind: 'register_data_missing', associationId, eventId: null }, [
          { userId, ...NOTICE_TEXTS.registerDataMissing(association, missing) },
        ]);
      },
    )
    // the register follows the person (issue 31): its administrators record the correction
    .inTransaction(
      'RegisterCorrectionDue',
      (tx, { userId, associationId, association, person, fields }) =>
        notices.tellAll(
          tx,
          { kind: 'register_correction', associationId, eventId: null, subjectUserId: userId },
          ADMINS_SQL,
          [associationId],
          NOTICE_TEXTS.registerCorrection(person, association, fields),
        ),
    )
    // an automatic notice: in-app and push, and mail for administrators who chose it
    .inTransaction('QuestionAsked', (tx, { questionId, associationId, text }) =>
      notices.tellAll(
        tx,
        { kind: 'new_question', associationId, eventId: null, questionId },
        ADMINS_SQL,
        [associationId],
        { title: formatMessage(QUESTION_MESSAGES.noticeTitle), body: text },
      ),
    );
}
