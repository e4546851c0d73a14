import type { DocumentNode } from 'graphql';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { i18n } from './app/i18n';
import { theme } from './app/theme';
import {
  AssociationCardDocument,
  AssociationCountersDocument,
  AssociationDocument,
  AssociationEventsDocument,
  AssociationScreenDocument,
  AssociationsDocument,
  AssociationCalendarScreenDocument,
  CalendarDocument,
  CalendarScreenDocument,
  EventDocument,
  EventScreenDocument,
  EventHistoryDocument,
  EventsDocument,
  EventTypesDocument,
  MeDocument,
  NotificationDocument,
  NotificationsDocument,
  NotificationsScreenDocument,
  OnNotificationReceivedDocument,
  QuestionDocument,
  QuestionsDocument,
  SentNotificationsDocument,
  ExploreScreenDocument,
  ListAssociationsScreenDocument,
  MyEventScreenDocument,
  SettingsScreenDocument,
  EditUserScreenDocument,
  RegisterScreenDocument,
  OnAssociationDashboardCountersDocument,
  OnEventShiftsChangedDocument,
  OnUnreadNotificationCountDocument,
  HomeScreenDocument,
  RecordAssociationViewDocument,
  RecordEventViewDocument,
  ShiftScreenDocument,
  ShiftRequestsDocument,
  TopicsDocument,
  UnreadNotificationCountDocument,
  ViewerMembershipDocument,
  CreateEventScreenDocument,
  DashboardAssociationScreenDocument,
  DashboardGuardDocument,
  DashboardScreenDocument,
  EditAssociationScreenDocument,
  ListEventsScreenDocument,
  ListQuestionScreenDocument,
  ListVolunteersScreenDocument,
  QuestionDetailScreenDocument,
  RequestShiftScreenDocument,
  SendNotificationScreenDocument,
  SentNotificationsScreenDocument,
  type CreateEventScreenQueryVariables,
  VolunteersDocument,
  AssociationHoursScreenDocument,
  AttendanceScreenDocument,
  CheckInDocument,
  CheckInScreenDocument,
  LoginDocument,
  MyHoursScreenDocument,
  OnShiftAttendanceChangedDocument,
  VerifyScreenDocument,
} from './gql/graphql';
import { appRoutes } from './routes';
import userEvent from '@testing-library/user-event';
import { dashboardHeader, guardData } from './test/dashboardFixtures';
import {
  FOREVER,
  associationProfile,
  associationTile,
  connection,
  counters,
  setupChecklist,
} from './test/associationFixtures';
import { eventConnection, eventDetail, membership, shiftSummary } from './test/eventFixtures';
import { registerScreenData } from './test/registerFixtures';
import { shellData } from './test/shellFixtures';
import {
  connectionOf,
  notificationItem,
  questionItem,
} from './features/notifications/testFixtures';

const anyVariables = () => true;

const mocks = [
  {
    request: { query: UnreadNotificationCountDocument },
    result: { data: { unreadNotificationCount: 0 } },
    maxUsageCount: FOREVER,
  },
  {
    request: { query: OnUnreadNotificationCountDocument },
    result: { data: { unreadNotificationCount: 0 } },
    delay: 60_000,
    maxUsageCount: FOREVER,
  },
  {
    request: { query: MeDocument },
    result: {
      data: {
        me: {
          __typename: 'User',
          id: 1,
          name: 'Anna',
          surname: 'Rossi',
          imageUrl: null,
          isAdmin: false,
          email: 'anna@example.it',
          phone: '3331234567',
          birthDate: '1990-05-20',
          preferences: [],
        },
      },
    },
    maxUsageCount: FOREVER,
  },
  {
    request: { query: AssociationCardDocument, variables: { id: 3 } },
    result: {
      data: {
        associationCard: {
          __typename: 'AssociationSummary',
          id: 3,
          name: 'Croce Verde',
          address: 'Via Roma 1, Torino, TO',
          imageUrl: null,
        },
      },
    },
    maxUsageCount: FOREVER,
  },
  {
    request: { query: EventTypesDocument },
    result: { data: { eventTypes: [] } },
    maxUsageCount: FOREVER,
  },
  {
    request: { query: TopicsDocument },
    result: { data: { topics: [] } },
    maxUsageCount: FOREVER,
  },
  {
    request: { query: AssociationsDocument, variables: anyVariables },
    result: { data: { associations: connection([associationTile(5)]) } },
    maxUsageCount: FOREVER,
  },
  {
    request: { query: ListAssociationsScreenDocument, variables: anyVariables },
    result: { data: { ...shellData(), associations: connection([associationTile(5)]) } },
    maxUsageCount: FOREVER,
  },
  {
    request: { query: ExploreScreenDocument, variables: anyVariables },
    result: { data: { ...shellData(), events: eventConnection([]), nearbyAssociations: [] } },
    maxUsageCount: FOREVER,
  },
  {
    request: { query: AssociationDocument, variables: { id: 2 } },
    result: { data: { association: associationProfile() } },
    maxUsageCount: FOREVER,
  },
  {
    request: { query: AssociationScreenDocument, variables: anyVariables },
    result: {
      data: {
        ...shellData(),
        association: associationProfile(),
        upcomingEvents: eventConnection([]),
        finishedEvents: eventConnection([]),
      },
    },
    maxUsageCount: FOREVER,
  },
  {
    request: { query: RecordAssociationViewDocument, variables: anyVariables },
    result: { data: { recordAssociationView: true } },
    maxUsageCount: FOREVER,
  },
  {
    // the event page's sign-up: Anna administers association 2
    request: { query: ViewerMembershipDocument, variables: { id: 2 } },
    result: {
      data: {
        association: {
          __typename: 'Association',
          id: 2,
          iAmVolunteer: true,
          iAmWaiting: false,
          iAmAdmin: true,
        },
      },
    },
    maxUsageCount: FOREVER,
  },
  {
    request: { query: AssociationCountersDocument, variables: { id: 2 } },
    result: {
      data: {
        associationDashboard: {
          __typename: 'AssociationDashboard',
          associationId: 2,
          association: { __typename: 'Association', id: 2, name: 'Croce Verde' },
          counters: counters(),
        },
      },
    },
    maxUsageCount: FOREVER,
  },
  {
    request: { query: OnAssociationDashboardCountersDocument, variables: anyVariables },
    result: { data: { associationDashboardCounters: counters() } },
    delay: 60_000,
    maxUsageCount: FOREVER,
  },
  {
    request: { query: VolunteersDocument, variables: anyVariables },
    result: { data: { volunteers: [] } },
    maxUsageCount: FOREVER,
  },
  {
    request: { query: HomeScreenDocument, variables: anyVariables },
    result: {
      data: {
        ...shellData(),
        messagingChannelUrl: null,
        programme: [],
        volunteerAssociations: connection([]),
        followedAssociations: connection([]),
        nearbyAssociations: [],
        favouriteEvents: eventConnection([]),
      },
    },
    maxUsageCount: FOREVER,
  },
  {
    request: { query: EventsDocument, variables: anyVariables },
    result: { data: { events: eventConnection([]) } },
    maxUsageCount: FOREVER,
  },
  {
    request: { query: SettingsScreenDocument },
    result: {
      data: {
        ...shellData(),
        messagingChannelUrl: null,
        me: {
          ...shellData().me,
          mailPreferences: {
            __typename: 'MailPreferences',
            notices: true,
            reminders: true,
            adminNotices: false,
            waitlist: true,
          },
          calendarFeedUrl: 'https://insieme.example/calendar/abc.ics',
        },
        myRegisterAssociations: [],
      },
    },
    maxUsageCount: FOREVER,
  },
  {
    request: { query: EditUserScreenDocument },
    result: {
      data: {
        ...shellData(),
        me: {
          ...shellData().me,
          email: 'anna@example.it',
          phone: '3331234567',
          birthDate: '1990-05-20',
          preferences: [],
          fiscalCode: null,
          birthPlace: null,
          residence: null,
          domicile: null,
        },
        eventTypes: [],
        myRegisterAssociations: [],
      },
    },
    maxUsageCount: FOREVER,
  },
  {
    request: { query: MyEventScreenDocument, variables: anyVariables },
    result: {
      data: {
        ...shellData(),
        events: eventConnection([]),
        me: { ...shellData().me, calendarFeedUrl: 'https://insieme.example/calendar/abc.ics' },
      },
    },
    maxUsageCount: FOREVER,
  },
  {
    request: { query: AssociationEventsDocument, variables: anyVariables },
    result: { data: { associationEvents: eventConnection([]) } },
    maxUsageCount: FOREVER,
  },
  {
    request: { query: EventHistoryDocument, variables: anyVariables },
    result: { data: { eventHistory: eventConnection([]) } },
    maxUsageCount: FOREVER,
  },
  {
    // the edit form starts from the event
    request: { query: EventDocument, variables: anyVariables },
    result: { data: { event: eventDetail(4, { name: 'Festa di primavera', isAdmin: true }) } },
    maxUsageCount: FOREVER,
  },
  {
    request: { query: EventScreenDocument, variables: anyVariables },
    result: {
      data: {
        ...shellData(),
        event: {
          ...eventDetail(4, { name: 'Festa di primavera', isAdmin: true }),
          organiser: membership({ iAmAdmin: true }),
        },
      },
    },
    maxUsageCount: FOREVER,
  },
  {
    request: { query: RecordEventViewDocument, variables: anyVariables },
    result: { data: { recordEventView: true } },
    maxUsageCount: FOREVER,
  },
  {
    request: { query: OnEventShiftsChangedDocument, variables: anyVariables },
    result: { data: { eventShiftsChanged: shiftSummary(9, { eventId: 4 }) } },
    delay: 60_000,
    maxUsageCount: FOREVER,
  },
  {
    request: { query: ShiftScreenDocument, variables: anyVariables },
    result: {
      data: {
        ...shellData(),
        shift: {
          ...shiftSummary(9, { title: 'Accoglienza' }),
          volunteers: [],
          waitingVolunteers: [],
          event: {
            __typename: 'Event',
            id: 4,
            associationId: 2,
            name: 'Festa di primavera',
            address: 'Via Roma 1, Torino, TO',
            isPublic: true,
            isAdmin: false,
            terminated: false,
            association: { __typename: 'AssociationSummary', id: 2, name: 'Croce Verde' },
            organiser: membership(),
          },
        },
      },
    },
    maxUsageCount: FOREVER,
  },
  {
    request: { query: ShiftRequestsDocument, variables: anyVariables },
    result: { data: { shiftRequests: [] } },
    maxUsageCount: FOREVER,
  },
  {
    request: { query: CalendarDocument, variables: anyVariables },
    result: { data: { calendar: [] } },
    maxUsageCount: FOREVER,
  },
  {
    request: { query: CalendarScreenDocument, variables: anyVariables },
    result: { data: { ...shellData(), calendar: [] } },
    maxUsageCount: FOREVER,
  },
  {
    request: { query: AssociationCalendarScreenDocument, variables: anyVariables },
    result: {
      data: {
        ...shellData(),
        calendar: [],
        associationDashboard: {
          __typename: 'AssociationDashboard',
          associationId: 2,
          association: { __typename: 'Association', id: 2, name: 'Croce Verde' },
        },
      },
    },
    maxUsageCount: FOREVER,
  },
  {
    request: { query: NotificationsDocument, variables: anyVariables },
    result: { data: { notifications: connectionOf('Notification', [notificationItem(5)]) } },
    maxUsageCount: FOREVER,
  },
  {
    request: { query: NotificationsScreenDocument, variables: anyVariables },
    result: {
      data: {
        ...shellData(),
        notifications: connectionOf('Notification', [notificationItem(5)]),
      },
    },
    maxUsageCount: FOREVER,
  },
  {
    request: { query: OnNotificationReceivedDocument },
    result: { data: { notificationReceived: notificationItem(6) } },
    delay: 60_000,
    maxUsageCount: FOREVER,
  },
  {
    request: { query: NotificationDocument, variables: anyVariables },
    result: { data: { notification: notificationItem(5, { displayed: true }) } },
    maxUsageCount: FOREVER,
  },
  {
    request: { query: QuestionsDocument, variables: anyVariables },
    result: { data: { questions: connectionOf('Question', []) } },
    maxUsageCount: FOREVER,
  },
  {
    request: { query: QuestionDocument, variables: anyVariables },
    result: { data: { question: questionItem(8, { displayed: true }) } },
    maxUsageCount: FOREVER,
  },
  {
    request: { query: SentNotificationsDocument, variables: anyVariables },
    result: { data: { sentNotifications: connectionOf('SentNotification', []) } },
    maxUsageCount: FOREVER,
  },
  // issue 22: the check-in of a shift's QR code, my hours, the public verification
  {
    request: { query: CheckInScreenDocument, variables: { idShift: 9 } },
    result: { data: { ...shellData(), shift: checkInShift(null) } },
    maxUsageCount: FOREVER,
  },
  {
    request: { query: CheckInDocument, variables: { input: { shiftId: 9, code: 'AbC123' } } },
    result: {
      data: {
        checkIn: checkInShift({
          __typename: 'MyAttendance',
          status: 'UNKNOWN',
          checkedInAt: '2030-05-12T07:02:00.000Z',
          checkedOutAt: null,
          minutes: null,
        }),
      },
    },
    maxUsageCount: FOREVER,
  },
  {
    request: { query: MyHoursScreenDocument, variables: anyVariables },
    result: {
      data: {
        ...shellData(),
        myHours: {
          __typename: 'MyHours',
          from: '2024-06-01',
          to: '2025-05-31',
          totalMinutes: 0,
          months: [],
          associations: [],
        },
        myHoursStatements: [],
      },
    },
    maxUsageCount: FOREVER,
  },
  {
    request: { query: VerifyScreenDocument, variables: anyVariables },
    result: { data: { hoursStatement: null } },
    maxUsageCount: FOREVER,
  },
  {
    request: {
      query: LoginDocument,
      variables: { input: { email: 'anna@example.it', password: 'Segreta1!' } },
    },
    result: {
      data: {
        login: {
          __typename: 'AuthPayload',
          accessToken: 'token-1',
          user: {
            __typename: 'User',
            id: 1,
            name: 'Anna',
            surname: 'Rossi',
            imageUrl: null,
            isAdmin: false,
          },
        },
      },
    },
  },
];

/** The shift of the check-in page (`...CheckInShift`), with my attendance. */
function checkInShift(myAttendance: Record<string, unknown> | null) {
  return {
    __typename: 'Shift',
    id: 9,
    title: 'Accoglienza',
    startDate: '2030-05-12T07:00:00.000Z',
    endDate: '2030-05-12T11:00:00.000Z',
    event: {
      __typename: 'Event',
      id: 4,
      name: 'Festa di primavera',
      association: { __typename: 'AssociationSummary', id: 2, name: 'Croce Verde' },
    },
    myAttendance,
  };
}

/** A dashboard list's one query: the shell, the guard's check, the header and its list. */
function dashboardList(query: DocumentNode, list: Record<string, unknown>) {
  return {
    request: { query, variables: anyVariables },
    result: { data: { ...shellData(), ...guardData(2), ...dashboardHeader(2), ...list } },
    maxUsageCount: FOREVER,
  };
}

/** The administrator's screens, one query each (pages/Dashboard): Anna administers association 2. */
const dashboardMocks = [
  {
    request: { query: DashboardGuardDocument, variables: { idAssociation: 2 } },
    result: { data: guardData(2) },
    maxUsageCount: FOREVER,
  },
  {
    request: { query: DashboardScreenDocument, variables: anyVariables },
    result: { data: { ...shellData(), associations: connection([associationTile(5)]) } },
    maxUsageCount: FOREVER,
  },
  {
    request: { query: DashboardAssociationScreenDocument, variables: { idAssociation: 2 } },
    result: {
      data: {
        ...shellData(),
        association: { ...guardData(2).association, calendarFeedUrl: null },
        associationDashboard: {
          __typename: 'AssociationDashboard',
          associationId: 2,
          association: associationTile(2, {
            name: 'Croce Verde',
            setupChecklist: setupChecklist(),
          }),
          counters: counters(),
          statistics: { __typename: 'AssociationStatistics', likes: 1, followers: 2, views: 3 },
          volunteers: [],
        },
      },
    },
    maxUsageCount: FOREVER,
  },
  dashboardList(ListEventsScreenDocument, { associationEvents: eventConnection([]) }),
  dashboardList(ListVolunteersScreenDocument, { acceptedVolunteers: [], waitingVolunteers: [] }),
  dashboardList(RequestShiftScreenDocument, { shiftRequests: [] }),
  {
    request: { query: RegisterScreenDocument, variables: { idAssociation: 2 } },
    result: { data: registerScreenData() },
    maxUsageCount: FOREVER,
  },
  dashboardList(ListQuestionScreenDocument, { questions: connectionOf('Question', []) }),
  dashboardList(SentNotificationsScreenDocument, {
    sentNotifications: connectionOf('SentNotification', []),
  }),
  dashboardList(SendNotificationScreenDocument, { volunteers: [] }),
  {
    request: { query: QuestionDetailScreenDocument, variables: anyVariables },
    result: {
      data: { ...shellData(), ...guardData(2), question: questionItem(8, { displayed: true }) },
    },
    maxUsageCount: FOREVER,
  },
  dashboardList(AssociationHoursScreenDocument, {
    associationHours: {
      __typename: 'AssociationHours',
      associationId: 2,
      from: '2024-06-01',
      to: '2025-05-31',
      totalMinutes: 0,
      volunteers: [],
    },
    associationHoursStatements: [],
  }),
  {
    request: { query: AttendanceScreenDocument, variables: { idAssociation: 2, idShift: 9 } },
    result: {
      data: {
        ...shellData(),
        ...guardData(2),
        shift: {
          __typename: 'Shift',
          id: 9,
          title: 'Accoglienza',
          startDate: '2030-05-12T07:00:00.000Z',
          endDate: '2030-05-12T11:00:00.000Z',
          event: {
            __typename: 'Event',
            id: 4,
            name: 'Festa di primavera',
            associationId: 2,
            association: { __typename: 'Association', id: 2, name: 'Croce Verde' },
          },
        },
        shiftCheckIn: {
          __typename: 'CheckInCode',
          code: 'AbC123',
          url: 'https://insieme.example/check-in/9?code=AbC123',
          validFrom: '2030-05-12T06:00:00.000Z',
          validUntil: '2030-05-12T11:00:00.000Z',
          qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
        },
        shiftAttendance: [],
      },
    },
    maxUsageCount: FOREVER,
  },
  {
    request: { query: OnShiftAttendanceChangedDocument, variables: anyVariables },
    result: { data: { shiftAttendanceChanged: [] } },
    delay: 60_000,
    maxUsageCount: FOREVER,
  },
  {
    request: { query: EditAssociationScreenDocument, variables: { idAssociation: 2 } },
    result: {
      data: {
        ...shellData(),
        association: {
          ...associationProfile(),
          iAmAdmin: true,
          fiscalCode: null,
          runtsNumber: null,
          autoAcceptWaitlist: false,
        },
        topics: [],
      },
    },
    maxUsageCount: FOREVER,
  },
  {
    request: { query: CreateEventScreenDocument, variables: anyVariables },
    result: (variables: CreateEventScreenQueryVariables) => ({
      data: {
        ...shellData(),
        ...guardData(2),
        topics: [],
        eventTypes: [],
        ...(variables.editing
          ? { event: eventDetail(variables.idEvent, { name: 'Festa', isAdmin: true }) }
          : {}),
      },
    }),
    maxUsageCount: FOREVER,
  },
];

function renderAt(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(
    <MockedProvider mocks={[...mocks, ...dashboardMocks]}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <RouterProvider router={router} />
        </ThemeProvider>
      </I18nextProvider>
    </MockedProvider>,
  );
  return router;
}

function signIn() {
  window.localStorage.setItem('accessToken', 'token-1');
  window.localStorage.setItem('name', 'Anna');
}

/** Leaf routes under `route`, with their full paths. */
function leaves(routes: RouteObject[], parent = ''): { path: string; route: RouteObject }[] {
  return routes.flatMap((route) => {
    const path = route.path ? `${parent}/${route.path}`.replace('//', '/') : parent;
    return route.children ? leaves(route.children, path) : [{ path: path || '/', route }];
  });
}

describe('route table', () => {
  it('every signed-in screen starts its one request from its route (app/screenQuery.ts)', () => {
    const app = appRoutes[0].children![0].children!.find((r) => r.loader)!;
    const screens = leaves(app.children!);
    expect(screens.length).toBeGreaterThan(25);
    for (const { path, route } of screens)
      expect({ path, loader: typeof route.loader }).toEqual({ path, loader: 'function' });
  });

  it('sends visitors without a token from the main area to /login', async () => {
    const router = renderAt('/settings');
    expect(
      await screen.findByRole('heading', { name: 'Che bello rivederti!' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each([
    ['/', 'Ciao, Anna!'],
    ['/settings', 'ANNA ROSSI'],
    ['/settings/change-password', 'Cambia password'],
    ['/settings/edit-user', 'Modifica profilo'],
    ['/create-association', 'Crea la tua associazione'],
    ['/association/2', 'Croce Verde'],
    ['/list-associations?type=follow', 'Associazioni che segui'],
    ['/list-associations', 'Tutte le associazioni'],
    ['/dashboard', 'Le associazioni che gestisci'],
    ['/dashboard/2', 'Croce Verde'],
    ['/dashboard/2/edit-association', 'Modifica associazione'],
    ['/dashboard/2/list-volunteers', "Volontari dell'associazione «Croce Verde»"],
    ['/dashboard/2/register', "Registro dei volontari dell'associazione «Croce Verde»"],
    ['/explore', 'Esplora'],
    ['/event/4', 'Festa di primavera'],
    ['/event/4/9', 'Accoglienza'],
    ['/my-event', 'Le mie attività'],
    ['/calendar', 'Il tuo calendario'],
    ['/calendar?admin=2', "Calendario dell'associazione «Croce Verde»"],
    ['/dashboard/2/create-event', 'Crea evento'],
    ['/dashboard/2/create-event?id_event=3', 'Modifica evento'],
    ['/dashboard/2/list-events', "Eventi dell'associazione «Croce Verde»"],
    ['/dashboard/2/request-shift', "Richieste turni dell'associazione «Croce Verde»"],
    ['/user-question/2', "Fai una domanda all'associazione «Croce Verde»"],
    ['/notifications', 'Notifiche'],
    ['/notifications/5?id_event=1&question=0', 'Avviso 5'],
    ['/dashboard/2/list-question', "Domande all'associazione «Croce Verde»"],
    ['/dashboard/2/list-question/8', 'Domanda di Persona 8'],
    [
      '/dashboard/2/send-notification',
      "Invia una notifica ai volontari dell'associazione «Croce Verde»",
    ],
    [
      '/dashboard/2/notifications-board-association',
      "Notifiche inviate dall'associazione «Croce Verde»",
    ],
    ['/settings/hours', 'Le mie ore'],
    ['/dashboard/2/hours', "Ore dei volontari dell'associazione «Croce Verde»"],
    ['/dashboard/2/attendance/9', 'Presenze del turno «Accoglienza»'],
    ['/check-in/9?code=AbC123', 'Presenza registrata'],
  ])('%s renders its page inside the shell', async (path, heading) => {
    signIn();
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navigazione principale' })).toBeInTheDocument();
  });

  it('the check-in address of a QR code, without a session, comes back after the login (issue 22)', async () => {
    const user = userEvent.setup();
    const router = renderAt('/check-in/9?code=AbC123');
    expect(
      await screen.findByText(
        "Accedi per registrare la presenza al turno: dopo l'accesso torni qui.",
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?next=%2Fcheck-in%2F9%3Fcode%3DAbC123');

    await user.type(screen.getByLabelText('E-mail'), 'anna@example.it');
    await user.type(screen.getByLabelText('Password'), 'Segreta1!');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Presenza registrata' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/check-in/9');
    expect(router.state.location.search).toBe('?code=AbC123');
    expect(screen.getByText('Entrata alle 09:02')).toBeInTheDocument();
  });

  it.each([
    ['/dashboard/2/create-event', 'Crea evento'],
    ['/dashboard/2/create-event?id_event=3', 'Modifica evento'],
  ])('%s names its screen in the header and the document title', async (path, title) => {
    signIn();
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    // the header's title and the browser tab agree with the page's heading
    expect(screen.getByRole('banner')).toHaveTextContent(title);
    await waitFor(() => expect(document.title).toBe(`${title} · Insieme`));
  });

  it.each([
    ['/login', 'Che bello rivederti!'],
    ['/forget-password', 'Password dimenticata'],
    ['/registration?id_association=3', 'Crea il tuo account'],
    ['/send-mail-confirm-registration', 'Controlla la tua e-mail'],
    ['/change-password', 'Cambia password'],
    ['/privacy-policy', 'Informativa sulla privacy'],
    ['/term-of-use', 'Termini di utilizzo'],
    ['/verify/tok_123', 'Attestazione delle ore di volontariato'],
  ])('public %s renders without a session', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(
      screen.queryByRole('navigation', { name: 'Navigazione principale' }),
    ).not.toBeInTheDocument();
  });

  it('the invitation is public and outside the app shell, with a login link', async () => {
    renderAt('/invitation-volunteer/3');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unisciti ai volontari!' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Croce Verde')).toBeInTheDocument();
    // back to the invitation after the login (issue 31)
    expect(screen.getByRole('link', { name: 'Accedi' })).toHaveAttribute(
      'href',
      '/login?next=%2Finvitation-volunteer%2F3',
    );
    expect(
      screen.queryByRole('navigation', { name: 'Navigazione principale' }),
    ).not.toBeInTheDocument();
  });

  it('an unknown address shows the error page with the Italian status text and a way home', async () => {
    renderAt('/non-esiste');
    expect(
      await screen.findByRole('heading', { name: 'Oops! Qualcosa è andato storto' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Pagina non trovata')).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.queryByText(/Not Found|No route matches/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna alla Home' })).toHaveAttribute('href', '/');
  });

  it.each([
    [400, 'Richiesta non valida'],
    [403, 'Non hai i permessi per vedere questa pagina'],
    [405, 'Operazione non consentita'],
  ])('a %i refusal of the router is told in Italian', async (status, text) => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          errorElement: appRoutes[0].errorElement,
          loader: () => {
            throw new Response(null, { status, statusText: 'English text' });
          },
          Component: () => null,
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <MockedProvider>
        <I18nextProvider i18n={i18n}>
          <ThemeProvider theme={theme}>
            <RouterProvider router={router} />
          </ThemeProvider>
        </I18nextProvider>
      </MockedProvider>,
    );
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText('English text')).not.toBeInTheDocument();
  });

  it('an error thrown by a page shows its message', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter(
      [
        {
          path: '/',
          errorElement: appRoutes[0].errorElement,
          Component: () => {
            throw new Error('Qualcosa si è rotto');
          },
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <MockedProvider>
        <ThemeProvider theme={theme}>
          <RouterProvider router={router} />
        </ThemeProvider>
      </MockedProvider>,
    );
    expect(await screen.findByText('Qualcosa si è rotto')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('Oops!'));
    jest.restoreAllMocks();
  });
});
