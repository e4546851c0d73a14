import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../app/formatDates';
import { useDebouncedValue } from '../../app/useDebouncedValue';
import { useIsDesktop } from '../../app/useIsDesktop';
import styled from 'styled-components';
import { Button, ButtonLink } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { BellIcon } from '../../components/icons';
import { ListCount } from '../../components/ListGrid';
import type { NotificationItemFragment } from '../../gql/graphql';
import { AssociationLogo } from '../associations/AssociationLogo';
import { ItemList, ItemText, Preview, UnreadDot } from './MasterDetail';
import { NotificationDetail } from './NotificationDetail';
import { useMarkAllNotificationsDisplayed } from './useMarkAllNotificationsDisplayed';
import { useNotificationsFeed, type NotificationsScreenResult } from './useNotificationsFeed';
import { listOrState, MasterDetailPage, MasterItem } from './MasterDetailPage';

/**
 * Address of a notification on narrow screens (spec §2): id_event and question always, and
 * admin={id_association} for the administrators' notice of a question still to answer.
 */
export function notificationPath(notification: NotificationItemFragment): string {
  const params = new URLSearchParams({
    id_event: String(notification.eventId ?? 0),
    question: String(notification.questionId ?? 0),
  });
  const question = notification.question;
  if (question && !question.answer) params.set('admin', String(question.associationId));
  return `/notifications/${notification.id}?${params.toString()}`;
}

/** The count, and "Segna tutte come lette" at its right (below it when there is no room). */
const ListHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  margin-bottom: 12px;

  > p {
    margin: 0;
  }
`;

function ItemContent({ notification }: { notification: NotificationItemFragment }) {
  const { t } = useTranslation();
  const unread = !notification.displayed;
  return (
    <>
      <AssociationLogo src={notification.association?.imageUrl} alt="" size={40} />
      <ItemText $unread={unread}>
        {unread && <span className="visually-hidden">{t('notifications.unread')}, </span>}
        <strong>{notification.title}</strong>
        {notification.association && <small>{notification.association.name}</small>}
        {notification.body && <Preview>{notification.body}</Preview>}
        <small>{formatDateTime(notification.sentAt)}</small>
      </ItemText>
      {unread && <UnreadDot aria-hidden="true" />}
    </>
  );
}

/**
 * /notifications: the signed-in user's notifications, newest first, unread ones marked. On wide
 * screens the selected one is shown at the right; on narrow screens a notification is a link to
 * its own screen.
 */
export function NotificationsView({ screen }: { screen: NotificationsScreenResult }) {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  const feed = useNotificationsFeed(debounced, screen);
  const [selectedId, setSelectedId] = useState<number | undefined>(undefined);
  const { notifications } = feed;
  const selected = notifications?.find((item) => item.id === selectedId);
  const { markAll, canMarkAll } = useMarkAllNotificationsDisplayed(notifications ?? []);

  const list = listOrState(
    {
      items: notifications,
      loading: feed.loading && !feed.error,
      loadError: t('notifications.load_error'),
      search: debounced,
      emptySearch: t('notifications.empty_search', { search: debounced }),
      empty: (
        <EmptyState
          icon={<BellIcon size={40} />}
          title={t('notifications.empty')}
          description={t('notifications.empty_text')}
          action={
            <ButtonLink to="/list-associations" variant="secondary">
              {t('notifications.browse_associations')}
            </ButtonLink>
          }
        />
      ),
    },
    (notifications) => (
      <>
        <ListHead>
          <ListCount aria-live="polite">
            {t('notifications.count', { count: feed.totalCount ?? notifications.length })}
          </ListCount>
          <Button
            variant="secondary"
            disabled={!canMarkAll}
            onClick={() => {
              // a refusal is shown by the error link (spec §8)
              markAll().catch((error: unknown) => console.error(error));
            }}
          >
            {t('notifications.mark_all_read')}
          </Button>
        </ListHead>
        <ItemList aria-label={t('titles.notifications')}>
          {notifications.map((notification) => {
            const unread = !notification.displayed;
            return (
              <li key={notification.id}>
                <MasterItem
                  isDesktop={isDesktop}
                  selected={notification.id === selectedId}
                  unread={unread}
                  onSelect={() => setSelectedId(notification.id)}
                  to={notificationPath(notification)}
                >
                  <ItemContent notification={notification} />
                </MasterItem>
              </li>
            );
          })}
        </ItemList>
      </>
    ),
  );

  return (
    <MasterDetailPage
      more={feed.hasMore ? { onClick: feed.showMore, busy: feed.loadingMore } : null}
      heading={t('titles.notifications')}
      searchLabel={t('notifications.search')}
      search={search}
      onSearch={setSearch}
      list={list}
      detailLabel={t('notifications.detail_label')}
      isDesktop={isDesktop}
      detail={
        selectedId !== undefined ? (
          <NotificationDetail key={selectedId} notificationId={selectedId} preview={selected} />
        ) : (
          <EmptyState title={t('notifications.choose')} />
        )
      }
    />
  );
}
