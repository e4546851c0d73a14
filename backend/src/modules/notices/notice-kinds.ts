/**
 * The automatic notices (issue 10) and the e-mail choice each one follows. In-app and push are
 * always on; the mail goes only to people whose choice for the kind's category is on
 * (`user_account.mail_*`, changed in /settings or by the unsubscribe link of a mail).
 */
export type MailCategory = 'notices' | 'reminders' | 'adminNotices' | 'waitlist';

export const MAIL_CATEGORIES: readonly MailCategory[] = [
  'notices',
  'reminders',
  'adminNotices',
  'waitlist',
];

/** The column holding each category's choice (fixed names: safe to put in SQL text). */
export const MAIL_COLUMN: Record<MailCategory, string> = {
  notices: 'mail_notices',
  reminders: 'mail_reminders',
  adminNotices: 'mail_admin_notices',
  waitlist: 'mail_waitlist',
};

/** What the person reads in a mail's footer and on the unsubscribe page. */
export const MAIL_CATEGORY_LABEL: Record<MailCategory, string> = {
  notices: 'gli avvisi su turni ed eventi',
  reminders: 'i promemoria dei turni',
  adminNotices: 'gli avvisi per gli amministratori (nuove richieste e domande)',
  waitlist: "le offerte di posto dalla lista d'attesa",
};

export const NOTICE_CATEGORY = {
  sign_up_accepted: 'notices',
  sign_up_rejected: 'notices',
  removed_from_shift: 'notices',
  volunteer_accepted: 'notices',
  volunteer_rejected: 'notices',
  /** the person left or was removed, and their sign-ups on its reserved shifts were withdrawn */
  membership_ended: 'notices',
  /** the shift's times or the event's address or dates changed (one notice per burst of edits) */
  changed: 'notices',
  shift_deleted: 'notices',
  /** the event was deleted or archived while the shift was still ahead */
  shift_cancelled: 'notices',
  shift_reminder: 'reminders',
  volunteer_request: 'adminNotices',
  new_question: 'adminNotices',
  /** a place freed on a full shift is held for the person, until a deadline (issue 21) */
  waitlist_offer: 'waitlist',
  /** the offer's deadline passed: the place went to the next in line */
  waitlist_expired: 'waitlist',
  /** an administrator took the person out of a shift's queue */
  waitlist_removed: 'waitlist',
  /**
   * to the administrators: someone accepted a place offered from the waitlist — a request to
   * decide, or already accepted when the association accepts them at once (issue 31)
   */
  waitlist_accepted: 'adminNotices',
  /** an association needs data of the profile to enter the person in its register (issue 23) */
  register_data_missing: 'notices',
  /**
   * a volunteer in the register changed data it holds in their profile: the administrators record
   * the correction (issue 31)
   */
  register_correction: 'adminNotices',
} as const satisfies Record<string, MailCategory>;

/** Stored in `notification.kind`. */
export type NoticeKind = keyof typeof NOTICE_CATEGORY;

export const isNoticeKind = (value: unknown): value is NoticeKind =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(NOTICE_CATEGORY, value);
