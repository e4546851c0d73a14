import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { showToast } from '../../app/clientState';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { ConfirmModal } from '../../components/ConfirmModal';
import { TextField } from '../../components/TextField';
import {
  AssociationCalendarFeedDocument,
  RenewAssociationCalendarFeedDocument,
  RenewCalendarFeedDocument,
} from '../../gql/graphql';
import { googleCalendarUrl, webcalUrl } from './feedLinks';
import { theme } from '../../app/theme';

const FeedCard = styled(Card)<{ $compact: boolean }>`
  ${({ $compact }) => ($compact ? 'margin-top: 24px; padding: 16px;' : '')}

  h2 {
    ${({ $compact }) => ($compact ? 'margin: 0 0 4px; font-size: 1.05rem;' : '')}
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 8px;
`;

const ExternalLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 12px;
  color: ${theme.colors.primary};
  font-weight: 600;
`;

/** What tells one feed from another: its address, its texts, and how to renew it. */
export interface FeedAddressProps {
  url: string;
  title: string;
  text: string;
  /** Makes a new address (the old one stops working); without it there is no renewal here. */
  onRenew?: () => Promise<unknown>;
  renewing?: boolean;
  /** The confirmation's text: who loses the old address. */
  renewText?: string;
  /** A smaller card without renewal, beside other content (/my-event). */
  compact?: boolean;
  /** Lets a page place the card (styled(...)). */
  className?: string;
}

/**
 * A secret calendar feed (iCal): copy it, or add it to Google Calendar or Apple Calendar. The
 * address is the credential, so "Nuovo indirizzo" (after a confirmation) replaces it and the old
 * one stops working. Shared by the personal feed and an association's.
 */
export function FeedAddressCard({
  url,
  title,
  text,
  onRenew,
  renewing = false,
  renewText,
  compact = false,
  className,
}: FeedAddressProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      showToast(t('calendar_feed.copied'), 'success');
    } catch {
      showToast(t('calendar_feed.copy_failed'));
    }
  };

  return (
    <FeedCard aria-labelledby={titleId} $compact={compact} className={className}>
      <h2 id={titleId}>{title}</h2>
      <p>{text}</p>
      <TextField
        label={t('calendar_feed.address')}
        value={url}
        readOnly
        onFocus={(e) => e.target.select()}
      />
      <Actions>
        <Button variant="secondary" onClick={() => void copy()}>
          {t('calendar_feed.copy')}
        </Button>
        <ExternalLink href={googleCalendarUrl(url)} target="_blank" rel="noopener noreferrer">
          {t('calendar_feed.google')}
        </ExternalLink>
        <ExternalLink href={webcalUrl(url)}>{t('calendar_feed.apple')}</ExternalLink>
        {onRenew && (
          <Button variant="text" onClick={() => setConfirming(true)}>
            {t('calendar_feed.renew')}
          </Button>
        )}
      </Actions>
      {onRenew && (
        <ConfirmModal
          open={confirming}
          title={t('calendar_feed.renew_title')}
          text={renewText ?? t('calendar_feed.renew_text')}
          confirmLabel={t('calendar_feed.renew')}
          busy={renewing}
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            void onRenew().then(
              () => {
                setConfirming(false);
                showToast(t('calendar_feed.renewed'), 'success');
              },
              () => setConfirming(false),
            )
          }
        />
      )}
    </FeedCard>
  );
}

/**
 * The signed-in person's feed of their own shifts: on /settings with renewal, on /my-event
 * compact (renewal stays in the settings). The address comes with the screen's request
 * (`...MyCalendarFeed`).
 */
export function CalendarFeedCard({
  url,
  compact = false,
}: {
  url: string | null | undefined;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  // the answer is the User with its new address: the screen's query reads it from the cache
  const [renew, { loading: renewing }] = useMutation(RenewCalendarFeedDocument);
  if (!url) return null;
  return compact ? (
    <FeedAddressCard
      compact
      url={url}
      title={t('calendar_feed.compact_title')}
      text={t('calendar_feed.compact_text')}
    />
  ) : (
    <FeedAddressCard
      url={url}
      title={t('calendar_feed.title')}
      text={t('calendar_feed.text')}
      onRenew={() => renew()}
      renewing={renewing}
    />
  );
}

/**
 * An association's feed of all its shifts, on its dashboard. The server gives the address to
 * its administrators only; for anyone else the card is not shown.
 */
export function AssociationCalendarFeedCard({
  associationId,
  className,
}: {
  associationId: number;
  className?: string;
}) {
  const { t } = useTranslation();
  const { data } = useQuery(AssociationCalendarFeedDocument, {
    variables: { id: associationId },
  });
  // the answer is the Association with its new address: the cache updates by itself
  const [renew, { loading: renewing }] = useMutation(RenewAssociationCalendarFeedDocument, {
    variables: { associationId },
  });
  const url = data?.association?.calendarFeedUrl;
  if (!url) return null;
  return (
    <FeedAddressCard
      className={className}
      url={url}
      title={t('calendar_feed.association_title')}
      text={t('calendar_feed.association_text')}
      renewText={t('calendar_feed.association_renew_text')}
      onRenew={() => renew()}
      renewing={renewing}
    />
  );
}
