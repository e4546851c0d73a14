import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatDateTime } from '../../app/formatDates';
import { Avatar } from '../../components/Avatar';
import { ButtonLink } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { LinkifiedText } from '../../components/LinkifiedText';
import { Loading } from '../../components/Spinner';
import { NotificationDocument, type NotificationItemFragment } from '../../gql/graphql';
import { REGISTER_DATA_ANCHOR } from '../account/registerDataAnchor';
import { AssociationLogo } from '../associations/AssociationLogo';
import { AnswerForm } from '../questions/AnswerForm';
import { useMarkQuestionRead } from '../questions/QuestionDetail';
import { DetailBody, Meta, Sender } from './MasterDetail';
import { useMarkNotificationDisplayed } from './useMarkNotificationDisplayed';
import { theme } from '../../app/theme';

const QuestionBox = styled.section`
  margin-top: 20px;
  padding-top: 16px;
  border-top: 1px solid ${theme.colors.border};

  h2,
  h3 {
    margin: 0 0 8px;
    font-size: 1.05rem;
  }
  blockquote {
    margin: 0 0 12px;
    padding: 8px 12px;
    border-left: 4px solid ${theme.colors.primary};
    background: ${theme.colors.background};
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

const Asker = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  margin-bottom: 8px;
`;

/** The question a notification is about: the text, then the answer or the answer box. */
function QuestionPart({
  question,
  live,
  level,
}: {
  question: NonNullable<NotificationItemFragment['question']>;
  live: boolean;
  /** one below the notification's title: no level skipped */
  level: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  const Heading = level;
  // The administrators' notice of a question still to answer: opening it reads the question.
  useMarkQuestionRead(live && !question.answer ? question : null);
  return (
    <QuestionBox aria-labelledby={`question-${question.id}-title`}>
      <Heading id={`question-${question.id}-title`}>
        {t('questions.question_of', { name: question.askerName })}
      </Heading>
      <Asker>
        <Avatar src={question.askerImageUrl} alt="" size={36} />
        <Meta as="span">{formatDateTime(question.askedAt)}</Meta>
      </Asker>
      <blockquote>{question.question}</blockquote>
      {question.answer ? (
        <>
          <Heading>{t('questions.answer_title')}</Heading>
          <blockquote>{question.answer}</blockquote>
          {question.answeredAt && (
            <Meta>{t('questions.answered_at', { date: formatDateTime(question.answeredAt) })}</Meta>
          )}
        </>
      ) : (
        <AnswerForm questionId={question.id} />
      )}
    </QuestionBox>
  );
}

/**
 * The event, or the shift itself when the notice is about one that still exists (the waitlist's
 * notices too: the offer is answered, or the queue joined again, on the shift's page).
 */
const OfferOutcome = styled.p`
  font-weight: 600;
  color: ${theme.colors.textMuted};
`;

const eventPath = (n: {
  eventId?: number | null;
  shiftId?: number | null;
  kind?: string | null;
}) =>
  n.shiftId != null && n.kind !== 'shift_deleted'
    ? `/event/${n.eventId}/${n.shiftId}`
    : `/event/${n.eventId}`;

/** What a notification says; opening it marks it displayed. */
export function NotificationContent({
  notification,
  headingLevel = 2,
  live,
}: {
  notification: NotificationItemFragment;
  headingLevel?: 1 | 2;
  /** The server's copy (not the list's): opening it marks it displayed */
  live: boolean;
}) {
  const { t } = useTranslation();
  // Marked once the server's copy is here, so that its answer cannot undo the mark.
  useMarkNotificationDisplayed(live ? notification : null);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const isOffer = notification.kind === 'waitlist_offer';
  // a live offer asks for an answer; a closed one tells what became of it (issue 31)
  const openOffer = isOffer && (notification.offerState ?? 'OPEN') === 'OPEN';
  const offerClosed = isOffer && !openOffer ? notification.offerState : null;
  return (
    <DetailBody aria-labelledby={`notification-${notification.id}-title`}>
      {notification.association && (
        <Sender>
          <AssociationLogo src={notification.association.imageUrl} alt="" size={48} />
          <Link to={`/association/${notification.association.id}`}>
            <strong>{notification.association.name}</strong>
          </Link>
        </Sender>
      )}
      <Heading id={`notification-${notification.id}-title`}>{notification.title}</Heading>
      <Meta>{t('notifications.sent_at', { date: formatDateTime(notification.sentAt) })}</Meta>
      {/* the asker's answer: its text is the answer, shown under the question below; web
          addresses are links, as in an event's description */}
      {notification.body && notification.body !== notification.question?.answer && (
        <p>
          <LinkifiedText text={notification.body} />
        </p>
      )}
      {offerClosed && (
        // an offer already answered (or run out) says so, instead of asking for an answer
        <OfferOutcome role="status">
          {t(`notifications.waitlist_offer_${offerClosed.toLowerCase()}`)}
        </OfferOutcome>
      )}
      {notification.eventId != null && (
        <ButtonLink to={eventPath(notification)} variant={openOffer ? 'primary' : 'secondary'}>
          {openOffer
            ? t('notifications.answer_waitlist_offer')
            : notification.eventName
              ? t('notifications.open_event_named', { name: notification.eventName })
              : t('notifications.open_event')}
        </ButtonLink>
      )}
      {notification.kind === 'volunteer_request' && notification.association && (
        <ButtonLink
          to={`/dashboard/${notification.association.id}/list-volunteers`}
          variant="secondary"
        >
          {t('notifications.open_volunteer_requests')}
        </ButtonLink>
      )}
      {notification.kind === 'register_data_missing' && (
        // an association could not enter the person in its register (issue 23): the profile
        // form opens at the data it asks for (issue 31)
        <ButtonLink to={`/settings/edit-user#${REGISTER_DATA_ANCHOR}`} variant="primary">
          {t('notifications.complete_profile')}
        </ButtonLink>
      )}
      {notification.kind === 'register_correction' && notification.association && (
        // a volunteer changed data the register holds (issue 31): the register has the
        // correction filled in, for an administrator to record
        <ButtonLink to={`/dashboard/${notification.association.id}/register`} variant="primary">
          {t('notifications.open_register_correction')}
        </ButtonLink>
      )}
      {notification.question && (
        <QuestionPart
          question={notification.question}
          live={live}
          level={headingLevel === 1 ? 'h2' : 'h3'}
        />
      )}
    </DetailBody>
  );
}

/**
 * One notification by id (the detail pane on wide screens, /notifications/{id} on narrow ones);
 * `preview` is the list's copy, shown while the full one loads.
 */
export function NotificationDetail({
  notificationId,
  preview,
  headingLevel,
}: {
  notificationId: number;
  preview?: NotificationItemFragment;
  headingLevel?: 1 | 2;
}) {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(NotificationDocument, {
    variables: { id: notificationId },
    fetchPolicy: 'cache-and-network',
  });
  const notification = data?.notification ?? (data ? undefined : preview);
  if (!notification) {
    if (loading && !error) return <Loading />;
    return (
      <EmptyState
        title={error ? t('notifications.load_error') : t('notifications.not_found')}
        action={
          <ButtonLink to="/notifications" variant="secondary">
            {t('notifications.back_to_list')}
          </ButtonLink>
        }
      />
    );
  }
  return (
    <NotificationContent
      notification={notification}
      headingLevel={headingLevel}
      live={notification === data?.notification}
    />
  );
}
