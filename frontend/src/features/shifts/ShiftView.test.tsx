import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closedToast, toastVar } from '../../app/clientState';
import {
  DecideShiftRequestDocument,
  DeleteShiftDocument,
  OnEventShiftsChangedDocument,
  OnShiftWaitlistChangedDocument,
  RemoveFromShiftDocument,
  ShiftScreenDocument,
} from '../../gql/graphql';
import { ShiftPage } from '../../pages/Event/ShiftPage';
import { FOREVER } from '../../test/associationFixtures';
import { membership, shiftPerson, shiftSummary, signUp } from '../../test/eventFixtures';
import { renderWithProviders, routeStub } from '../../test/renderWithProviders';
import { shellData } from '../../test/shellFixtures';

type Mock = MockLink.MockedResponse;

const giulia = shiftPerson(31, {
  name: 'Giulia',
  surname: 'Neri',
  phone: '3331234567',
  email: 'giulia@example.it',
});
const sara = signUp(3, { name: 'Sara', surname: 'Verdi', shiftId: 9 });

/** By default the viewer is an accepted volunteer of the association (`place`). */
function shiftData(
  overrides: Record<string, unknown> = {},
  isAdmin = true,
  place: Parameters<typeof membership>[0] = {},
) {
  return {
    ...shiftSummary(9, {
      title: 'Accoglienza',
      description: 'Ricevere gli ospiti',
      availableSpots: 2,
      maxVolunteer: 3,
    }),
    volunteers: [giulia],
    waitingVolunteers: [sara],
    event: {
      __typename: 'Event',
      id: 4,
      associationId: 2,
      name: 'Festa di primavera',
      address: 'Via Roma 1, Torino, TO',
      isPublic: true,
      isAdmin,
      terminated: false,
      association: { __typename: 'AssociationSummary', id: 2, name: 'Croce Verde' },
      organiser: membership(place),
    },
    ...overrides,
  };
}

/** The screen's one request: the shell and the shift (`onCall` counts the requests). */
function shiftMock(store: { shift: unknown }, onCall = jest.fn()): Mock {
  return {
    // the administrators' address (?admin=) also asks for the shift's waitlist
    request: { query: ShiftScreenDocument, variables: { id: 9, admin: true } },
    result: () => {
      onCall();
      return { data: { ...shellData(), shift: store.shift, shiftWaitlist: [] } };
    },
    maxUsageCount: FOREVER,
  };
}

const quietLive: Mock = {
  request: { query: OnEventShiftsChangedDocument, variables: { eventId: 4 } },
  result: { data: { eventShiftsChanged: shiftSummary(9) } },
  delay: 60_000,
  maxUsageCount: FOREVER,
};

const quietQueue: Mock = {
  request: { query: OnShiftWaitlistChangedDocument, variables: { shiftId: 9 } },
  result: { data: { shiftWaitlistChanged: [] } },
  delay: 60_000,
  maxUsageCount: FOREVER,
};

function renderShift(mocks: Mock[]) {
  return renderWithProviders(<ShiftPage />, {
    route: '/event/4/9?admin=2',
    path: '/event/:idEvent/:idShift',
    mocks: [quietLive, quietQueue, ...mocks],
    routes: [routeStub('/event/:idEvent', 'Pagina evento')],
  });
}

beforeEach(() => toastVar(closedToast));

describe('shift page', () => {
  it('shows the shift, its places, volunteers with contacts and, for administrators, the requests', async () => {
    const asked = jest.fn();
    renderShift([shiftMock({ shift: shiftData() }, asked)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Accoglienza' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Evento: Festa di primavera' })).toHaveAttribute(
      'href',
      '/event/4',
    );
    expect(screen.getByText('01/06/2030 10:00 – 12:00')).toBeInTheDocument();
    expect(screen.getByText('Posti disponibili: 2 su 3')).toBeInTheDocument();
    expect(screen.getByText('Ricevere gli ospiti')).toBeInTheDocument();

    const volunteers = screen.getByRole('region', { name: 'Volontari iscritti' });
    const person = within(volunteers).getByRole('listitem', { name: 'Giulia Neri' });
    expect(within(person).getByRole('link', { name: '3331234567' })).toHaveAttribute(
      'href',
      'tel:3331234567',
    );
    expect(within(person).getByRole('link', { name: 'giulia@example.it' })).toHaveAttribute(
      'href',
      'mailto:giulia@example.it',
    );
    const waiting = screen.getByRole('region', { name: 'Richieste in attesa' });
    expect(within(waiting).getByRole('listitem', { name: 'Sara Verdi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Modifica' })).toHaveAttribute(
      'href',
      '/dashboard/2/create-event?id_event=4',
    );
    // the shift's QR code and attendance (issue 22)
    expect(screen.getByRole('link', { name: 'Presenze' })).toHaveAttribute(
      'href',
      '/dashboard/2/attendance/9',
    );
    // one request for the whole screen (issue 20)
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('a members-only shift is closed to someone who is not a volunteer, as the same request says', async () => {
    renderShift([
      shiftMock({ shift: shiftData({ waitingVolunteers: [] }, false, { iAmVolunteer: false }) }),
    ]);
    expect(await screen.findByText("Riservato ai volontari dell'associazione")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Iscriviti' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Unisciti ai volontari' })).toBeEnabled();
  });

  it('volunteers see no contacts they were not given and no administrator controls', async () => {
    renderShift([
      shiftMock({
        shift: shiftData(
          {
            volunteers: [shiftPerson(31, { name: 'Giulia', surname: 'Neri' })],
            waitingVolunteers: [],
          },
          false,
        ),
      }),
    ]);
    const person = await screen.findByRole('listitem', { name: 'Giulia Neri' });
    expect(within(person).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Richieste in attesa' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Elimina turno' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Presenze' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Rimuovi/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Iscriviti' })).toBeInTheDocument();
  });

  it('accepting a waiting volunteer moves them to the volunteers', async () => {
    const user = userEvent.setup();
    const store = { shift: shiftData() as unknown };
    renderShift([
      shiftMock(store),
      {
        request: {
          query: DecideShiftRequestDocument,
          variables: { input: { signUpId: 3, accept: true } },
        },
        result: () => {
          store.shift = shiftData({
            availableSpots: 1,
            volunteers: [giulia, shiftPerson(103, { name: 'Sara', surname: 'Verdi' })],
            waitingVolunteers: [],
          });
          return { data: { decideShiftRequest: { ...sara, status: 'ACCEPTED' } } };
        },
      },
    ]);
    const waiting = await screen.findByRole('region', { name: 'Richieste in attesa' });
    await user.click(within(waiting).getByRole('button', { name: 'Accetta Sara Verdi' }));
    expect(await screen.findByText('Posti disponibili: 1 su 3')).toBeInTheDocument();
    const volunteers = screen.getByRole('region', { name: 'Volontari iscritti' });
    expect(within(volunteers).getByRole('listitem', { name: 'Sara Verdi' })).toBeInTheDocument();
    expect(within(waiting).getByText('Nessuna richiesta in attesa.')).toBeInTheDocument();
  });

  it('removing a volunteer asks first', async () => {
    const user = userEvent.setup();
    const removed = jest.fn();
    renderShift([
      shiftMock({ shift: shiftData() }),
      {
        request: {
          query: RemoveFromShiftDocument,
          variables: { input: { shiftId: 9, userId: 31 } },
        },
        result: () => {
          removed();
          return {
            data: {
              removeFromShift: { ...shiftSummary(9, { availableSpots: 3 }), volunteers: [] },
            },
          };
        },
      },
    ]);
    const person = await screen.findByRole('listitem', { name: 'Giulia Neri' });
    await user.click(within(person).getByRole('button', { name: 'Rimuovi Giulia Neri' }));
    let dialog = screen.getByRole('dialog', { name: 'Rimuovere Giulia Neri dal turno?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(removed).not.toHaveBeenCalled();

    await user.click(
      within(screen.getByRole('listitem', { name: 'Giulia Neri' })).getByRole('button', {
        name: 'Rimuovi Giulia Neri',
      }),
    );
    dialog = screen.getByRole('dialog', { name: 'Rimuovere Giulia Neri dal turno?' });
    await user.click(within(dialog).getByRole('button', { name: 'Rimuovi' }));
    expect(await screen.findByText('Nessun volontario iscritto, per ora.')).toBeInTheDocument();
    expect(removed).toHaveBeenCalledTimes(1);
  });

  it('a full shift with people queued: the removal says the place goes to the first in line', async () => {
    const user = userEvent.setup();
    renderShift([shiftMock({ shift: shiftData({ availableSpots: 0, waitlistCount: 2 }) })]);
    const person = await screen.findByRole('listitem', { name: 'Giulia Neri' });
    await user.click(within(person).getByRole('button', { name: 'Rimuovi Giulia Neri' }));
    const dialog = screen.getByRole('dialog', { name: 'Rimuovere Giulia Neri dal turno?' });
    expect(dialog).toHaveTextContent("Il posto passerà a chi è primo nella lista d'attesa");
    expect(dialog).not.toHaveTextContent('Il posto tornerà disponibile');
  });

  it('an administrator\'s controls on a full shift have no "Mettiti in lista d\'attesa"', async () => {
    renderShift([shiftMock({ shift: shiftData({ availableSpots: 0, waitingVolunteers: [] }) })]);
    expect(await screen.findByText('Posti esauriti')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Mettiti in lista d'attesa" })).toBeNull();
  });

  it('a volunteer on a full shift still gets "Mettiti in lista d\'attesa"', async () => {
    renderShift([
      shiftMock({ shift: shiftData({ availableSpots: 0, waitingVolunteers: [] }, false) }),
    ]);
    expect(
      await screen.findByRole('button', { name: "Mettiti in lista d'attesa" }),
    ).toBeInTheDocument();
  });

  it('a request from the waitlist is marked, and "Rifiuta" asks first, saying the place passes on', async () => {
    const user = userEvent.setup();
    const rejected = jest.fn();
    const fromQueue = { ...sara, fromWaitlist: true };
    const store = { shift: shiftData({ waitingVolunteers: [fromQueue] }) as unknown };
    renderShift([
      shiftMock(store),
      {
        request: {
          query: DecideShiftRequestDocument,
          variables: { input: { signUpId: 3, accept: false } },
        },
        result: () => {
          rejected();
          store.shift = shiftData({ waitingVolunteers: [] });
          return { data: { decideShiftRequest: { ...fromQueue, status: 'REJECTED' } } };
        },
      },
    ]);
    const waiting = await screen.findByRole('region', { name: 'Richieste in attesa' });
    const item = within(waiting).getByRole('listitem', { name: 'Sara Verdi' });
    expect(within(item).getByText("Dalla lista d'attesa")).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Rifiuta Sara Verdi' }));
    const dialog = screen.getByRole('dialog', { name: 'Rifiutare la richiesta di Sara Verdi?' });
    expect(dialog).toHaveTextContent('passerà al prossimo in lista');
    expect(rejected).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Rifiuta' }));
    expect(await within(waiting).findByText('Nessuna richiesta in attesa.')).toBeInTheDocument();
    expect(rejected).toHaveBeenCalledTimes(1);
  });

  it('deleting the shift asks first, then goes back to the event', async () => {
    const user = userEvent.setup();
    const { router } = renderShift([
      shiftMock({ shift: shiftData() }),
      {
        request: { query: DeleteShiftDocument, variables: { input: { shiftId: 9 } } },
        result: { data: { deleteShift: { __typename: 'Event', id: 4, shifts: [] } } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Elimina turno' }));
    const dialog = screen.getByRole('dialog', { name: 'Eliminare il turno Accoglienza?' });
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText('Pagina evento')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/event/4'));
    expect(screen.getByText('Turno eliminato')).toBeInTheDocument();
  });
});
