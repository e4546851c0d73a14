import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AssociationCardDocument,
  RecordInvitationTrafficDocument,
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
    expect(screen.getByRole('link', { name: 'Accedi' })).toHaveAttribute('href', '/login');
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

  it.each([
    [
      'Registrati e unisciti ai volontari',
      { ctaRegistration: true, ctaViewAssociation: false },
      '/registration',
      '?id_association=3',
    ],
    [
      "Vedi l'associazione",
      { ctaRegistration: false, ctaViewAssociation: true },
      '/registration',
      '?id_association=3',
    ],
  ])('without a session "%s" records %j and opens %s%s', async (button, cta, path, search) => {
    const user = userEvent.setup();
    const calls: RecordInvitationTrafficMutationVariables[] = [];
    const { router } = renderInvitation([cardMock, trafficMock(calls)]);
    await user.click(await screen.findByRole('button', { name: button }));
    expect(await screen.findByText('Registrazione')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
    expect(router.state.location.search).toBe(search);
    expect(calls).toEqual([{ input: { associationId: 3, ...cta } }]);
  });

  it.each([
    ['Registrati e unisciti ai volontari', { ctaRegistration: true, ctaViewAssociation: false }],
    ["Vedi l'associazione", { ctaRegistration: false, ctaViewAssociation: true }],
  ])('with a session "%s" records %j and opens the association', async (button, cta) => {
    window.localStorage.setItem('accessToken', 'token-1');
    const user = userEvent.setup();
    const calls: RecordInvitationTrafficMutationVariables[] = [];
    const { router } = renderInvitation([cardMock, trafficMock(calls)]);
    await user.click(await screen.findByRole('button', { name: button }));
    expect(await screen.findByText('Pagina associazione')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/association/3');
    expect(calls).toEqual([{ input: { associationId: 3, ...cta } }]);
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
