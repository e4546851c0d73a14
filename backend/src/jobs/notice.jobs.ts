import type { Task } from 'graphile-worker';
import type { Mailer } from '../mail/mailer';
import type { ChangeNoticesService } from '../modules/notices/change-notices.service';
import type { NoticesService } from '../modules/notices/notices.service';
import type { RemindersService } from '../modules/reminders/reminders.service';
import type { JobPayloads } from './enqueue';

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

/**
 * The mail of one automatic notice, rendered now (the recipient may have turned this kind off
 * since it was queued). A failure throws and graphile-worker retries (at least once, as `mail`).
 */
export function noticeMailTask(notices: NoticesService, mailer: Mailer): Task {
  return async (payload) => {
    const { notificationId } = payload as JobPayloads['notice-mail'];
    if (!isId(notificationId)) throw new Error('notice-mail job without notification');
    const message = await notices.renderMail(notificationId);
    if (message) await mailer.send(message);
  };
}

export function changeNoticeTask(changeNotices: ChangeNoticesService): Task {
  return async (payload) => {
    const { eventId } = payload as JobPayloads['change-notice'];
    if (!isId(eventId)) throw new Error('change-notice job without event');
    await changeNotices.run(eventId);
  };
}

export function shiftReminderTask(reminders: RemindersService): Task {
  return async (payload) => {
    const job = payload as JobPayloads['shift-reminder'];
    if (!isId(job?.userId) || !isId(job.shiftId) || !isId(job.offsetSeconds))
      throw new Error('shift-reminder job without volunteer, shift or offset');
    await reminders.run(job);
  };
}

export function reminderSweepTask(reminders: RemindersService): Task {
  return async () => reminders.sweep();
}
