import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closedToast, toastVar } from '../../app/clientState';
import {
  EventScreenDocument,
  LikeEventDocument,
  OnEventShiftsChangedDocument,
  RecordEventViewDocument,
  RequestToVolunteerDocument,
  SignUpToShiftDocument,
  ViewerMembershipDocument,
  WithdrawFromShiftDocument,
} from '../../gql/graphql';
import { EventPage } from '../../pages/Event/EventPage';
import { FOREVER } from '../../test/associationFixtures';
import { eventDetail, membership, photo, shiftSummary } from '../../test/eventFixtures';
import { renderWithProviders, routeStub } from '../../test/renderWithProviders';
import { shellData } from '../../test/shellFixtures';

type Mock = MockLink.MockedResponse;

type Membership = Parameters<typeof membership>[0];

/**
 * The screen's one request: the shell, the event and the viewer's place in its association (by
 * default an accepted volunteer). `onCall` counts the requests.
 */
function eventMock(
  event: ReturnType<typeof eventDetail> | null,
  place: Membership = {},
  onCall = jest.fn(),
  delay?: number,
): Mock {
  return {
    request: { query: EventScreenDocument, variables: { id: 4 } },
    result: () => {
      onCall();
      return {
        data: { ...shellData(), event: event && { ...event, organiser: membership(place) } },
      };
    },
    maxUsageCount: FOREVER,
    delay,
  };
}

function recordViewMock(onCall = jest.fn()): Mock {
  return {
    request: { query: RecordEventViewDocument, variables: { input: { eventId: 4 } } },
    result: () => {
      onCall();
      return { data: { recordEventView: true } };
    },
    maxUsageCount: FOREVER,
  };
}

/** A live channel that stays silent during the test. */
const quietLive: Mock = {
  request: { query: OnEventShiftsChangedDocument, variables: { eventId: 4 } },
  result: { data: { eventShiftsChanged: shiftSummary(1) } },
  delay: 60_000,
  maxUsageCount: FOREVER,
};

function renderEvent(mocks: Mock[], history: string[] = []) {
  return renderWithProviders(<EventPage />, {
    route: '/event/4',
    path: '/event/:idEvent',
    history,
    mocks,
    routes: [routeStub('/', 'Pagina Home'), routeStub('/explore', 'Pagina Esplora')],
  });
}

const shiftItem = (title: string) => screen.getByRole('listitem', { name: title });

/** The shift's Iscriviti once it can be pressed (a click on a disabled one does nothing). */
async function enabledSignUp(item: HTMLElement): Promise<HTMLElement> {
  const button = within(item).getByRole('button', { name: 'Iscriviti' });
  await waitFor(() => expect(button).toBeEnabled(), { timeout: 15_000 });
  return button;
}

beforeEach(() => toastVar(closedToast));

describe('event page', () => {
  it('shows name, association, dates, address, description with safe links, and records one view', async () => {
    const asked = jest.fn();
    // the visit is written once the screen's one request answered (the event shows), never
    // beside it while it is in flight
    const recorded = jest.fn(() =>
      expect(
        screen.queryByRole('heading', { level: 1, name: 'Festa di primavera' }),
      ).not.toBeNull(),
    );
    renderEvent([
      eventMock(
        eventDetail(4, {
          name: 'Festa di primavera',
          description:
            'Programma su https://esempio.it/festa. Niente javascript:alert(1) né www.senza.it',
          startDate: '2030-06-01T08:00:00.000Z',
          endDate: '2030-06-01T16:30:00.000Z',
        }),
        {},
        asked,
        100,
      ),
      recordViewMock(recorded),
      quietLive,
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Festa di primavera' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Croce Verde' })).toHaveAttribute(
      'href',
      '/association/2',
    );
    // Europe/Rome (summer time: UTC+2)
    expect(screen.getByText('Dal 01/06/2030 10:00 al 01/06/2030 18:30')).toBeInTheDocument();
    expect(screen.getByText('Via Roma 1, Torino, TO')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'https://esempio.it/festa' });
    expect(link).toHaveAttribute('href', 'https://esempio.it/festa');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('link', { name: /javascript/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /senza/ })).not.toBeInTheDocument();
    // no photos: the placeholder
    expect(screen.getByRole('img', { name: 'Nessuna foto' })).toBeInTheDocument();
    await waitFor(() => expect(recorded).toHaveBeenCalledTimes(1));
    expect(recorded).toHaveReturned();
    // one request for the whole screen (issue 20)
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('shows the carousel when there are photos', async () => {
    renderEvent([
      eventMock(eventDetail(4, { photos: [photo(11), photo(12)] })),
      recordViewMock(),
      quietLive,
    ]);
    const carousel = await screen.findByRole('region', { name: "Foto dell'evento «Evento 4»" });
    expect(within(carousel).getByRole('img', { name: 'Foto 1 di 2' })).toHaveAttribute(
      'src',
      '/media/11',
    );
    expect(within(carousel).getByRole('button', { name: 'Foto successiva' })).toBeInTheDocument();
  });

  it('Iscriviti sends a request; the shift then shows it waiting with Annulla iscrizione', async () => {
    const user = userEvent.setup();
    renderEvent([
      eventMock(eventDetail(4)),
      recordViewMock(),
      quietLive,
      {
        request: { query: SignUpToShiftDocument, variables: { input: { shiftId: 1 } } },
        result: { data: { signUpToShift: shiftSummary(1, { mySignUp: 'WAITING' }) } },
        delay: 50,
      },
    ]);
    const item = await screen.findByRole('listitem', { name: 'Turno 1' });
    expect(within(item).getByText('Posti disponibili: 3')).toBeInTheDocument();
    await user.click(await enabledSignUp(item));
    expect(await within(item).findByText('Richiesta in attesa')).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Annulla iscrizione' })).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Iscriviti' })).not.toBeInTheDocument();
    expect(
      screen.getByText("Richiesta inviata! L'associazione deve confermare la tua iscrizione."),
    ).toBeInTheDocument();
  });

  it('a refused sign-up shows the server message and keeps Iscriviti', async () => {
    const user = userEvent.setup();
    renderEvent([
      eventMock(eventDetail(4)),
      recordViewMock(),
      quietLive,
      {
        request: { query: SignUpToShiftDocument, variables: { input: { shiftId: 1 } } },
        result: {
          errors: [
            {
              message: 'Non ci sono più posti disponibili per questo turno',
              extensions: { code: 'BAD_USER_INPUT', key: 'subscription_not_available_spots' },
            },
          ],
        },
      },
    ]);
    const item = await screen.findByRole('listitem', { name: 'Turno 1' });
    await user.click(await enabledSignUp(item));
    // the error travels through the mocked link, the error link and the toast: on a busy 2-core
    // machine (the backend suites running beside it) this has taken more than the usual 5 s
    expect(
      await screen.findByText(
        'Non ci sono più posti disponibili per questo turno',
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Iscriviti' })).toBeEnabled();
  });

  it('unsubscribing asks for confirmation first', async () => {
    const user = userEvent.setup();
    const withdrawn = jest.fn();
    renderEvent([
      eventMock(
        eventDetail(4, {
          shifts: [
            shiftSummary(1, { mySignUp: 'ACCEPTED', iAmSubscribed: true, availableSpots: 2 }),
          ],
        }),
      ),
      recordViewMock(),
      quietLive,
      {
        request: { query: WithdrawFromShiftDocument, variables: { input: { shiftId: 1 } } },
        result: () => {
          withdrawn();
          return {
            data: {
              withdrawFromShift: shiftSummary(1, {
                mySignUp: 'WITHDRAWN',
                iAmSubscribed: false,
                availableSpots: 3,
              }),
            },
          };
        },
      },
    ]);
    const item = await screen.findByRole('listitem', { name: 'Turno 1' });
    expect(within(item).getByText('Iscrizione confermata')).toBeInTheDocument();

    await user.click(within(item).getByRole('button', { name: 'Annulla iscrizione' }));
    let dialog = screen.getByRole('dialog', { name: "Annullare l'iscrizione al turno «Turno 1»?" });
    // the way out is not another "Annulla…" beside "Annulla iscrizione"
    expect(within(dialog).queryByRole('button', { name: 'Annulla' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: "Mantieni l'iscrizione" }));
    expect(withdrawn).not.toHaveBeenCalled();

    await user.click(
      within(shiftItem('Turno 1')).getByRole('button', { name: 'Annulla iscrizione' }),
    );
    dialog = screen.getByRole('dialog', { name: "Annullare l'iscrizione al turno «Turno 1»?" });
    await user.click(within(dialog).getByRole('button', { name: 'Annulla iscrizione' }));
    expect(
      await within(shiftItem('Turno 1')).findByRole('button', { name: 'Iscriviti' }),
    ).toBeInTheDocument();
    expect(withdrawn).toHaveBeenCalledTimes(1);
    expect(within(shiftItem('Turno 1')).getByText('Posti disponibili: 3')).toBeInTheDocument();
  });

  it('a terminated event shows the banner and no sign-up buttons', async () => {
    renderEvent([
      eventMock(
        eventDetail(4, {
          terminated: true,
          shifts: [shiftSummary(1), shiftSummary(2, { mySignUp: 'ACCEPTED' })],
        }),
      ),
      recordViewMock(),
      quietLive,
    ]);
    expect(
      await screen.findByText(
        'Questo evento è terminato: non è più possibile iscriversi ai turni.',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Iscriviti' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Annulla iscrizione' })).not.toBeInTheDocument();
  });

  it('a full shift says so instead of offering Iscriviti', async () => {
    renderEvent([
      eventMock(eventDetail(4, { shifts: [shiftSummary(1, { availableSpots: 0 })] })),
      recordViewMock(),
      quietLive,
    ]);
    const item = await screen.findByRole('listitem', { name: 'Turno 1' });
    expect(within(item).getByText('Posti esauriti')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Iscriviti' })).not.toBeInTheDocument();
  });

  it('remaining places change live when the subscription brings the shift', async () => {
    renderEvent([
      eventMock(eventDetail(4, { shifts: [shiftSummary(1), shiftSummary(2)] })),
      recordViewMock(),
      {
        request: { query: OnEventShiftsChangedDocument, variables: { eventId: 4 } },
        result: { data: { eventShiftsChanged: shiftSummary(2, { availableSpots: 1 }) } },
        delay: 150,
      },
    ]);
    const second = await screen.findByRole('listitem', { name: 'Turno 2' });
    expect(within(second).getByText('Posti disponibili: 3')).toBeInTheDocument();
    expect(await within(second).findByText('Posti disponibili: 1')).toBeInTheDocument();
    expect(within(shiftItem('Turno 1')).getByText('Posti disponibili: 3')).toBeInTheDocument();
  });

  it('like: the heart is a toggle button; a failure is only logged and turns it back', async () => {
    const user = userEvent.setup();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderEvent([
      eventMock(eventDetail(4, { numberLike: 2 })),
      recordViewMock(),
      quietLive,
      {
        request: { query: LikeEventDocument, variables: { input: { eventId: 4 } } },
        error: new Error('offline'),
        // long enough for the optimistic state to be seen after the click on a loaded machine
        delay: 800,
      },
    ]);
    const like = await screen.findByRole('button', { name: 'Mi piace' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('2 mi piace')).toBeInTheDocument();
    await user.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('3 mi piace')).toBeInTheDocument();
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'), { timeout: 5000 });
    expect(screen.getByText('2 mi piace')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    expect(toastVar().open).toBe(false);
    logged.mockRestore();
  });

  it('administrators get the event menu and a manage link per shift', async () => {
    const user = userEvent.setup();
    renderEvent([eventMock(eventDetail(4, { isAdmin: true })), recordViewMock(), quietLive]);
    const menuButton = await screen.findByRole('button', { name: 'Opzioni evento' });
    expect(menuButton).toHaveAttribute('aria-haspopup', 'menu');
    await user.click(menuButton);
    expect(screen.getByRole('menuitem', { name: 'Modifica' })).toHaveAttribute(
      'href',
      '/dashboard/2/create-event?id_event=4',
    );
    expect(screen.getByRole('menuitem', { name: 'Modifica' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
    expect(
      within(shiftItem('Turno 1')).getByRole('link', { name: 'Gestisci turno: Turno 1' }),
    ).toHaveAttribute('href', '/event/4/1?admin=2');
  });

  it('volunteers do not get the menu; their shift link has no admin', async () => {
    renderEvent([eventMock(eventDetail(4)), recordViewMock(), quietLive]);
    const item = await screen.findByRole('listitem', { name: 'Turno 1' });
    expect(screen.queryByRole('button', { name: 'Opzioni evento' })).not.toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Dettagli turno: Turno 1' })).toHaveAttribute(
      'href',
      '/event/4/1',
    );
  });

  it('an event that cannot be read sends the user back with a toast', async () => {
    const { router } = renderEvent([eventMock(null), recordViewMock(), quietLive], ['/explore']);
    expect(await screen.findByText('Pagina Esplora')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/explore');
    expect(screen.getByText('Evento non trovato o non più disponibile')).toBeInTheDocument();
    expect(toastVar()).toMatchObject({ open: true, type: 'error' });
  });

  it('a load error without a previous page goes Home with the server message', async () => {
    const { router } = renderEvent([
      {
        request: { query: EventScreenDocument, variables: { id: 4 } },
        result: {
          errors: [{ message: 'Evento non trovato', extensions: { code: 'NOT_FOUND' } }],
        },
      },
      recordViewMock(),
      quietLive,
    ]);
    expect(await screen.findByText('Pagina Home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('Evento non trovato')).toBeInTheDocument();
  });

  describe("a shift only the association's volunteers may join", () => {
    it('is disabled for someone who is not one, says why and offers Unisciti ai volontari', async () => {
      const user = userEvent.setup();
      const requested = jest.fn();
      renderEvent([
        eventMock(eventDetail(4), { iAmVolunteer: false }),
        recordViewMock(),
        quietLive,
        {
          request: {
            query: RequestToVolunteerDocument,
            variables: { input: { associationId: 2 } },
          },
          result: () => {
            requested();
            return {
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
            };
          },
        },
      ]);
      const item = await screen.findByRole('listitem', { name: 'Turno 1' });
      expect(
        await within(item).findByText("Riservato ai volontari dell'associazione"),
      ).toBeVisible();
      const signUpButton = within(item).getByRole('button', { name: 'Iscriviti' });
      expect(signUpButton).toBeDisabled();
      expect(signUpButton).toHaveAccessibleDescription("Riservato ai volontari dell'associazione");

      await user.click(within(item).getByRole('button', { name: 'Unisciti ai volontari' }));
      expect(
        await within(item).findByText(
          "Richiesta in attesa: l'associazione non ha ancora risposto.",
        ),
      ).toBeInTheDocument();
      expect(requested).toHaveBeenCalledTimes(1);
      expect(
        screen.getByText("Richiesta inviata! L'associazione ti risponderà a breve."),
      ).toBeInTheDocument();
      expect(
        within(item).queryByRole('button', { name: 'Unisciti ai volontari' }),
      ).not.toBeInTheDocument();
      expect(within(item).getByRole('button', { name: 'Iscriviti' })).toBeDisabled();
    });

    it('with a pending request says Richiesta in attesa instead', async () => {
      renderEvent([
        eventMock(eventDetail(4), { iAmVolunteer: false, iAmWaiting: true }),
        recordViewMock(),
        quietLive,
      ]);
      const item = await screen.findByRole('listitem', { name: 'Turno 1' });
      expect(
        await within(item).findByText(
          "Richiesta in attesa: l'associazione non ha ancora risposto.",
        ),
      ).toBeInTheDocument();
      expect(within(item).getByRole('button', { name: 'Iscriviti' })).toBeDisabled();
      expect(
        within(item).queryByRole('button', { name: 'Unisciti ai volontari' }),
      ).not.toBeInTheDocument();
    });

    it('an open-subscription shift of a public event is open to anyone (no membership asked)', async () => {
      const asked = jest.fn();
      renderEvent([
        // not a volunteer of the association, and Iscriviti is open all the same
        eventMock(eventDetail(4, { shifts: [shiftSummary(1, { openSubscription: true })] }), {
          iAmVolunteer: false,
        }),
        recordViewMock(),
        quietLive,
        {
          request: { query: ViewerMembershipDocument, variables: { id: 2 } },
          result: () => {
            asked();
            return { data: { association: membership({ iAmVolunteer: false }) } };
          },
          maxUsageCount: FOREVER,
        },
      ]);
      const item = await screen.findByRole('listitem', { name: 'Turno 1' });
      expect(within(item).getByRole('button', { name: 'Iscriviti' })).toBeEnabled();
      expect(within(item).queryByText(/Riservato ai volontari/)).not.toBeInTheDocument();
      expect(asked).not.toHaveBeenCalled();
    });

    it('an open-subscription shift of a private event stays members-only', async () => {
      renderEvent([
        eventMock(
          eventDetail(4, {
            isPublic: false,
            shifts: [shiftSummary(1, { openSubscription: true })],
          }),
          { iAmVolunteer: false },
        ),
        recordViewMock(),
        quietLive,
      ]);
      const item = await screen.findByRole('listitem', { name: 'Turno 1' });
      expect(
        await within(item).findByText("Riservato ai volontari dell'associazione"),
      ).toBeInTheDocument();
      expect(within(item).getByRole('button', { name: 'Iscriviti' })).toBeDisabled();
      expect(within(item).getByRole('button', { name: 'Unisciti ai volontari' })).toBeEnabled();
    });
  });
});
