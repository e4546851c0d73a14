import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { showToast } from '../../app/clientState';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { ConfirmModal } from '../../components/ConfirmModal';
import { TextField } from '../../components/TextField';
import { CalendarFeedDocument, RenewCalendarFeedDocument } from '../../gql/graphql';
import { googleCalendarUrl, webcalUrl } from './feedLinks';

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
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;

/**
 * The user's secret calendar feed (iCal): copy it, or add it to Google Calendar or Apple Calendar.
 * The address is the credential, so "Nuovo indirizzo" (after a confirmation) replaces it and the
 * old one stops working.
 */
export function CalendarFeedCard() {
  const { t } = useTranslation();
  const { data } = useQuery(CalendarFeedDocument);
  const [renew, { loading: renewing }] = useMutation(RenewCalendarFeedDocument);
  const [confirming, setConfirming] = useState(false);
  const url = data?.me?.calendarFeedUrl;
  if (!url) return null;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      showToast(t('calendar_feed.copied'), 'success');
    } catch {
      showToast(t('calendar_feed.copy_failed'));
    }
  };

  return (
    <Card aria-labelledby="calendar-feed-title">
      <h2 id="calendar-feed-title">{t('calendar_feed.title')}</h2>
      <p>{t('calendar_feed.text')}</p>
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
        <Button variant="text" onClick={() => setConfirming(true)}>
          {t('calendar_feed.renew')}
        </Button>
      </Actions>
      <ConfirmModal
        open={confirming}
        title={t('calendar_feed.renew_title')}
        text={t('calendar_feed.renew_text')}
        confirmLabel={t('calendar_feed.renew')}
        busy={renewing}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          void renew().then(
            () => {
              setConfirming(false);
              showToast(t('calendar_feed.renewed'), 'success');
            },
            () => setConfirming(false),
          )
        }
      />
    </Card>
  );
}
