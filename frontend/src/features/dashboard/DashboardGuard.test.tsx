import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { createCache } from '../../app/cache';
import { closedToast, toastVar } from '../../app/clientState';
import { useScreenQuery } from '../../app/screenQuery';
import { DashboardGuardDocument, SendNotificationScreenDocument } from '../../gql/graphql';
import { sendNotificationScreen } from '../../pages/Dashboard/dashboardScreens';
import { FOREVER } from '../../test/associationFixtures';
import {
  dashboardHeader,
  guardData,
  adminShellData as shellData,
} from '../../test/dashboardFixtures';
import { membership } from '../../test/eventFixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { DashboardGuard } from './DashboardGuard';

type Mock = MockLink.MockedResponse;

function membershipMock(association: unknown, delay = 20): Mock {
  return {
    request: { query: DashboardGuardDocument, variables: { idAssociation: 2 } },
    result: { data: { association } },
    delay,
    maxUsageCount: FOREVER,
  };
}

/** The administrators' form: counts its renders. */
const CreateEventForm = jest.fn(() => <h1>Crea evento</h1>);

/** A screen with its one query in its route's handle, as routes.tsx declares them. */
function SendNotificationStub() {
  const { data } = useScreenQuery(sendNotificationScreen);
  return <h1>Invia notifica a {data?.volunteers.length} volontari</h1>;
}

const dashboardRoutes: RouteObject[] = [
  {
    path: '/dashboard/:idAssociation',
    element: <DashboardGuard />,
    children: [
      { index: true, element: <h1>Gestisci Croce Verde</h1> },
      { path: 'create-event', element: <CreateEventForm /> },
      {
        path: 'send-notification',
        element: <SendNotificationStub />,
        handle: { titleKey: 'titles.send_notification', screen: sendNotificationScreen },
      },
    ],
  },
];

function renderDashboard(route: string, mocks: Mock[]) {
  return renderWithProviders(<p>Pagina Home</p>, {
    route,
    path: '/',
    mocks,
    routes: dashboardRoutes,
  });
}

beforeEach(() => {
  toastVar(closedToast);
  CreateEventForm.mockClear();
});

describe('dashboard guard', () => {
  it('sends a non-administrator to / with Non hai i permessi! before the form ever renders', async () => {
    const { router } = renderDashboard('/dashboard/2/create-event', [
      membershipMock(membership({ iAmVolunteer: true, iAmAdmin: false })),
    ]);
    // while the server is asked: a spinner, not the form
    expect(screen.getByRole('status')).toHaveTextContent('Verifica dei permessi…');
    expect(await screen.findByText('Pagina Home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(toastVar()).toEqual({ open: true, message: 'Non hai i permessi!', type: 'error' });
    expect(screen.getByText('Non hai i permessi!')).toBeInTheDocument();
    expect(CreateEventForm).not.toHaveBeenCalled();
  });

  it('guards the dashboard itself too', async () => {
    const { router } = renderDashboard('/dashboard/2', [
      membershipMock(membership({ iAmVolunteer: false, iAmAdmin: false })),
    ]);
    expect(await screen.findByText('Pagina Home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('heading', { name: 'Gestisci Croce Verde' })).toBeNull();
  });

  it('lets an administrator in', async () => {
    renderDashboard('/dashboard/2/create-event', [membershipMock(membership({ iAmAdmin: true }))]);
    expect(await screen.findByRole('heading', { name: 'Crea evento' })).toBeInTheDocument();
    expect(toastVar().open).toBe(false);
  });

  it('an association that does not exist is not found, not forbidden', async () => {
    renderDashboard('/dashboard/2/create-event', [membershipMock(null)]);
    expect(await screen.findByText('Associazione non trovata')).toBeInTheDocument();
    expect(CreateEventForm).not.toHaveBeenCalled();
    expect(toastVar().open).toBe(false);
  });

  describe("with the screen's one query", () => {
    const asked: string[] = [];
    const screenMock = (result: Mock['result']): Mock => ({
      request: { query: SendNotificationScreenDocument, variables: { idAssociation: 2 } },
      result: () => {
        asked.push('SendNotificationScreen');
        return typeof result === 'function' ? result({ idAssociation: 2 }) : result!;
      },
      delay: 20,
      maxUsageCount: FOREVER,
    });
    const ownMock = (association: unknown): Mock => ({
      request: { query: DashboardGuardDocument, variables: { idAssociation: 2 } },
      result: () => {
        asked.push('DashboardGuard');
        return { data: { association } };
      },
      delay: 20,
      maxUsageCount: FOREVER,
    });
    const refused: Mock['result'] = {
      errors: [{ message: 'Non hai i permessi!', extensions: { code: 'FORBIDDEN' } }],
    };

    beforeEach(() => {
      asked.length = 0;
    });

    it('reads the permission from the answer of the screen’s query: one request', async () => {
      renderDashboard('/dashboard/2/send-notification', [
        screenMock({
          data: { ...shellData(), ...guardData(2), ...dashboardHeader(2), volunteers: [] },
        }),
        ownMock(membership({ iAmAdmin: true })),
      ]);
      expect(screen.getByRole('status')).toHaveTextContent('Verifica dei permessi…');
      expect(
        await screen.findByRole('heading', { name: 'Invia notifica a 0 volontari' }),
      ).toBeInTheDocument();
      expect(asked).toEqual(['SendNotificationScreen']);
      expect(toastVar().open).toBe(false);
    });

    it('between screens of a dashboard already admitted: a plain spinner until the answer', async () => {
      const cache = createCache();
      cache.writeQuery({
        query: DashboardGuardDocument,
        variables: { idAssociation: 2 },
        data: { __typename: 'Query', ...guardData(2) },
      });
      renderWithProviders(<p>Pagina Home</p>, {
        route: '/dashboard/2/send-notification',
        path: '/',
        cache,
        mocks: [
          screenMock({
            data: { ...shellData(), ...guardData(2), ...dashboardHeader(2), volunteers: [] },
          }),
        ],
        routes: dashboardRoutes,
      });
      expect(screen.getByRole('status')).toHaveTextContent('Caricamento…');
      expect(
        await screen.findByRole('heading', { name: 'Invia notifica a 0 volontari' }),
      ).toBeInTheDocument();
      expect(asked).toEqual(['SendNotificationScreen']);
    });

    it('a refused query: asks who the viewer is, then / with Non hai i permessi!', async () => {
      const { router } = renderDashboard('/dashboard/2/send-notification', [
        screenMock(refused),
        ownMock(membership({ iAmVolunteer: true, iAmAdmin: false })),
      ]);
      expect(screen.getByRole('status')).toHaveTextContent('Verifica dei permessi…');
      expect(await screen.findByText('Pagina Home')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
      expect(toastVar()).toEqual({ open: true, message: 'Non hai i permessi!', type: 'error' });
      expect(asked).toEqual(['SendNotificationScreen', 'DashboardGuard']);
      expect(screen.queryByRole('heading', { name: /Invia notifica/ })).toBeNull();
    });

    it('a refused query for an association that does not exist: not found', async () => {
      renderDashboard('/dashboard/2/send-notification', [screenMock(refused), ownMock(null)]);
      expect(await screen.findByText('Associazione non trovata')).toBeInTheDocument();
      expect(toastVar().open).toBe(false);
      expect(screen.queryByRole('heading', { name: /Invia notifica/ })).toBeNull();
    });
  });
});
