import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AssociationCardDocument,
  RecordInvitationTrafficDocument,
  RequestToVolunteerDocument,
  type RecordInvitationTrafficMutationVariables,
} from '../../gql/graphql';
import { InvitationVolunteerPage } from '../../pages/Invitation/InvitationVolunteerPage';
import { FOREVER } from '../../test/associationFixtures';
import { renderWithProviders, routeStub } from '../../test/renderWithProviders';

type Mock = MockLink.MockedResponse;

const cardMock: Mock = {
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
};

function trafficMock(calls: RecordInvitationTrafficMutationVariables[], fail = false): Mock {
  return {
    request: { query: RecordInvitationTrafficDocument, variables: () => true },
    result: (variables: RecordInvitationTrafficMutationVariables) => {
      calls.push(variables);
      return fail
        ? { errors: [{ message: 'Errore', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }
        : { data: { recordInvitationTraffic: true } };
    },
    maxUsageCount: FOREVER,
  };
}

function renderInvitation(mocks: Mock[], id = 3) {
  return renderWithProviders(<InvitationVolunteerPage />, {
    route: `/invitation-volunteer/${id}`,
    path: '/invitation-volunteer/:idAssociation',
    mocks,
    routes: [
      routeStub('/registration', 'Registrazione'),
      routeStub('/association/:idAssociation', 'Pagina associazione'),
    ],
  });
}

describe('invitation page', () => {
  it('shows the header login link, the hero, the inviting association and the policy links', async () => {
    renderInvitation([cardMock, trafficMock([])]);
    expect(screen.getByRole('heading', { level: 1, name: 'Unisciti ai volontari!' })).toBeVisible();
    // back here after the login (issue 31)
    expect(screen.getByRole('link', { name: 'Accedi' })).toHaveAttribute(
      'href',
      '/login?next=%2Finvitation-volunteer%2F3',
    );
    expect(await screen.findByText('Croce Verde')).toBeInTheDocument();
    expect(screen.getByText('Via Roma 1, Torino, TO')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Informativa sulla privacy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(screen.getByRole('link', { name: 'Termini di utilizzo' })).toHaveAttribute(
      'href',
      '/term-of-use',
    );
  });

  it('without a session "Registrati e unisciti ai volontari" records it and opens the registration with the association', async () => {
    const user = userEvent.setup();
    const calls: RecordInvitationTrafficMutationVariables[] = [];
    const { router } = renderInvitation([cardMock, trafficMock(calls)]);
    await user.click(
      await screen.findByRole('button', { name: 'Registrati e unisciti ai volontari' }),
    );
    expect(await screen.findByText('Registrazione')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/registration');
    expect(router.state.location.search).toBe('?id_association=3');
    expect(calls).toEqual([
      { input: { associationId: 3, ctaRegistration: true, ctaViewAssociation: false } },
    ]);
  });

  it.each([false, true])(
    '"Vedi l\'associazione" opens the association (signed in: %s)',
    async (signedIn) => {
      if (signedIn) window.localStorage.setItem('accessToken', 'token-1');
      const user = userEvent.setup();
      const calls: RecordInvitationTrafficMutationVariables[] = [];
      const { router } = renderInvitation([cardMock, trafficMock(calls)]);
      await user.click(await screen.findByRole('button', { name: "Vedi l'associazione" }));
      // without a session the app's guard then passes through the login and back (returnPath.ts)
      expect(await screen.findByText('Pagina associazione')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/association/3');
      expect(calls).toEqual([
        { input: { associationId: 3, ctaRegistration: false, ctaViewAssociation: true } },
      ]);
    },
  );

  it('signed in, "Unisciti ai volontari" asks to join in one tap and opens the association', async () => {
    window.localStorage.setItem('accessToken', 'token-1');
    const user = userEvent.setup();
    const calls: RecordInvitationTrafficMutationVariables[] = [];
    const requested = jest.fn();
    const { router } = renderInvitation([
      cardMock,
      trafficMock(calls),
      {
        request: { query: RequestToVolunteerDocument, variables: { input: { associationId: 3 } } },
        result: () => {
          requested();
          return {
            data: {
              requestToVolunteer: {
                __typename: 'Association',
                id: 3,
                isFavourite: true,
                followers: 1,
                iAmVolunteer: false,
                iAmWaiting: true,
              },
            },
          };
        },
      },
    ]);
    expect(await screen.findByText('Croce Verde')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Registrati e unisciti ai volontari' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Accedi' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Unisciti ai volontari' }));
    expect(await screen.findByText('Pagina associazione')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/association/3');
    expect(requested).toHaveBeenCalledTimes(1);
    expect(
      screen.getByText("Richiesta inviata! L'associazione ti risponderà a breve."),
    ).toBeInTheDocument();
  });

  describe('"Condividi"', () => {
    const original = navigator.share;
    afterEach(() => {
      Object.defineProperty(navigator, 'share', { value: original, configurable: true });
      jest.restoreAllMocks();
    });

    it('opens the share sheet where the browser has one', async () => {
      const shared = jest.fn(() => Promise.resolve());
      Object.defineProperty(navigator, 'share', { value: shared, configurable: true });
      const user = userEvent.setup();
      renderInvitation([cardMock, trafficMock([])]);
      await user.click(await screen.findByRole('button', { name: 'Condividi' }));
      expect(shared).toHaveBeenCalledWith({
        text: "Unisciti ai volontari dell'associazione «Croce Verde» su Insieme:",
        url: `${window.location.origin}/invitation-volunteer/3`,
      });
    });

    it('otherwise opens WhatsApp with the text and the link', async () => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
      const opened = jest.spyOn(window, 'open').mockImplementation(() => null);
      const user = userEvent.setup();
      renderInvitation([cardMock, trafficMock([])]);
      await user.click(await screen.findByRole('button', { name: 'Condividi' }));
      const text = `Unisciti ai volontari dell'associazione «Croce Verde» su Insieme: ${window.location.origin}/invitation-volunteer/3`;
      expect(opened).toHaveBeenCalledWith(
        `https://wa.me/?text=${encodeURIComponent(text)}`,
        '_blank',
        'noopener',
      );
    });
  });

  it('a failed traffic record does not stop the navigation', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const calls: RecordInvitationTrafficMutationVariables[] = [];
    const { router } = renderInvitation([cardMock, trafficMock(calls, true)]);
    await user.click(
      await screen.findByRole('button', { name: 'Registrati e unisciti ai volontari' }),
    );
    expect(await screen.findByText('Registrazione')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?id_association=3');
    expect(calls).toHaveLength(1);
    jest.restoreAllMocks();
  });

  it('an unknown association gets a friendly message', async () => {
    renderInvitation(
      [
        {
          request: { query: AssociationCardDocument, variables: { id: 99 } },
          result: { data: { associationCard: null } },
        },
      ],
      99,
    );
    expect(await screen.findByText('Invito non valido')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Registrati e unisciti ai volontari' }),
    ).not.toBeInTheDocument();
  });

  it('a server failure shows the error.500 message', async () => {
    renderInvitation([
      {
        request: { query: AssociationCardDocument, variables: { id: 3 } },
        result: { errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] },
      },
    ]);
    expect(await screen.findByText('Errore, riprova più tardi')).toBeInTheDocument();
  });
});
