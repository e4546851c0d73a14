import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AssociationDocument,
  FollowAssociationDocument,
  LeaveAssociationDocument,
  RecordAssociationViewDocument,
  RequestToVolunteerDocument,
  UnfollowAssociationDocument,
} from '../../gql/graphql';
import { closedToast, toastVar } from '../../app/clientState';
import { AssociationPage } from '../../pages/Association/AssociationPage';
import { FOREVER, associationProfile } from '../../test/associationFixtures';
import { renderWithProviders } from '../../test/renderWithProviders';

type Mock = MockLink.MockedResponse;

function associationMock(overrides: Record<string, unknown> = {}, id = 2): Mock {
  return {
    request: { query: AssociationDocument, variables: { id } },
    result: { data: { association: id === 2 ? associationProfile(overrides) : null } },
    maxUsageCount: FOREVER,
  };
}

function recordViewMock(onCall = jest.fn()): Mock {
  return {
    request: { query: RecordAssociationViewDocument, variables: () => true },
    result: () => {
      onCall();
      return { data: { recordAssociationView: true } };
    },
    maxUsageCount: FOREVER,
  };
}

function renderPage(mocks: Mock[], route = '/association/2') {
  return renderWithProviders(<AssociationPage />, {
    route,
    path: '/association/:idAssociation',
    mocks,
  });
}

const heart = () => screen.getByRole('button', { name: 'Segui' });

beforeEach(() => toastVar(closedToast));

describe('association page', () => {
  it('shows logo placeholder, name, followers, description, address, website and topics', async () => {
    const recorded = jest.fn();
    renderPage([associationMock(), recordViewMock(recorded)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Croce Verde' })).toBeVisible();
    expect(screen.getByText('12 follower')).toBeInTheDocument();
    expect(screen.getByText('Soccorso e trasporto sanitario dal 1907.')).toBeInTheDocument();
    expect(screen.getByText('Via Roma 1, Torino, TO')).toBeInTheDocument();
    expect(screen.getByText('Fondata il 12/05/1907')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://www.croceverde.example' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.getByRole('list', { name: 'Ambiti' })).toHaveTextContent('Salute');
    expect(screen.getByRole('link', { name: 'Fai una domanda' })).toHaveAttribute(
      'href',
      '/user-question/2',
    );
    // events arrive with issue 4: clear empty states in both tabs and the finished list
    expect(screen.getByRole('tab', { name: 'Calendario' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByText('Nessun evento in programma')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Eventi terminati' })).toBeInTheDocument();
    await waitFor(() => expect(recorded).toHaveBeenCalledTimes(1));
  });

  it('follow: the heart and the count change only once the server answered', async () => {
    const user = userEvent.setup();
    renderPage([
      associationMock(),
      recordViewMock(),
      {
        request: { query: FollowAssociationDocument, variables: { input: { associationId: 2 } } },
        result: {
          data: {
            followAssociation: {
              __typename: 'Association',
              id: 2,
              isFavourite: true,
              followers: 13,
            },
          },
        },
        delay: 200,
      },
    ]);
    await screen.findByText('12 follower');
    expect(heart()).toHaveAttribute('aria-pressed', 'false');

    await user.click(heart());
    // still waiting for the server: nothing changed yet
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    expect(heart()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('12 follower')).toBeInTheDocument();

    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByText('13 follower')).toBeInTheDocument();
  });

  it('unfollow asks for confirmation first, cancel changes nothing', async () => {
    const user = userEvent.setup();
    renderPage([
      associationMock({ isFavourite: true }),
      recordViewMock(),
      {
        request: {
          query: UnfollowAssociationDocument,
          variables: { input: { associationId: 2 } },
        },
        result: {
          data: {
            unfollowAssociation: {
              __typename: 'Association',
              id: 2,
              isFavourite: false,
              followers: 11,
            },
          },
        },
      },
    ]);
    await screen.findByText('12 follower');
    expect(heart()).toHaveAttribute('aria-pressed', 'true');

    await user.click(heart());
    let dialog = screen.getByRole('dialog', { name: 'Smettere di seguire Croce Verde?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(heart()).toHaveAttribute('aria-pressed', 'true');

    await user.click(heart());
    dialog = screen.getByRole('dialog', { name: 'Smettere di seguire Croce Verde?' });
    await user.click(within(dialog).getByRole('button', { name: 'Non seguire più' }));
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'false'));
    expect(screen.getByText('11 follower')).toBeInTheDocument();
  });

  it('become a volunteer: the pending banner appears after the request', async () => {
    const user = userEvent.setup();
    renderPage([
      associationMock(),
      recordViewMock(),
      {
        request: { query: RequestToVolunteerDocument, variables: { input: { associationId: 2 } } },
        result: {
          data: {
            requestToVolunteer: {
              __typename: 'Association',
              id: 2,
              isFavourite: true,
              followers: 13,
              iAmVolunteer: false,
              iAmWaiting: true,
            },
          },
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Diventa volontario' }));
    expect(await screen.findByText(/Richiesta in attesa/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Diventa volontario' })).not.toBeInTheDocument();
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText(/Richiesta inviata/)).toBeInTheDocument();
  });

  it('shows the pending banner when the request is waiting', async () => {
    renderPage([associationMock({ iAmWaiting: true, isFavourite: true }), recordViewMock()]);
    const banner = await screen.findByText(
      "Richiesta in attesa: l'associazione deve ancora accettarti come volontario.",
    );
    expect(banner).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Diventa volontario' })).not.toBeInTheDocument();
  });

  it('leave asks for confirmation; afterwards a new request is needed', async () => {
    const user = userEvent.setup();
    renderPage([
      associationMock({ iAmVolunteer: true, isFavourite: true }),
      recordViewMock(),
      {
        request: { query: LeaveAssociationDocument, variables: { input: { associationId: 2 } } },
        result: {
          data: {
            leaveAssociation: {
              __typename: 'Association',
              id: 2,
              isFavourite: true,
              followers: 12,
              iAmVolunteer: false,
              iAmWaiting: false,
              iAmAdmin: false,
            },
          },
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: "Lascia l'associazione" }));
    const dialog = screen.getByRole('dialog', { name: 'Lasciare Croce Verde?' });
    expect(dialog).toHaveTextContent('nuova richiesta');
    await user.click(within(dialog).getByRole('button', { name: 'Lascia' }));
    expect(await screen.findByRole('button', { name: 'Diventa volontario' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Lascia l'associazione" })).not.toBeInTheDocument();
  });

  it('preview (administrators) hides the question button and records no visit', async () => {
    const recorded = jest.fn();
    renderPage(
      [associationMock({ iAmAdmin: true }), recordViewMock(recorded)],
      '/association/2?preview=true',
    );
    await screen.findByRole('heading', { level: 1, name: 'Croce Verde' });
    expect(screen.getByText(/Anteprima/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Fai una domanda' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna alla gestione' })).toHaveAttribute(
      'href',
      '/dashboard/2',
    );
    expect(recorded).not.toHaveBeenCalled();
  });

  it('an unknown association shows an error state with a way back', async () => {
    renderPage([associationMock({}, 99), recordViewMock()], '/association/99');
    expect(await screen.findByText('Associazione non trovata')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vedi tutte le associazioni' })).toHaveAttribute(
      'href',
      '/list-associations',
    );
  });
});
