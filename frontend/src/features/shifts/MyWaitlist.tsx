import { useSubscription } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatPeriod } from '../../app/formatDates';
import { useRestartOnResume } from '../../app/liveUpdates';
import { theme } from '../../app/theme';
import { OnEventShiftsChangedDocument, type MyWaitlistRowFragment } from '../../gql/graphql';
import { WaitlistControl } from './WaitlistControl';

const Part = styled.section`
  margin: 0 0 24px;

  h2 {
    margin: 0 0 12px;
    font-size: 1.1rem;
  }
`;

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: 6px;
  padding: 14px 16px;
  border-radius: ${theme.radius.medium};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow.card};

  h3 {
    margin: 0;
    font-size: 1.05rem;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
  }
  > p {
    color: ${theme.colors.textMuted};
  }
`;

/** What the live updates of an event's shifts say of my place in one queue */
interface LivePlace {
  position: number | null;
  offerExpiresAt: string | null;
}

/** Listens to one event's shifts (places, my position, my offer) while my activities show. */
function LiveEvent({
  eventId,
  onShift,
}: {
  eventId: number;
  onShift: (shiftId: number, place: LivePlace) => void;
}) {
  const live = useSubscription(OnEventShiftsChangedDocument, {
    variables: { eventId },
    context: { toastErrors: true },
    onData: ({ data }) => {
      const shift = data.data?.eventShiftsChanged;
      if (!shift) return;
      onShift(shift.id, {
        position: shift.waitlistPosition,
        offerExpiresAt: shift.waitlistOfferExpiresAt,
      });
    },
    onError: (subscriptionError) => console.error(subscriptionError),
  });
  useRestartOnResume(live.restart);
  return null;
}

/**
 * My activities' part for the waitlists I am in (issue 21): each shift, my position or the place
 * offered to me with its deadline and 'Accetto' / 'Rinuncio', live through the events' shift
 * updates (which carry my position and offer). A queue I left, or an offer I accepted, leaves the
 * list; nothing shows when I am in no queue.
 */
export function MyWaitlist({ entries }: { entries: readonly MyWaitlistRowFragment[] | undefined }) {
  const { t } = useTranslation();
  const [live, setLive] = useState<ReadonlyMap<number, LivePlace>>(new Map());
  if (!entries || entries.length === 0) return null;

  const onShift = (shiftId: number, place: LivePlace) =>
    setLive((previous) => new Map(previous).set(shiftId, place));
  const shown = entries
    .map((entry) => {
      const place = live.get(entry.shiftId);
      return place
        ? { ...entry, position: place.position, offerExpiresAt: place.offerExpiresAt }
        : entry;
    })
    .filter((entry) => entry.position != null || entry.offerExpiresAt != null);
  const eventIds = [...new Set(entries.map((entry) => entry.eventId))];

  return (
    <Part aria-labelledby="my-waitlist-title">
      {eventIds.map((eventId) => (
        <LiveEvent key={eventId} eventId={eventId} onShift={onShift} />
      ))}
      {shown.length > 0 && (
        <>
          <h2 id="my-waitlist-title">{t('my_event.waitlist_title')}</h2>
          <List>
            {shown.map((entry) => (
              <Item key={entry.shiftId} aria-labelledby={`my-waitlist-${entry.shiftId}`}>
                <h3 id={`my-waitlist-${entry.shiftId}`}>
                  <Link to={`/event/${entry.eventId}/${entry.shiftId}`}>{entry.shiftTitle}</Link>
                </h3>
                <p>
                  <Link to={`/event/${entry.eventId}`}>{entry.eventName}</Link>
                </p>
                <p>{formatPeriod(entry.shiftStart, entry.shiftEnd)}</p>
                <WaitlistControl
                  shift={{
                    id: entry.shiftId,
                    title: entry.shiftTitle,
                    waitlistPosition: entry.position,
                    waitlistOfferExpiresAt: entry.offerExpiresAt ?? null,
                  }}
                />
              </Item>
            ))}
          </List>
        </>
      )}
    </Part>
  );
}
