import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closedToast, toastVar } from '../../app/clientState';
import {
  AssociationCountersDocument,
  DecideShiftRequestDocument,
  OnAssociationDashboardCountersDocument,
  ShiftRequestsDocument,
  type ShiftRequestsQueryVariables,
} from '../../gql/graphql';
import { FOREVER, counters } from '../../test/associationFixtures';
import { signUp } from '../../test/eventFixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { RequestShiftView } from './RequestShiftView';

type Mock = MockLink.MockedResponse;

const anna = signUp(1, { name: 'Anna', surname: 'Rossi', shiftTitle: 'Accoglienza' });
const luca = signUp(2, {
  name: 'Luca',
  surname: 'Bianchi',
  shiftId: 2,
  shiftTitle: 'Pulizie',
  eventName: 'Cena sociale',
  eventId: 5,
});
const sara = signUp(3, { name: 'Sara', surname: 'Verdi' });

function countersMock(waiting: number): Mock {
  return {
    request: { query: AssociationCountersDocument, variables: { id: 2 } },
    result: {
      data: {
        associationDashboard: {
          __typename: 'AssociationDashboard',
          associationId: 2,
          association: { __typename: 'Association', id: 2, name: 'Croce Verde' },
          counters: counters({ numberShiftRequests: waiting }),
        },
      },
    },
    maxUsageCount: FOREVER,
  };
}

function requestsMock(store: { list: unknown[] }, calls: ShiftRequestsQueryVariables[] = []): Mock {
  return {
    request: { query: ShiftRequestsDocument, variables: () => true },
    result: (variables: ShiftRequestsQueryVariables) => {
      calls.push(variables);
      return { data: { shiftRequests: store.list } };
    },
    maxUsageCount: FOREVER,
  };
}

const quietCounters: Mock = {
  request: { query: OnAssociationDashboardCountersDocument, variables: { associationId: 2 } },
  result: { data: { associationDashboardCounters: counters({ numberShiftRequests: 2 }) } },
  delay: 60_000,
};

function renderRequests(mocks: Mock[]) {
  return renderWithProviders(<RequestShiftView associationId={2} />, {
    route: '/dashboard/2/request-shift',
    path: '/dashboard/:idAssociation/request-shift',
    mocks,
  });
}

const row = (name: string) => screen.getByRole('listitem', { name });

beforeEach(() => toastVar(closedToast));

describe('shift requests', () => {
  it('lists the pending sign-ups with person, event, shift and a link to the shift', async () => {
    const user = userEvent.setup();
    const calls: ShiftRequestsQueryVariables[] = [];
    renderRequests([countersMock(2), requestsMock({ list: [anna, luca] }, calls), quietCounters]);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: "Richieste turni dell'associazione «Croce Verde»",
      }),
    ).toBeInTheDocument();
    const item = await screen.findByRole('listitem', { name: 'Anna Rossi' });
    expect(within(item).getByText('Festa di primavera')).toBeInTheDocument();
    // Europe/Rome
    expect(within(item).getByText('Accoglienza · 01/06/2030 10:00 – 12:00')).toBeInTheDocument();
    // the name starts with the visible text, so "Vedi turno" said aloud (speech input) finds it
    const open = within(row('Luca Bianchi')).getByRole('link', {
      name: "Vedi turno «Pulizie» dell'evento «Cena sociale»",
    });
    expect(open).toHaveTextContent('Vedi turno');
    expect(open).toHaveAttribute('href', '/event/5/2?admin=2');
    expect(screen.getByText('2 richieste in attesa')).toBeInTheDocument();

    await user.type(
      screen.getByRole('searchbox', { name: 'Cerca per nome, cognome o evento' }),
      'cena',
    );
    await waitFor(() => expect(calls).toContainEqual({ associationId: 2, search: 'cena' }));
  });

  it('requests made by accepting a waitlist offer come first, marked "Dalla lista d\'attesa"', async () => {
    const fromQueue = { ...luca, fromWaitlist: true };
    renderRequests([countersMock(2), requestsMock({ list: [anna, fromQueue] }), quietCounters]);
    await screen.findByRole('listitem', { name: 'Anna Rossi' });
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual([
      'Luca Bianchi',
      'Anna Rossi',
    ]);
    expect(within(row('Luca Bianchi')).getByText("Dalla lista d'attesa")).toBeInTheDocument();
    expect(within(row('Anna Rossi')).queryByText("Dalla lista d'attesa")).not.toBeInTheDocument();
  });

  it('Accetta and Rifiuta decide the request and take the row away', async () => {
    const user = userEvent.setup();
    const decided: unknown[] = [];
    const store = { list: [anna, luca] as unknown[] };
    renderRequests([
      countersMock(2),
      requestsMock(store),
      quietCounters,
      {
        request: { query: DecideShiftRequestDocument, variables: () => true },
        result: (variables: { input: { signUpId: number; accept: boolean } }) => {
          decided.push(variables.input);
          const person = variables.input.signUpId === 1 ? anna : luca;
          store.list = store.list.filter((item) => item !== person);
          return {
            data: {
              decideShiftRequest: {
                ...person,
                status: variables.input.accept ? 'ACCEPTED' : 'REJECTED',
              },
            },
          };
        },
        maxUsageCount: 2,
      },
    ]);
    const item = await screen.findByRole('listitem', { name: 'Anna Rossi' });
    await user.click(within(item).getByRole('button', { name: 'Accetta Anna Rossi' }));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Anna Rossi' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Iscrizione di Anna Rossi accettata')).toBeInTheDocument();

    await user.click(
      within(row('Luca Bianchi')).getByRole('button', { name: 'Rifiuta Luca Bianchi' }),
    );
    // "Rifiuta" asks first (issue 31): "Annulla" keeps the request
    let dialog = screen.getByRole('dialog', { name: 'Rifiutare la richiesta di Luca Bianchi?' });
    expect(dialog).toHaveTextContent('Riceverà un avviso.');
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(decided).toHaveLength(1);
    await user.click(
      within(row('Luca Bianchi')).getByRole('button', { name: 'Rifiuta Luca Bianchi' }),
    );
    dialog = screen.getByRole('dialog', { name: 'Rifiutare la richiesta di Luca Bianchi?' });
    await user.click(within(dialog).getByRole('button', { name: 'Rifiuta' }));
    expect(await screen.findByText('Nessuna richiesta di turno in attesa')).toBeInTheDocument();
    expect(decided).toEqual([
      { signUpId: 1, accept: true },
      { signUpId: 2, accept: false },
    ]);
  });

  it('a new sign-up shows up live when the counters change', async () => {
    const store = { list: [anna] as unknown[] };
    const calls: ShiftRequestsQueryVariables[] = [];
    renderRequests([
      countersMock(1),
      requestsMock(store, calls),
      {
        request: {
          query: OnAssociationDashboardCountersDocument,
          variables: { associationId: 2 },
        },
        result: () => {
          store.list = [anna, sara];
          return { data: { associationDashboardCounters: counters({ numberShiftRequests: 2 }) } };
        },
        delay: 200,
      },
    ]);
    expect(await screen.findByRole('listitem', { name: 'Anna Rossi' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Sara Verdi' })).not.toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Sara Verdi' })).toBeInTheDocument();
    expect(calls.length).toBeGreaterThanOrEqual(2);
  });

  it('a change of another counter does not reload the list', async () => {
    const calls: ShiftRequestsQueryVariables[] = [];
    renderRequests([
      countersMock(1),
      requestsMock({ list: [anna] }, calls),
      {
        request: {
          query: OnAssociationDashboardCountersDocument,
          variables: { associationId: 2 },
        },
        result: {
          data: {
            associationDashboardCounters: counters({
              numberShiftRequests: 1,
              numberVolunteerRequests: 4,
            }),
          },
        },
        delay: 100,
      },
    ]);
    expect(await screen.findByRole('listitem', { name: 'Anna Rossi' })).toBeInTheDocument();
    // a fixed wait, kept (issue 19), before "no reload". A marker reading the counters from the
    // cache changed when the view reacts (with it, a changed shift count no longer reloaded), and
    // the view shows nothing of the other counters to wait for
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls).toHaveLength(1);
  });
});
