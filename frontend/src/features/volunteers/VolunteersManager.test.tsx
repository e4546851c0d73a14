import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closedToast, toastVar } from '../../app/clientState';
import {
  AssociationCountersDocument,
  DecideVolunteerRequestDocument,
  OnAssociationDashboardCountersDocument,
  RemoveVolunteerDocument,
  SetVolunteerRolesDocument,
  VolunteersDocument,
  type VolunteersQueryVariables,
} from '../../gql/graphql';
import { FOREVER, counters, volunteer } from '../../test/associationFixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { VolunteersManager } from './VolunteersManager';

type Mock = MockLink.MockedResponse;

const anna = volunteer(1, { name: 'Anna', surname: 'Rossi', isAdmin: true });
const luca = volunteer(2, { name: 'Luca', surname: 'Bianchi', isMember: true });
const sara = volunteer(3, { name: 'Sara', surname: 'Verdi', status: 'WAITING' });
const marco = volunteer(4, { name: 'Marco', surname: 'Neri', status: 'WAITING' });

function countersMock(waiting: number): Mock {
  return {
    request: { query: AssociationCountersDocument, variables: { id: 2 } },
    result: {
      data: {
        associationDashboard: {
          __typename: 'AssociationDashboard',
          associationId: 2,
          association: { __typename: 'Association', id: 2, name: 'Croce Verde' },
          counters: counters({ numberVolunteerRequests: waiting }),
        },
      },
    },
    maxUsageCount: FOREVER,
  };
}

/** Volunteer lists from a mutable store, so refetches see the server's later state. */
function listsMock(
  store: { ACCEPTED: unknown[]; WAITING: unknown[] },
  calls: VolunteersQueryVariables[] = [],
): Mock {
  return {
    request: { query: VolunteersDocument, variables: () => true },
    result: (variables: VolunteersQueryVariables) => {
      calls.push(variables);
      return { data: { volunteers: store[variables.status as 'ACCEPTED' | 'WAITING'] } };
    },
    maxUsageCount: FOREVER,
  };
}

const quietCounters: Mock = {
  request: { query: OnAssociationDashboardCountersDocument, variables: { associationId: 2 } },
  result: { data: { associationDashboardCounters: counters({ numberVolunteerRequests: 2 }) } },
  delay: 60_000,
};

function renderManager(mocks: Mock[]) {
  return renderWithProviders(<VolunteersManager associationId={2} />, {
    route: '/dashboard/2/list-volunteers',
    path: '/dashboard/:idAssociation/list-volunteers',
    mocks,
  });
}

const row = (name: string) => screen.getByRole('listitem', { name });

beforeEach(() => toastVar(closedToast));

describe('list of volunteers', () => {
  it('has the tabs Volontari and Richieste (with the pending count) and searches on the server', async () => {
    const user = userEvent.setup();
    const calls: VolunteersQueryVariables[] = [];
    renderManager([
      countersMock(2),
      listsMock({ ACCEPTED: [anna, luca], WAITING: [sara, marco] }, calls),
      quietCounters,
    ]);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: "Volontari dell'associazione «Croce Verde»",
      }),
    ).toBeInTheDocument();
    const accepted = screen.getByRole('tab', { name: 'Volontari' });
    const waiting = screen.getByRole('tab', { name: 'Richieste (2 richieste in attesa)' });
    expect(accepted).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('listitem', { name: 'Anna Rossi' })).toBeInTheDocument();
    expect(within(row('Anna Rossi')).getByText('Amministrazione', { selector: 'small' }));

    // arrow keys move between the tabs
    accepted.focus();
    await user.keyboard('{ArrowRight}');
    expect(waiting).toHaveAttribute('aria-selected', 'true');
    expect(waiting).toHaveFocus();
    expect(await screen.findByRole('listitem', { name: 'Sara Verdi' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Anna Rossi' })).not.toBeInTheDocument();

    await user.type(
      screen.getByRole('searchbox', { name: 'Cerca per nome, cognome, e-mail o telefono' }),
      'sara',
    );
    await waitFor(() =>
      expect(calls).toContainEqual({ associationId: 2, status: 'WAITING', search: 'sara' }),
    );
    await waitFor(() =>
      expect(calls).toContainEqual({ associationId: 2, status: 'ACCEPTED', search: 'sara' }),
    );
  });

  it('accepting a request removes the row and lowers the count; rejecting too', async () => {
    const user = userEvent.setup();
    const store = { ACCEPTED: [anna] as unknown[], WAITING: [sara, marco] as unknown[] };
    renderManager([
      countersMock(2),
      listsMock(store),
      quietCounters,
      {
        request: {
          query: DecideVolunteerRequestDocument,
          variables: { input: { membershipId: 3, accept: true } },
        },
        result: () => {
          const accepted = { ...sara, status: 'ACCEPTED' };
          store.WAITING = [marco];
          store.ACCEPTED = [anna, accepted];
          return { data: { decideVolunteerRequest: accepted } };
        },
      },
      {
        request: {
          query: DecideVolunteerRequestDocument,
          variables: { input: { membershipId: 4, accept: false } },
        },
        result: () => {
          store.WAITING = [];
          return { data: { decideVolunteerRequest: { ...marco, status: 'REJECTED' } } };
        },
      },
    ]);
    await user.click(await screen.findByRole('tab', { name: /^Richieste/ }));
    await user.click(
      within(await screen.findByRole('listitem', { name: 'Sara Verdi' })).getByRole('button', {
        name: 'Accetta Sara Verdi',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Sara Verdi' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('tab', { name: /^Richieste/ })).toHaveAccessibleName(
      'Richieste (1 richiesta in attesa)',
    );
    expect(
      await screen.findByText("Sara Verdi fa ora parte dei volontari dell'associazione"),
    ).toBeVisible();

    await user.click(within(row('Marco Neri')).getByRole('button', { name: 'Rifiuta Marco Neri' }));
    expect(await screen.findByText('Nessuna richiesta in attesa')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Richieste/ })).toHaveAccessibleName('Richieste');

    await user.click(screen.getByRole('tab', { name: 'Volontari' }));
    expect(await screen.findByRole('listitem', { name: 'Sara Verdi' })).toBeInTheDocument();
  });

  it('the role switches are independent and follow the server', async () => {
    const user = userEvent.setup();
    renderManager([
      countersMock(0),
      listsMock({ ACCEPTED: [luca], WAITING: [] }),
      quietCounters,
      {
        request: {
          query: SetVolunteerRolesDocument,
          variables: { input: { membershipId: 2, isAdmin: true } },
        },
        result: {
          data: {
            setVolunteerRoles: { __typename: 'Volunteer', id: 2, isAdmin: true, isMember: true },
          },
        },
        delay: 100,
      },
      {
        request: {
          query: SetVolunteerRolesDocument,
          variables: { input: { membershipId: 2, isMember: false } },
        },
        result: {
          data: {
            setVolunteerRoles: { __typename: 'Volunteer', id: 2, isAdmin: true, isMember: false },
          },
        },
      },
    ]);
    const lucaRow = await screen.findByRole('listitem', { name: 'Luca Bianchi' });
    const admin = within(lucaRow).getByRole('switch', { name: 'Amministrazione' });
    const member = within(lucaRow).getByRole('switch', { name: 'Socio o socia' });
    expect(admin).toHaveAttribute('aria-checked', 'false');
    expect(member).toHaveAttribute('aria-checked', 'true');
    expect(admin).toHaveAccessibleDescription('Luca Bianchi');

    await user.click(admin);
    expect(admin).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(admin).not.toHaveAttribute('aria-busy'));
    expect(admin).toHaveAttribute('aria-checked', 'true');
    expect(member).toHaveAttribute('aria-checked', 'true');
    expect(within(lucaRow).getByText('Amministrazione e socio o socia')).toBeInTheDocument();

    await user.click(member);
    await waitFor(() => expect(member).not.toHaveAttribute('aria-busy'));
    expect(member).toHaveAttribute('aria-checked', 'false');
    expect(admin).toHaveAttribute('aria-checked', 'true');
    expect(within(lucaRow).getByText('Amministrazione', { selector: 'small' })).toBeInTheDocument();
  });

  it('a refused role change (last administrator) shows the server message and reverts', async () => {
    const user = userEvent.setup();
    renderManager([
      countersMock(0),
      listsMock({ ACCEPTED: [anna], WAITING: [] }),
      quietCounters,
      {
        request: {
          query: SetVolunteerRolesDocument,
          variables: { input: { membershipId: 1, isAdmin: false } },
        },
        result: {
          errors: [
            {
              message: "L'associazione deve avere almeno un amministratore",
              extensions: { code: 'CONFLICT', key: 'association.last_admin' },
            },
          ],
        },
        delay: 50,
      },
    ]);
    const admin = within(await screen.findByRole('listitem', { name: 'Anna Rossi' })).getByRole(
      'switch',
      { name: 'Amministrazione' },
    );
    expect(admin).toHaveAttribute('aria-checked', 'true');
    await user.click(admin);
    expect(admin).toHaveAttribute('aria-checked', 'false');
    expect(
      await screen.findByText("L'associazione deve avere almeno un amministratore"),
    ).toBeInTheDocument();
    await waitFor(() => expect(admin).toHaveAttribute('aria-checked', 'true'));
    expect(admin).not.toHaveAttribute('aria-busy');
  });

  it('removing a volunteer asks for confirmation first', async () => {
    const user = userEvent.setup();
    const removed = jest.fn();
    renderManager([
      countersMock(0),
      listsMock({ ACCEPTED: [anna, luca], WAITING: [] }),
      quietCounters,
      {
        request: { query: RemoveVolunteerDocument, variables: { input: { membershipId: 2 } } },
        result: () => {
          removed();
          return {
            data: {
              removeVolunteer: {
                __typename: 'Volunteer',
                id: 2,
                associationId: 2,
                status: 'REMOVED',
              },
            },
          };
        },
      },
    ]);
    await user.click(
      within(await screen.findByRole('listitem', { name: 'Luca Bianchi' })).getByRole('button', {
        name: 'Rimuovi Luca Bianchi',
      }),
    );
    let dialog = screen.getByRole('dialog', { name: 'Rimuovere Luca Bianchi?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(removed).not.toHaveBeenCalled();
    expect(row('Luca Bianchi')).toBeInTheDocument();

    await user.click(within(row('Luca Bianchi')).getByRole('button', { name: /^Rimuovi/ }));
    dialog = screen.getByRole('dialog', { name: 'Rimuovere Luca Bianchi?' });
    await user.click(within(dialog).getByRole('button', { name: 'Rimuovi' }));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Luca Bianchi' })).not.toBeInTheDocument(),
    );
    expect(removed).toHaveBeenCalledTimes(1);
    expect(row('Anna Rossi')).toBeInTheDocument();
  });

  it('a new request shows up live when the counters change', async () => {
    const user = userEvent.setup();
    const store = { ACCEPTED: [anna] as unknown[], WAITING: [sara] as unknown[] };
    renderManager([
      countersMock(1),
      listsMock(store),
      {
        request: {
          query: OnAssociationDashboardCountersDocument,
          variables: { associationId: 2 },
        },
        result: () => {
          store.WAITING = [sara, marco];
          return {
            data: { associationDashboardCounters: counters({ numberVolunteerRequests: 2 }) },
          };
        },
        delay: 200,
      },
    ]);
    await user.click(await screen.findByRole('tab', { name: /^Richieste/ }));
    expect(await screen.findByRole('listitem', { name: 'Sara Verdi' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Marco Neri' })).not.toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Marco Neri' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Richieste/ })).toHaveAccessibleName(
      'Richieste (2 richieste in attesa)',
    );
  });
});
