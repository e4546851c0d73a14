import type { DataSource } from 'typeorm';
import type { MailMessage } from '../../mail/mailer';
import { noticeMail } from '../../mail/templates';
import { eventVisibleToSql } from '../events/events.policy';
import {
  isNoticeKind,
  MAIL_CATEGORY_LABEL,
  MAIL_COLUMN,
  NOTICE_CATEGORY,
  type MailCategory,
} from './notice-kinds';
import type { OfferLinkTokens } from './offer-link-token';
import type { UnsubscribeTokens } from './unsubscribe-token';

/**
 * Renders the mail of one automatic notice, or null when it should not go: the notification is
 * gone (account deleted), it is not an automatic notice, or its recipient turned this kind of mail
 * off after it was queued (the unsubscribe link works at once, even for mails already queued),
 * or it is about an event the recipient may no longer see (they left its association since).
 */
export async function renderNoticeMail(
  dataSource: DataSource,
  tokens: { unsubscribe: UnsubscribeTokens; offers: OfferLinkTokens },
  publicUrl: string,
  notificationId: number,
): Promise<MailMessage | null> {
  const rows: {
    id: number;
    kind: string | null;
    title: string;
    body: string;
    event_id: number | null;
    shift_id: number | null;
    user_id: number;
    email: string;
    name: string;
    wants: Record<MailCategory, boolean>;
  }[] = await dataSource.query(
    `SELECT n.id, n.kind, n.title, n.body, n.event_id, n.shift_id, u.id AS user_id, u.email, u.name,
            json_build_object(${Object.entries(MAIL_COLUMN)
              .map(([category, column]) => `'${category}', u.${column}`)
              .join(', ')}) AS wants
       FROM notification n JOIN user_account u ON u.id = n.user_id
      WHERE n.id = $1
        AND NOT EXISTS (SELECT 1 FROM event e
                         WHERE e.id = n.event_id AND NOT ${eventVisibleToSql('e', 'n.user_id')})`,
    [notificationId],
  );
  const row = rows[0];
  if (!row || !isNoticeKind(row.kind)) return null;
  const category = NOTICE_CATEGORY[row.kind];
  if (!row.wants[category]) return null;
  const link =
    row.event_id !== null
      ? `${publicUrl}/event/${row.event_id}${row.shift_id !== null ? `/${row.shift_id}` : ''}`
      : `${publicUrl}/notifications/${row.id}`;
  const unsubscribe = `${publicUrl}/unsubscribe/${tokens.unsubscribe.sign(row.user_id, category)}`;
  let actions: { label: string; href: string }[] | undefined;
  if (row.kind === 'waitlist_offer') {
    // an offer already answered, expired or withdrawn is not worth a mail any more
    const [offer]: { id: number }[] = await dataSource.query(
      `SELECT id FROM waitlist_entry
        WHERE shift_id = $1 AND user_id = $2 AND offer_expires_at > now()`,
      [row.shift_id, row.user_id],
    );
    if (!offer) return null;
    const answer = `${publicUrl}/waitlist-offer/${tokens.offers.sign(offer.id)}`;
    actions = [
      { label: 'Accetto', href: `${answer}?answer=accept` },
      { label: 'Rinuncio', href: `${answer}?answer=decline` },
    ];
  }
  return noticeMail(row.email, row.name, {
    title: row.title,
    body: row.body,
    link,
    unsubscribe,
    categoryLabel: MAIL_CATEGORY_LABEL[category],
    actions,
  });
}
