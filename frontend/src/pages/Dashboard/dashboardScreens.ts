import { LIMITS } from '@insieme/schema';
import { screenQuery } from '../../app/screenQuery';
import { positiveInt } from '../../app/useIdParam';
import { dashboardScreenQuery, dashboardVariables } from '../../features/dashboard/dashboardScreen';
import { periodVariables } from '../../features/hours/period';
import { PAGE_SIZE } from '../../features/notifications/paging';
import {
  AccessLogScreenDocument,
  AssociationHoursScreenDocument,
  AttendanceScreenDocument,
  CreateEventScreenDocument,
  DashboardAssociationScreenDocument,
  DashboardScreenDocument,
  EditAssociationScreenDocument,
  ListEventsScreenDocument,
  ListQuestionScreenDocument,
  ListVolunteersScreenDocument,
  QuestionDetailScreenDocument,
  RegisterScreenDocument,
  RequestShiftScreenDocument,
  SendNotificationScreenDocument,
  SentNotificationsScreenDocument,
} from '../../gql/graphql';

/**
 * The administrator's screens, one request each (issue 20), started by their routes' loaders.
 * Every `/dashboard/{id}/…` query brings the guard's check too (features/dashboard/dashboardScreen.ts)
 * and the first page of its lists with the variables the lists ask with, so they read it from
 * the cache. Light: routes.tsx imports this into the entry chunk.
 */

/** A page of the administered associations (features/associations/AssociationList.tsx). */
export const DASHBOARD_ASSOCIATIONS = 12;

/** /dashboard: the associations I administer. */
export const dashboardScreen = screenQuery(DashboardScreenDocument, () => ({
  first: DASHBOARD_ASSOCIATIONS,
}));

/** /dashboard/{id}: the dashboard of one association. */
export const dashboardAssociationScreen = dashboardScreenQuery(
  DashboardAssociationScreenDocument,
  dashboardVariables,
);

/** /dashboard/{id}/list-events: the events in programme. */
export const listEventsScreen = dashboardScreenQuery(ListEventsScreenDocument, (params) => {
  const variables = dashboardVariables(params);
  return variables && { ...variables, first: LIMITS.associationEventsPage };
});

/** /dashboard/{id}/list-volunteers: volunteers and requests. */
export const listVolunteersScreen = dashboardScreenQuery(
  ListVolunteersScreenDocument,
  dashboardVariables,
);

/** /dashboard/{id}/request-shift: the pending sign-ups. */
export const requestShiftScreen = dashboardScreenQuery(
  RequestShiftScreenDocument,
  dashboardVariables,
);

/** /dashboard/{id}/list-question: the first page of the questions. */
export const listQuestionScreen = dashboardScreenQuery(ListQuestionScreenDocument, (params) => {
  const variables = dashboardVariables(params);
  return variables && { ...variables, first: PAGE_SIZE };
});

/** /dashboard/{id}/list-question/{idQuestion}: one question (narrow screens). */
export const questionDetailScreen = dashboardScreenQuery(QuestionDetailScreenDocument, (params) => {
  const variables = dashboardVariables(params);
  const idQuestion = positiveInt(params.idQuestion);
  return variables && idQuestion !== undefined ? { ...variables, idQuestion } : null;
});

/** /dashboard/{id}/notifications-board-association: the first page of what was sent. */
export const sentNotificationsScreen = dashboardScreenQuery(
  SentNotificationsScreenDocument,
  (params) => {
    const variables = dashboardVariables(params);
    return variables && { ...variables, first: PAGE_SIZE };
  },
);

/** /dashboard/{id}/send-notification: the recipients to choose from. */
export const sendNotificationScreen = dashboardScreenQuery(
  SendNotificationScreenDocument,
  dashboardVariables,
);

/** /dashboard/{id}/edit-association: the profile and the topics. */
export const editAssociationScreen = dashboardScreenQuery(
  EditAssociationScreenDocument,
  dashboardVariables,
);

/** /dashboard/{id}/create-event[?id_event=]: the catalogues and the event to edit. */
export const createEventScreen = dashboardScreenQuery(
  CreateEventScreenDocument,
  (params, search) => {
    const variables = dashboardVariables(params);
    const idEvent = positiveInt(search.get('id_event'));
    return variables && { ...variables, idEvent: idEvent ?? 0, editing: idEvent !== undefined };
  },
);

/** /dashboard/{id}/attendance/{idShift}: a shift's QR code and attendance ("Presenze", issue 22). */
export const attendanceScreen = dashboardScreenQuery(AttendanceScreenDocument, (params) => {
  const variables = dashboardVariables(params);
  const idShift = positiveInt(params.idShift);
  return variables && idShift !== undefined ? { ...variables, idShift } : null;
});

/** /dashboard/{id}/hours[?from=&to=]: the volunteers' hours of a period (issue 22). */
export const associationHoursScreen = dashboardScreenQuery(
  AssociationHoursScreenDocument,
  (params, search) => {
    const variables = dashboardVariables(params);
    return variables && { ...variables, ...periodVariables(search) };
  },
);

/** /dashboard/{id}/register: the register of volunteers, its check and whom to enter (issue 23). */
export const registerScreen = dashboardScreenQuery(RegisterScreenDocument, dashboardVariables);

/** /dashboard/{id}/access-log: who downloaded the association's personal data (issue 31). */
export const accessLogScreen = dashboardScreenQuery(AccessLogScreenDocument, dashboardVariables);
