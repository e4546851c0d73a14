import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closedToast, toastVar } from '../../app/clientState';
import {
  AnswerWaitlistOfferDocument,
  JoinWaitlistDocument,
  LeaveWaitlistDocument,
  OnEventShiftsChangedDocument,
  OnShiftWaitlistChangedDocument,
  RemoveFromWaitlistDocument,
  ShiftScreenDocument,
} from '../../gql/graphql';
import { ShiftPage } from '../../pages/Event/ShiftPage';
import { FOREVER } from '../../test/associationFixtures';
import { membership, shiftSummary } from '../../test/eventFixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { shellData } from '../../test/shellFixtures';

type Mock = MockLink.MockedResponse;

/** A full shift (3 of 3 taken) of a public event; the viewer is an accepted volunteer. */
function fullShift(overrides: Record<string, unknown> = {}, isAdmin = false) {
  return {
    ...shiftSummary(9, { title: 'Accoglienza', availableSpots: 0, maxVolunteer: 3, ...overrides }),
    volunteers: [],
    waitingVolunteers: [],
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
      organiser: membership({}),
    },
  };
}

const row = (userId: number, name: string, position: number, offerExpiresAt: string | null) => ({
  __typename: 'WaitlistEntry' as const,
  userId,
  name,
  surname: 'Bianchi',
  position,
  joinedAt: '2030-05-20T08:00:00.000Z',
  offerExpiresAt,
});

function screenMock(shift: unknown, admin: boolean, waitlist: unknown[] = []): Mock {
  return {
    request: { query: ShiftScreenDocument, variables: { id: 9, admin } },
    result: {
      data: { ...shellData(), shift, ...(admin ? { shiftWaitlist: waitlist } : {}) },
    },
    maxUsageCount: FOREVER,
  };
}

/** The event's live shifts: `shift` after `delay` ms (a long one: nothing comes). */
const liveShift = (shift: unknown, delay = 60_000): Mock => ({
  request: { query: OnEventShiftsChangedDocument, variables: { eventId: 4 } },
  result: { data: { eventShiftsChanged: shift } },
  delay,
});

const quietQueue: Mock = {
  request: { query: OnShiftWaitlistChangedDocument, variables: { shiftId: 9 } },
  result: { data: { shiftWaitlistChanged: [] } },
  delay: 60_000,
  maxUsageCount: FOREVER,
};

function renderShift(mocks: Mock[], route = '/event/4/9') {
  return renderWithProviders(<ShiftPage />, {
    route,
    path: '/event/:idEvent/:idShift',
    mocks,
  });
}

const summary = (overrides: Record<string, unknown>) =>
  shiftSummary(9, { title: 'Accoglienza', availableSpots: 0, maxVolunteer: 3, ...overrides });

beforeEach(() => toastVar(closedToast));

describe('the waitlist of a full shift (issue 21)', () => {
  it('a full shift offers its waitlist instead of "Iscriviti"; joining shows the position', async () => {
    const user = userEvent.setup();
    const joined = jest.fn();
    renderShift([
      screenMock(fullShift({ waitlistCount: 1 }), false),
      liveShift(summary({})),
      {
        request: { query: JoinWaitlistDocument, variables: { input: { shiftId: 9 } } },
        result: () => {
          joined();
          return { data: { joinWaitlist: summary({ waitlistCount: 2, waitlistPosition: 2 }) } };
        },
      },
    ]);
    expect(await screen.findByText('Posti esauriti')).toBeInTheDocument();
    expect(screen.getByText(/1 persona in lista d'attesa/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Iscriviti' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: "Mettiti in lista d'attesa" }));
    expect(await screen.findByText("Sei 2° in lista d'attesa")).toBeInTheDocument();
    expect(joined).toHaveBeenCalledTimes(1);
    expect(
      screen.getByText("Sei in lista d'attesa: ti avviseremo quando si libera un posto"),
    ).toBeInTheDocument();
    expect(screen.getByText(/2 persone in lista d'attesa/)).toBeInTheDocument();
  });

  it('the position moves up live when someone ahead leaves', async () => {
    renderShift([
      screenMock(fullShift({ waitlistCount: 2, waitlistPosition: 2 }), false),
      liveShift(summary({ waitlistCount: 1, waitlistPosition: 1 }), 200),
    ]);
    expect(await screen.findByText("Sei 2° in lista d'attesa")).toBeInTheDocument();
    expect(await screen.findByText("Sei 1° in lista d'attesa")).toBeInTheDocument();
  });

  it('leaving the waitlist asks first', async () => {
    const user = userEvent.setup();
    const left = jest.fn();
    renderShift([
      screenMock(fullShift({ waitlistCount: 3, waitlistPosition: 3 }), false),
      liveShift(summary({})),
      {
        request: { query: LeaveWaitlistDocument, variables: { input: { shiftId: 9 } } },
        result: () => {
          left();
          return { data: { leaveWaitlist: summary({ waitlistCount: 2 }) } };
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: "Lascia la lista d'attesa" }));
    let dialog = screen.getByRole('dialog', {
      name: "Lasciare la lista d'attesa del turno «Accoglienza»?",
    });
    await user.click(within(dialog).getByRole('button', { name: 'Resta in lista' }));
    expect(left).not.toHaveBeenCalled();
    expect(screen.getByText("Sei 3° in lista d'attesa")).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: "Lascia la lista d'attesa" }));
    dialog = screen.getByRole('dialog', {
      name: "Lasciare la lista d'attesa del turno «Accoglienza»?",
    });
    await user.click(within(dialog).getByRole('button', { name: 'Lascia la lista' }));
    expect(
      await screen.findByRole('button', { name: "Mettiti in lista d'attesa" }),
    ).toBeInTheDocument();
    expect(left).toHaveBeenCalledTimes(1);
    expect(screen.getByText("Hai lasciato la lista d'attesa")).toBeInTheDocument();
  });

  it('an offer shows its deadline; "Accetto" turns it into a request waiting for the association', async () => {
    const user = userEvent.setup();
    renderShift([
      screenMock(
        fullShift({ waitlistPosition: 1, waitlistOfferExpiresAt: '2030-05-31T16:30:00.000Z' }),
        false,
      ),
      liveShift(summary({})),
      {
        request: {
          query: AnswerWaitlistOfferDocument,
          variables: { input: { shiftId: 9, accept: true } },
        },
        result: { data: { answerWaitlistOffer: summary({ mySignUp: 'WAITING' }) } },
      },
    ]);
    expect(await screen.findByText('Si è liberato un posto: è riservato a te!')).toBeVisible();
    expect(
      screen.getByText(
        'Rispondi entro il 31/05/2030 18:30, poi il posto passerà al prossimo in lista.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accetto' }));
    expect(await screen.findByText('Richiesta in attesa')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accetto' })).not.toBeInTheDocument();
    expect(
      screen.getByText("Posto accettato: l'associazione deve confermare la tua iscrizione"),
    ).toBeInTheDocument();
  });

  it('"Rinuncio" asks first; an offer no longer there is told in Italian (409)', async () => {
    const user = userEvent.setup();
    renderShift([
      screenMock(
        fullShift({ waitlistPosition: 1, waitlistOfferExpiresAt: '2030-05-31T16:30:00.000Z' }),
        false,
      ),
      liveShift(summary({})),
      {
        request: {
          query: AnswerWaitlistOfferDocument,
          variables: { input: { shiftId: 9, accept: false } },
        },
        result: {
          errors: [
            {
              message: 'No offer',
              extensions: { code: 'CONFLICT', key: 'waitlist.no_offer' },
            },
          ],
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Rinuncio' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Rinunciare al posto nel turno «Accoglienza»?',
    });
    expect(
      within(dialog).getByText(
        "Il posto passerà al prossimo in lista e uscirai dalla lista d'attesa.",
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Rinuncio al posto' }));
    expect(
      await screen.findByText(
        "Non hai un posto da confermare: l'offerta è scaduta o hai già risposto",
      ),
    ).toBeInTheDocument();
  });

  it('administrators see the queue in order, with the offer and its deadline, and remove after a confirmation', async () => {
    const user = userEvent.setup();
    const removed = jest.fn();
    renderShift(
      [
        screenMock(fullShift({ waitlistCount: 2 }, true), true, [
          row(41, 'Luca', 1, '2030-05-31T16:30:00.000Z'),
          row(42, 'Marta', 2, null),
        ]),
        liveShift(summary({})),
        quietQueue,
        {
          request: {
            query: RemoveFromWaitlistDocument,
            variables: { input: { shiftId: 9, userId: 41 } },
          },
          result: () => {
            removed();
            return { data: { removeFromWaitlist: summary({ waitlistCount: 1 }) } };
          },
        },
      ],
      '/event/4/9?admin=2',
    );
    const queue = await screen.findByRole('region', { name: "Lista d'attesa" });
    const entries = within(queue).getAllByRole('listitem');
    expect(
      entries.map((entry) => entry.getAttribute('aria-labelledby') && entry.textContent),
    ).toEqual([expect.stringContaining('Luca Bianchi'), expect.stringContaining('Marta Bianchi')]);
    const luca = within(queue).getByRole('listitem', { name: '1° Luca Bianchi' });
    expect(within(luca).getByText('In lista dal 20/05/2030 10:00')).toBeInTheDocument();
    expect(
      within(luca).getByText('Posto offerto: risposta entro il 31/05/2030 18:30'),
    ).toBeInTheDocument();

    await user.click(
      within(luca).getByRole('button', { name: "Rimuovi Luca Bianchi dalla lista d'attesa" }),
    );
    const dialog = screen.getByRole('dialog', {
      name: "Rimuovere Luca Bianchi dalla lista d'attesa?",
    });
    await user.click(within(dialog).getByRole('button', { name: 'Rimuovi' }));
    expect(
      await screen.findByText("Luca Bianchi rimosso dalla lista d'attesa"),
    ).toBeInTheDocument();
    expect(removed).toHaveBeenCalledTimes(1);
    expect(within(queue).queryByText('Luca Bianchi')).not.toBeInTheDocument();
    expect(within(queue).getByRole('listitem', { name: '1° Marta Bianchi' })).toBeInTheDocument();
  });

  it('the queue stays live for administrators', async () => {
    renderShift(
      [
        screenMock(fullShift({ waitlistCount: 1 }, true), true, [row(42, 'Marta', 1, null)]),
        liveShift(summary({})),
        {
          request: { query: OnShiftWaitlistChangedDocument, variables: { shiftId: 9 } },
          result: {
            data: {
              shiftWaitlistChanged: [
                row(42, 'Marta', 1, '2030-05-31T16:30:00.000Z'),
                row(43, 'Paolo', 2, null),
              ],
            },
          },
          delay: 200,
        },
      ],
      '/event/4/9?admin=2',
    );
    const queue = await screen.findByRole('region', { name: "Lista d'attesa" });
    expect(await within(queue).findByRole('listitem', { name: '2° Paolo Bianchi' })).toBeVisible();
    expect(within(queue).getByText(/Posto offerto/)).toBeInTheDocument();
  });

  it('an administrator who came without ?admin= gets a link to the queue, not a refused request', async () => {
    renderShift([screenMock(fullShift({ waitlistCount: 2 }, true), false), liveShift(summary({}))]);
    const queue = await screen.findByRole('region', { name: "Lista d'attesa" });
    expect(within(queue).getByText("2 persone in lista d'attesa")).toBeInTheDocument();
    expect(within(queue).getByRole('link', { name: "Vedi la lista d'attesa" })).toHaveAttribute(
      'href',
      '/event/4/9?admin=2',
    );
  });
});
