import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { requireSession } from './layout/requireSession';
import type { RouteHandle } from './layout/routeHandle';
import { ErrorPage } from './pages/Error/ErrorPage';
import { RootLayout } from './layout/RootLayout';
import { screenLoader, screenQuery } from './app/screenQuery';
import { ShellDocument } from './gql/graphql';
import { associationScreen } from './pages/Association/associationScreen';
import { eventScreen } from './pages/Event/eventScreen';
import { shiftScreen } from './pages/Event/shiftScreen';
import { homeScreen } from './pages/Home/homeScreen';
import { FirstScreen } from './layout/FirstScreen';
import { exploreScreen } from './pages/Explore/exploreScreen';
import { associationCalendarScreen, calendarScreen } from './pages/Calendar/calendarScreen';
import { myEventScreen } from './pages/MyEvent/myEventScreen';
import { editUserScreen, settingsScreen } from './pages/Settings/settingsScreen';
import { myHoursScreen } from './pages/Settings/myHoursScreen';
import { checkInScreen } from './pages/CheckIn/checkInScreen';
import { verifyScreen } from './pages/Verify/verifyScreen';
import { notificationsScreen } from './features/notifications/notificationsScreen';
import { listAssociationsScreen } from './pages/Association/listAssociationsScreen';
import * as dashboardScreens from './pages/Dashboard/dashboardScreens';

type LazyRoute = NonNullable<RouteObject['lazy']>;

// The layouts are chunks too: the public screens never load the signed-in shell (navigation
// bar, notification badge) and no screen loads the dashboard's guard until it is opened.
const layouts = {
  public: async () => ({ Component: (await import('./layout/PublicLayout')).PublicLayout }),
  app: async () => ({ Component: (await import('./layout/AppShell')).AppShell }),
  dashboard: async () => ({
    Component: (await import('./features/dashboard/DashboardGuard')).DashboardGuard,
  }),
} satisfies Record<string, LazyRoute>;

// Each page is its own chunk: the route module is loaded on first navigation.
const pages = {
  login: async () => ({ Component: (await import('./pages/Auth/LoginPage')).LoginPage }),
  forgetPassword: async () => ({
    Component: (await import('./pages/Auth/ForgetPasswordPage')).ForgetPasswordPage,
  }),
  registration: async () => ({
    Component: (await import('./pages/Auth/RegistrationPage')).RegistrationPage,
  }),
  sendMail: async () => ({
    Component: (await import('./pages/Auth/SendMailConfirmRegistrationPage'))
      .SendMailConfirmRegistrationPage,
  }),
  confirmRegistration: async () => ({
    Component: (await import('./pages/Auth/ConfirmRegistrationPage')).ConfirmRegistrationPage,
  }),
  confirmForgetPassword: async () => ({
    Component: (await import('./pages/Auth/ConfirmForgetPasswordPage')).ConfirmForgetPasswordPage,
  }),
  changePassword: async () => ({
    Component: (await import('./pages/Settings/ChangePasswordPage')).ChangePasswordPage,
  }),
  sessions: async () => ({
    Component: (await import('./pages/Settings/SessionsPage')).SessionsPage,
  }),
  privacy: async () => ({
    Component: (await import('./pages/Legal/PrivacyPolicyPage')).PrivacyPolicyPage,
  }),
  terms: async () => ({
    Component: (await import('./pages/Legal/TermOfUsePage')).TermOfUsePage,
  }),
  home: async () => ({ Component: (await import('./pages/Home/HomePage')).HomePage }),
  settings: async () => ({
    Component: (await import('./pages/Settings/SettingsPage')).SettingsPage,
  }),
  editUser: async () => ({
    Component: (await import('./pages/Settings/EditUserPage')).EditUserPage,
  }),
  invitation: async () => ({
    Component: (await import('./pages/Invitation/InvitationVolunteerPage')).InvitationVolunteerPage,
  }),
  createAssociation: async () => ({
    Component: (await import('./pages/Association/CreateAssociationPage')).CreateAssociationPage,
  }),
  association: async () => ({
    Component: (await import('./pages/Association/AssociationPage')).AssociationPage,
  }),
  listAssociations: async () => ({
    Component: (await import('./pages/Association/ListAssociationsPage')).ListAssociationsPage,
  }),
  dashboard: async () => ({
    Component: (await import('./pages/Dashboard/DashboardPage')).DashboardPage,
  }),
  dashboardAssociation: async () => ({
    Component: (await import('./pages/Dashboard/DashboardAssociationPage'))
      .DashboardAssociationPage,
  }),
  editAssociation: async () => ({
    Component: (await import('./pages/Dashboard/EditAssociationPage')).EditAssociationPage,
  }),
  listVolunteers: async () => ({
    Component: (await import('./pages/Dashboard/ListVolunteersPage')).ListVolunteersPage,
  }),
  createEvent: async () => ({
    Component: (await import('./pages/Dashboard/CreateEventPage')).CreateEventPage,
  }),
  listEvents: async () => ({
    Component: (await import('./pages/Dashboard/ListEventsPage')).ListEventsPage,
  }),
  requestShift: async () => ({
    Component: (await import('./pages/Dashboard/RequestShiftPage')).RequestShiftPage,
  }),
  register: async () => ({
    Component: (await import('./pages/Dashboard/RegisterPage')).RegisterPage,
  }),
  accessLog: async () => ({
    Component: (await import('./pages/Dashboard/AccessLogPage')).AccessLogPage,
  }),
  event: async () => ({ Component: (await import('./pages/Event/EventPage')).EventPage }),
  shift: async () => ({ Component: (await import('./pages/Event/ShiftPage')).ShiftPage }),
  explore: async () => ({ Component: (await import('./pages/Explore/ExplorePage')).ExplorePage }),
  myEvent: async () => ({ Component: (await import('./pages/MyEvent/MyEventPage')).MyEventPage }),
  calendar: async () => ({
    Component: (await import('./pages/Calendar/CalendarPage')).CalendarPage,
  }),
  notifications: async () => ({
    Component: (await import('./features/notifications/NotificationPages')).NotificationsPage,
  }),
  notificationDetail: async () => ({
    Component: (await import('./features/notifications/NotificationPages')).NotificationDetailPage,
  }),
  sendNotification: async () => ({
    Component: (await import('./features/notifications/NotificationPages')).SendNotificationPage,
  }),
  sentNotifications: async () => ({
    Component: (await import('./features/notifications/NotificationPages')).SentNotificationsPage,
  }),
  userQuestion: async () => ({
    Component: (await import('./features/questions/QuestionPages')).AskQuestionPage,
  }),
  listQuestion: async () => ({
    Component: (await import('./features/questions/QuestionPages')).QuestionsPage,
  }),
  questionDetail: async () => ({
    Component: (await import('./features/questions/QuestionPages')).QuestionDetailPage,
  }),
  checkIn: async () => ({
    Component: (await import('./pages/CheckIn/CheckInPage')).CheckInPage,
  }),
  attendance: async () => ({
    Component: (await import('./pages/Dashboard/AttendancePage')).AttendancePage,
  }),
  myHours: async () => ({
    Component: (await import('./pages/Settings/MyHoursPage')).MyHoursPage,
  }),
  associationHours: async () => ({
    Component: (await import('./pages/Dashboard/AssociationHoursPage')).AssociationHoursPage,
  }),
  verify: async () => ({ Component: (await import('./pages/Verify/VerifyPage')).VerifyPage }),
} satisfies Record<string, LazyRoute>;

/** Screens that share a route: each loader starts its query only on its own addresses. */
function eachOf(...each: ((args: LoaderFunctionArgs) => null)[]) {
  return (args: LoaderFunctionArgs): null => {
    for (const loader of each) loader(args);
    return null;
  };
}

/**
 * Each signed-in screen's one request, started by its route's loader while its code downloads
 * (app/screenQuery.ts). A screen with no data of its own still brings the shell's (badge, profile).
 */
const loaders = {
  shell: screenLoader(screenQuery(ShellDocument, () => ({}))),
  home: screenLoader(homeScreen),
  event: screenLoader(eventScreen),
  shift: screenLoader(shiftScreen),
  association: screenLoader(associationScreen),
  explore: screenLoader(exploreScreen),
  // my calendar, or an association's (?admin={id})
  calendar: eachOf(screenLoader(calendarScreen), screenLoader(associationCalendarScreen)),
  myEvent: screenLoader(myEventScreen),
  settings: screenLoader(settingsScreen),
  editUser: screenLoader(editUserScreen),
  notifications: screenLoader(notificationsScreen),
  listAssociations: screenLoader(listAssociationsScreen),
  dashboard: screenLoader(dashboardScreens.dashboardScreen),
  dashboardAssociation: screenLoader(dashboardScreens.dashboardAssociationScreen),
  listEvents: screenLoader(dashboardScreens.listEventsScreen),
  listVolunteers: screenLoader(dashboardScreens.listVolunteersScreen),
  requestShift: screenLoader(dashboardScreens.requestShiftScreen),
  register: screenLoader(dashboardScreens.registerScreen),
  accessLog: screenLoader(dashboardScreens.accessLogScreen),
  listQuestion: screenLoader(dashboardScreens.listQuestionScreen),
  sentNotifications: screenLoader(dashboardScreens.sentNotificationsScreen),
  sendNotification: screenLoader(dashboardScreens.sendNotificationScreen),
  editAssociation: screenLoader(dashboardScreens.editAssociationScreen),
  createEvent: screenLoader(dashboardScreens.createEventScreen),
  questionDetail: screenLoader(dashboardScreens.questionDetailScreen),
  attendance: screenLoader(dashboardScreens.attendanceScreen),
  associationHours: screenLoader(dashboardScreens.associationHoursScreen),
  checkIn: screenLoader(checkInScreen),
  myHours: screenLoader(myHoursScreen),
  // public: asked without a session too
  verify: screenLoader(verifyScreen),
};

/** The shell's loader on every screen that does not start a query of its own. */
function withScreenLoaders(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    if (route.children) return { ...route, children: withScreenLoaders(route.children) };
    return route.loader ? route : { ...route, loader: loaders.shell };
  });
}

const handle = (titleKey: string, back?: RouteHandle['back']): RouteHandle => ({
  titleKey,
  back,
});

/** Screens of spec §2 reachable without a session. */
const publicRoutes: RouteObject[] = [
  { path: 'login', lazy: pages.login, handle: handle('titles.login') },
  { path: 'forget-password', lazy: pages.forgetPassword, handle: handle('titles.forget_password') },
  { path: 'registration', lazy: pages.registration, handle: handle('titles.registration') },
  {
    path: 'send-mail-confirm-registration',
    lazy: pages.sendMail,
    handle: handle('titles.send_mail_confirm_registration'),
  },
  {
    path: 'confirm-registration/:id',
    lazy: pages.confirmRegistration,
    handle: handle('titles.confirm_registration'),
  },
  {
    path: 'confirm-forget-password/:id',
    lazy: pages.confirmForgetPassword,
    handle: handle('titles.confirm_forget_password'),
  },
  { path: 'change-password', lazy: pages.changePassword, handle: handle('titles.change_password') },
  { path: 'privacy-policy', lazy: pages.privacy, handle: handle('titles.privacy_policy') },
  { path: 'term-of-use', lazy: pages.terms, handle: handle('titles.term_of_use') },
  // an hours statement's address, opened by anyone (issue 22)
  {
    path: 'verify/:token',
    lazy: pages.verify,
    loader: loaders.verify,
    handle: handle('titles.verify'),
  },
];

/** The invitation (public) has its own header, hero and footer: no shared layout. */
const invitationRoute: RouteObject = {
  path: 'invitation-volunteer/:idAssociation',
  lazy: pages.invitation,
  handle: handle('titles.invitation_volunteer'),
};

/**
 * The dashboard's screens. Each one's query is in its handle too: the guard reads the viewer's
 * permission from that query's answer before the screen renders (features/dashboard/DashboardGuard.tsx).
 */
const dashboardRoutes: RouteObject[] = [
  {
    index: true,
    lazy: pages.dashboardAssociation,
    loader: loaders.dashboardAssociation,
    handle: {
      ...handle('titles.dashboard_association', '/dashboard'),
      screen: dashboardScreens.dashboardAssociationScreen,
    },
  },
  {
    path: 'edit-association',
    lazy: pages.editAssociation,
    loader: loaders.editAssociation,
    handle: {
      ...handle('titles.edit_association', true),
      screen: dashboardScreens.editAssociationScreen,
    },
  },
  {
    path: 'create-event',
    lazy: pages.createEvent,
    loader: loaders.createEvent,
    handle: {
      ...handle('titles.create_event', true),
      titleKeyWith: { param: 'id_event', titleKey: 'titles.edit_event' },
      screen: dashboardScreens.createEventScreen,
    },
  },
  {
    path: 'list-events',
    lazy: pages.listEvents,
    loader: loaders.listEvents,
    handle: { ...handle('titles.list_events', true), screen: dashboardScreens.listEventsScreen },
  },
  {
    path: 'list-volunteers',
    lazy: pages.listVolunteers,
    loader: loaders.listVolunteers,
    handle: {
      ...handle('titles.list_volunteers', true),
      screen: dashboardScreens.listVolunteersScreen,
    },
  },
  {
    path: 'register',
    lazy: pages.register,
    loader: loaders.register,
    handle: { ...handle('titles.register', true), screen: dashboardScreens.registerScreen },
  },
  {
    path: 'access-log',
    lazy: pages.accessLog,
    loader: loaders.accessLog,
    handle: { ...handle('titles.access_log', true), screen: dashboardScreens.accessLogScreen },
  },
  {
    path: 'request-shift',
    lazy: pages.requestShift,
    loader: loaders.requestShift,
    handle: {
      ...handle('titles.request_shift', true),
      screen: dashboardScreens.requestShiftScreen,
    },
  },
  {
    path: 'list-question',
    lazy: pages.listQuestion,
    loader: loaders.listQuestion,
    handle: {
      ...handle('titles.list_question', true),
      screen: dashboardScreens.listQuestionScreen,
    },
  },
  {
    path: 'list-question/:idQuestion',
    lazy: pages.questionDetail,
    loader: loaders.questionDetail,
    handle: {
      ...handle('titles.question_detail', true),
      screen: dashboardScreens.questionDetailScreen,
    },
  },
  {
    path: 'send-notification',
    lazy: pages.sendNotification,
    loader: loaders.sendNotification,
    handle: {
      ...handle('titles.send_notification', true),
      screen: dashboardScreens.sendNotificationScreen,
    },
  },
  {
    path: 'notifications-board-association',
    lazy: pages.sentNotifications,
    loader: loaders.sentNotifications,
    handle: {
      ...handle('titles.notifications_board_association', true),
      screen: dashboardScreens.sentNotificationsScreen,
    },
  },
  {
    path: 'attendance/:idShift',
    lazy: pages.attendance,
    loader: loaders.attendance,
    handle: { ...handle('titles.attendance', true), screen: dashboardScreens.attendanceScreen },
  },
  {
    path: 'hours',
    lazy: pages.associationHours,
    loader: loaders.associationHours,
    handle: {
      ...handle('titles.association_hours', true),
      screen: dashboardScreens.associationHoursScreen,
    },
  },
];

/** Signed-in area of spec §2, inside the app shell. */
const mainRoutes: RouteObject[] = [
  { index: true, lazy: pages.home, loader: loaders.home, handle: handle('titles.home') },
  {
    path: 'explore',
    lazy: pages.explore,
    loader: loaders.explore,
    handle: handle('titles.explore'),
  },
  {
    path: 'settings',
    lazy: pages.settings,
    loader: loaders.settings,
    handle: handle('titles.settings'),
  },
  {
    path: 'settings/change-password',
    lazy: pages.changePassword,
    handle: handle('titles.change_password', '/settings'),
  },
  {
    path: 'settings/sessions',
    lazy: pages.sessions,
    handle: handle('titles.sessions', '/settings'),
  },
  {
    path: 'settings/edit-user',
    lazy: pages.editUser,
    loader: loaders.editUser,
    handle: handle('titles.edit_user', '/settings'),
  },
  {
    path: 'settings/hours',
    lazy: pages.myHours,
    loader: loaders.myHours,
    handle: handle('titles.my_hours', '/settings'),
  },
  {
    path: 'create-association',
    lazy: pages.createAssociation,
    handle: handle('titles.create_association', '/settings'),
  },
  {
    path: 'event/:idEvent',
    lazy: pages.event,
    loader: loaders.event,
    handle: handle('titles.event', true),
  },
  {
    path: 'event/:idEvent/:idShift',
    lazy: pages.shift,
    loader: loaders.shift,
    handle: handle('titles.shift', true),
  },
  // a shift's QR code, opened on the volunteer's phone; without a session, back here after
  // the login (layout/requireSession.ts)
  {
    path: 'check-in/:idShift',
    lazy: pages.checkIn,
    loader: loaders.checkIn,
    handle: handle('titles.check_in'),
  },
  {
    path: 'association/:idAssociation',
    lazy: pages.association,
    loader: loaders.association,
    handle: handle('titles.association', true),
  },
  {
    path: 'user-question/:idAssociation',
    lazy: pages.userQuestion,
    handle: handle('titles.user_question', true),
  },
  {
    path: 'list-associations',
    lazy: pages.listAssociations,
    loader: loaders.listAssociations,
    handle: handle('titles.list_associations', true),
  },
  {
    path: 'my-event',
    lazy: pages.myEvent,
    loader: loaders.myEvent,
    handle: handle('titles.my_event', true),
  },
  {
    path: 'notifications',
    lazy: pages.notifications,
    loader: loaders.notifications,
    handle: handle('titles.notifications'),
  },
  {
    path: 'notifications/:idNotification',
    lazy: pages.notificationDetail,
    handle: handle('titles.notification_detail', true),
  },
  {
    path: 'calendar',
    lazy: pages.calendar,
    loader: loaders.calendar,
    handle: handle('titles.calendar'),
  },
  {
    path: 'dashboard',
    lazy: pages.dashboard,
    loader: loaders.dashboard,
    handle: handle('titles.dashboard'),
  },
  // administrators of the association only: checked before any of its screens renders
  { path: 'dashboard/:idAssociation', lazy: layouts.dashboard, children: dashboardRoutes },
];

/** The whole route table; unknown addresses end on the error page (404). */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    // Shown while the first lazy page module loads.
    HydrateFallback: FirstScreen,
    errorElement: <ErrorPage />,
    children: [
      {
        errorElement: <ErrorPage />,
        children: [
          { lazy: layouts.public, children: publicRoutes },
          invitationRoute,
          { lazy: layouts.app, loader: requireSession, children: withScreenLoaders(mainRoutes) },
        ],
      },
    ],
  },
];
