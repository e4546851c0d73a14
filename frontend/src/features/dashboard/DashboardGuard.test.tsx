import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import { closedToast, toastVar } from '../../app/clientState';
import { ViewerMembershipDocument } from '../../gql/graphql';
import { FOREVER } from '../../test/associationFixtures';
import { membership } from '../../test/eventFixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { DashboardGuard } from './DashboardGuard';

type Mock = MockLink.MockedResponse;

function membershipMock(association: unknown, delay = 20): Mock {
  return {
    request: { query: ViewerMembershipDocument, variables: { id: 2 } },
    result: { data: { association } },
    delay,
    maxUsageCount: FOREVER,
  };
}

/** The administrators' form: counts its renders. */
const CreateEventForm = jest.fn(() => <h1>Crea evento</h1>);

function renderDashboard(route: string, mocks: Mock[]) {
  return renderWithProviders(<p>Pagina Home</p>, {
    route,
    path: '/',
    mocks,
    routes: [
      {
        path: '/dashboard/:idAssociation',
        element: <DashboardGuard />,
        children: [
          { index: true, element: <h1>Gestisci Croce Verde</h1> },
          { path: 'create-event', element: <CreateEventForm /> },
        ],
      },
    ],
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
});
