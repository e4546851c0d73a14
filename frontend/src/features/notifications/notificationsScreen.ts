import { screenQuery } from '../../app/screenQuery';
import { NotificationsScreenDocument } from '../../gql/graphql';
import { PAGE_SIZE } from './paging';

/**
 * The notifications' one request (notificationsScreen.graphql), started by its route's loader
 * and read by NotificationsPage.
 */
export const notificationsScreen = screenQuery(NotificationsScreenDocument, () => ({
  first: PAGE_SIZE,
}));
