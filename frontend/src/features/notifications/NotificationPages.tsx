import { useScreenQuery } from '../../app/screenQuery';
import { useIdParam } from '../../app/useIdParam';
import { Card } from '../../components/Card';
import { NotificationDetail } from './NotificationDetail';
import { notificationsScreen } from './notificationsScreen';
import { NotificationsView } from './NotificationsView';
import { SendNotificationForm } from './SendNotificationForm';
import { SentNotificationsView } from './SentNotificationsView';
import { useAssociationIdParam } from '../associations/useAssociationIdParam';
import { AssociationNotFound } from '../associations/AssociationView';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { ButtonLink } from '../../components/Button';

/** /notifications: one request for the shell and the first page (notificationsScreen.graphql) */
export function NotificationsPage() {
  return <NotificationsView screen={useScreenQuery(notificationsScreen)} />;
}

/** /notifications/{id}?id_event=..&question=..(&admin=..) */
export function NotificationDetailPage() {
  const { t } = useTranslation();
  const id = useIdParam('idNotification');
  return (
    <Card>
      {id === undefined ? (
        <EmptyState
          title={t('notifications.not_found')}
          action={
            <ButtonLink to="/notifications" variant="secondary">
              {t('notifications.back_to_list')}
            </ButtonLink>
          }
        />
      ) : (
        <NotificationDetail key={id} notificationId={id} headingLevel={1} />
      )}
    </Card>
  );
}

/** /dashboard/{id}/send-notification */
export function SendNotificationPage() {
  const associationId = useAssociationIdParam();
  if (associationId === undefined) return <AssociationNotFound />;
  return <SendNotificationForm key={associationId} associationId={associationId} />;
}

/** /dashboard/{id}/notifications-board-association */
export function SentNotificationsPage() {
  const associationId = useAssociationIdParam();
  if (associationId === undefined) return <AssociationNotFound />;
  return <SentNotificationsView key={associationId} associationId={associationId} />;
}
