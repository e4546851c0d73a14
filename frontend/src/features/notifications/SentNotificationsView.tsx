import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listFetchPolicy } from '../../app/screenQuery';
import styled from 'styled-components';
import { formatDateTime } from '../../app/formatDates';
import { useDebouncedValue } from '../../app/useDebouncedValue';
import { useIdSearchParam } from '../../app/useIdParam';
import { useIsDesktop } from '../../app/useIsDesktop';
import { ButtonLink } from '../../components/Button';
import { Card } from '../../components/Card';
import { Loading } from '../../components/Spinner';
import { EmptyState } from '../../components/EmptyState';
import { SendIcon } from '../../components/icons';
import { ListCount } from '../../components/ListGrid';
import {
  AssociationCountersDocument,
  SentNotificationsDocument,
  type SentNotificationItemFragment,
} from '../../gql/graphql';
import { DetailBody, ItemLink, ItemList, ItemText, Meta, Preview } from './MasterDetail';
import { appendPage, nextPageButton, PAGE_SIZE } from './paging';
import { listOrState, MasterDetailPage } from './MasterDetailPage';
import { theme } from '../../app/theme';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  margin: 16px 0;

  div {
    padding: 12px;
    border-radius: ${theme.radius.small};
    background: ${theme.colors.background};
    text-align: center;
  }
  dt {
    color: ${theme.colors.textMuted};
    font-size: 0.85rem;
    font-weight: 600;
  }
  dd {
    margin: 4px 0 0;
    font-size: 1.4rem;
    font-weight: 800;
    color: ${theme.colors.primary};
  }
`;

/** A sent notification: what it said, when, how many received it and how many opened it. */
export function SentNotificationDetail({
  notification,
  headingLevel = 2,
}: {
  notification: SentNotificationItemFragment;
  headingLevel?: 1 | 2;
}) {
  const { t } = useTranslation();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <DetailBody aria-labelledby={`sent-${notification.id}-title`}>
      <Heading id={`sent-${notification.id}-title`}>{notification.title}</Heading>
      <Meta>{t('notifications.sent_at', { date: formatDateTime(notification.sentAt) })}</Meta>
      {notification.body && <p>{notification.body}</p>}
      <Figures>
        <div>
          <dt>{t('sent_notifications.recipients')}</dt>
          <dd>{notification.recipientCount}</dd>
        </div>
        <div>
          <dt>{t('sent_notifications.opened')}</dt>
          <dd>{notification.openedCount}</dd>
        </div>
      </Figures>
      {notification.eventId != null && (
        <ButtonLink to={`/event/${notification.eventId}`} variant="secondary">
          {notification.eventName
            ? t('notifications.open_event_named', { name: notification.eventName })
            : t('notifications.open_event')}
        </ButtonLink>
      )}
    </DetailBody>
  );
}

/**
 * /dashboard/{id}/notifications-board-association ("Notifiche inviate"): what the association
 * sent, newest first, searchable. The selected one is `?id_notification=`: at the right on wide
 * screens, on its own on narrow ones.
 */
export function SentNotificationsView({ associationId }: { associationId: number }) {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  const selectedId = useIdSearchParam('id_notification');
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  const { data: countersData } = useQuery(AssociationCountersDocument, {
    variables: { id: associationId },
    fetchPolicy: 'cache-first',
  });
  const result = useQuery(SentNotificationsDocument, {
    variables: { associationId, search: debounced || null, first: PAGE_SIZE, after: null },
    // without a search: from the screen's query (pages/Dashboard/sentNotifications.graphql)
    fetchPolicy: listFetchPolicy(!debounced),
    notifyOnNetworkStatusChange: true,
  });
  const connection = result.data?.sentNotifications;
  const items = connection?.edges.map((edge) => edge.node);
  const selected = items?.find((item) => item.id === selectedId);
  const name = countersData?.associationDashboard.association.name;

  const showMore = () => {
    const after = connection?.pageInfo.endCursor;
    if (!after) return;
    result
      .fetchMore({
        variables: { after },
        updateQuery: (previous, { fetchMoreResult }) => ({
          ...previous,
          sentNotifications: appendPage(
            previous.sentNotifications,
            fetchMoreResult.sentNotifications,
          ),
        }),
      })
      .catch((error: unknown) => console.error(error));
  };

  const detail =
    selectedId === undefined ? (
      <EmptyState title={t('sent_notifications.choose')} />
    ) : selected ? (
      <SentNotificationDetail notification={selected} headingLevel={isDesktop ? 2 : 1} />
    ) : result.loading ? (
      <Loading />
    ) : (
      <EmptyState title={t('notifications.not_found')} />
    );

  // Narrow screen with one selected: the detail alone, with the way back to the list.
  if (!isDesktop && selectedId !== undefined) {
    return (
      <>
        <ButtonLink to={{ search: '' }} variant="text">
          {t('sent_notifications.back_to_list')}
        </ButtonLink>
        <Card>{detail}</Card>
      </>
    );
  }

  const list = listOrState(
    {
      items: items,
      loading: result.loading && !result.error,
      loadError: t('sent_notifications.load_error'),
      search: debounced,
      emptySearch: t('sent_notifications.empty_search', { search: debounced }),
      empty: (
        <EmptyState
          icon={<SendIcon size={40} />}
          title={t('sent_notifications.empty')}
          action={
            <ButtonLink to={`/dashboard/${associationId}/send-notification`} variant="secondary">
              {t('titles.send_notification')}
            </ButtonLink>
          }
        />
      ),
    },
    (items) => (
      <>
        <ListCount aria-live="polite">
          {t('sent_notifications.count', { count: connection?.totalCount ?? items.length })}
        </ListCount>
        <ItemList aria-label={t('titles.notifications_board_association')}>
          {items.map((item) => (
            <li key={item.id}>
              <ItemLink
                to={`?id_notification=${item.id}`}
                $selected={isDesktop && item.id === selectedId}
                aria-current={isDesktop && item.id === selectedId ? 'true' : undefined}
                replace={isDesktop}
              >
                <ItemText>
                  <strong>{item.title}</strong>
                  {item.body && <Preview>{item.body}</Preview>}
                  <small>
                    {formatDateTime(item.sentAt)} ·{' '}
                    {t('sent_notifications.opened_of', {
                      opened: item.openedCount,
                      count: item.recipientCount,
                    })}
                  </small>
                </ItemText>
              </ItemLink>
            </li>
          ))}
        </ItemList>
      </>
    ),
  );

  return (
    <MasterDetailPage
      heading={
        name
          ? t('sent_notifications.heading', { name })
          : t('titles.notifications_board_association')
      }
      searchLabel={t('sent_notifications.search')}
      search={search}
      onSearch={setSearch}
      list={list}
      detail={detail}
      detailLabel={t('sent_notifications.detail_label')}
      isDesktop={isDesktop}
      more={nextPageButton(connection?.pageInfo, showMore, result.networkStatus)}
    />
  );
}
