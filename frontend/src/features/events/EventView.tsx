import { useSubscription } from '@apollo/client/react';
import { useRestartOnResume } from '../../app/liveUpdates';
import { useDeferredArrival } from '../../app/useDeferredArrival';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { formatDateTime } from '../../app/formatDates';
import { Card } from '../../components/Card';
import { Carousel } from '../../components/Carousel';
import { EmptyState } from '../../components/EmptyState';
import { HeartIcon, CalendarIcon, MapPinIcon, BuildingIcon } from '../../components/icons';
import { LinkifiedText } from '../../components/LinkifiedText';
import { Loading } from '../../components/Spinner';
import { OnEventShiftsChangedDocument, type EventScreenQuery } from '../../gql/graphql';
import { ShiftCard } from '../shifts/ShiftCard';
import { EventAdminMenu } from './EventAdminMenu';
import { useLeaveOnLoadFailure } from './useLeaveOnLoadFailure';
import { useRecordEventView, useToggleLikeMutation } from './useEventMutations';
import { theme } from '../../app/theme';

const Header = styled(Card)`
  margin-top: 16px;

  h1 {
    margin: 0;
    font-size: 1.5rem;
    line-height: 1.25;
    overflow-wrap: anywhere;
  }
  ${theme.media.desktop} {
    h1 {
      font-size: 1.75rem;
    }
  }
`;

const TitleRow = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
`;

const Facts = styled.dl`
  display: grid;
  gap: 10px;
  margin: 16px 0 0;

  div {
    display: flex;
    gap: 10px;
    align-items: flex-start;
  }
  dt {
    display: flex;
    color: ${theme.colors.primary};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin-top: 16px;
`;

const LikeButton = styled.button<{ $pressed: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding: 8px 18px;
  border-radius: ${theme.radius.round};
  border: 2px solid ${({ $pressed }) => ($pressed ? theme.colors.badge : theme.colors.primary)};
  background: ${theme.colors.surface};
  color: ${({ $pressed }) => ($pressed ? theme.colors.badge : theme.colors.primary)};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
`;

const Likes = styled.span`
  color: ${theme.colors.textMuted};
  font-weight: 600;
`;

const Tag = styled.span`
  padding: 4px 12px;
  border-radius: ${theme.radius.round};
  background: ${theme.colors.primaryLight};
  color: ${theme.colors.primaryDark};
  font-size: 0.85rem;
  font-weight: 600;
`;

const Section = styled(Card)`
  margin-top: 16px;

  h2 {
    margin: 0 0 12px;
    font-size: 1.2rem;
  }
`;

const Description = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Banner = styled.p`
  margin: 16px 0 0;
  padding: 12px 16px;
  border-radius: ${theme.radius.medium};
  background: ${theme.colors.errorLight};
  color: ${theme.colors.error};
  font-weight: 700;
`;

const ShiftList = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** The event as the event page's one request brings it (pages/Event/event.graphql). */
export type ScreenEvent = NonNullable<EventScreenQuery['event']>;

function EventContent({ event }: { event: ScreenEvent }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [toggleLike] = useToggleLikeMutation();

  return (
    <>
      <Carousel label={t('events.photos_of', { name: event.name })} images={event.photos} />
      <Header as="header">
        <TitleRow>
          <h1>{event.name}</h1>
          {event.isAdmin && (
            <EventAdminMenu
              event={event}
              label={t('events.admin_menu')}
              onDeleted={() => {
                navigate(`/dashboard/${event.associationId}/list-events`, { replace: true });
              }}
            />
          )}
        </TitleRow>
        {event.terminated && <Banner role="status">{t('events.terminated_banner')}</Banner>}
        <Facts>
          <div>
            <dt>
              <BuildingIcon size={20} />
              <span className="visually-hidden">{t('events.organised_by')}</span>
            </dt>
            <dd>
              <Link to={`/association/${event.association.id}`}>{event.association.name}</Link>
            </dd>
          </div>
          <div>
            <dt>
              <CalendarIcon size={20} />
              <span className="visually-hidden">{t('events.when')}</span>
            </dt>
            <dd>
              {t('events.from_to', {
                start: formatDateTime(event.startDate),
                end: formatDateTime(event.endDate),
              })}
            </dd>
          </div>
          <div>
            <dt>
              <MapPinIcon size={20} />
              <span className="visually-hidden">{t('events.where')}</span>
            </dt>
            <dd>{event.address}</dd>
          </div>
        </Facts>
        <Actions>
          <LikeButton
            type="button"
            aria-pressed={event.isLike}
            $pressed={event.isLike}
            onClick={() => toggleLike(event)}
          >
            <HeartIcon filled={event.isLike} size={20} />
            {t('events.like')}
          </LikeButton>
          <Likes>{t('events.likes', { count: event.numberLike })}</Likes>
          {!event.isPublic && <Tag>{t('events.private')}</Tag>}
          {event.topics.map((topic) => (
            <Tag key={topic.id}>{topic.name}</Tag>
          ))}
        </Actions>
      </Header>

      {event.description && (
        <Section aria-labelledby="event-description-title">
          <h2 id="event-description-title">{t('events.description')}</h2>
          <Description>
            <LinkifiedText text={event.description} />
          </Description>
        </Section>
      )}

      <Section aria-labelledby="event-shifts-title">
        <h2 id="event-shifts-title">{t('events.shifts_title')}</h2>
        {event.shifts.length === 0 ? (
          <EmptyState title={t('events.no_shifts')} />
        ) : (
          <ShiftList>
            {event.shifts.map((shift) => (
              <ShiftCard
                key={shift.id}
                shift={shift}
                eventTerminated={event.terminated}
                associationId={event.associationId}
                eventPublic={event.isPublic}
                organiser={event.organiser}
                adminAssociationId={event.isAdmin ? event.associationId : undefined}
              />
            ))}
          </ShiftList>
        )}
      </Section>
    </>
  );
}

export interface EventViewProps {
  eventId: number;
  /** undefined until the screen's request answers; null when it found nothing */
  event: ScreenEvent | null | undefined;
  loading: boolean;
  error: unknown;
}

/**
 * /event/{id}: the event with its shifts, read by the page's one request with the viewer's place
 * in its association. Remaining places change live: every Shift the `eventShiftsChanged`
 * subscription brings is merged into the cache by its id.
 */
export function EventView({ eventId, event, loading, error }: EventViewProps) {
  const { t } = useTranslation();
  // the answer is drawn in a background render split into short slices (app/useDeferredArrival)
  const shown = useDeferredArrival(event);
  // the visit is written once the event shows: it never holds up the screen's request
  useRecordEventView(eventId, !!shown);
  const live = useSubscription(OnEventShiftsChangedDocument, {
    variables: { eventId },
    context: { toastErrors: true },
    skip: !event,
    // A dropped live channel is not the user's problem: the next load shows fresh places.
    onError: (subscriptionError) => console.error(subscriptionError),
  });
  useRestartOnResume(live.restart);
  const failed = !loading && !event && (error !== undefined || event === null);
  useLeaveOnLoadFailure(failed, error, error ? t('events.load_error') : t('events.not_found'));

  if (!shown) return <Loading />;
  return <EventContent event={shown} />;
}
