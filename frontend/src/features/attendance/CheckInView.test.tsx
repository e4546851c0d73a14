import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closedToast, toastVar } from '../../app/clientState';
import { CheckInDocument, CheckInScreenDocument, CheckOutDocument } from '../../gql/graphql';
import { CheckInPage } from '../../pages/CheckIn/CheckInPage';
import { FOREVER } from '../../test/associationFixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { shellData } from '../../test/shellFixtures';

type Mock = MockLink.MockedResponse;

const CODE = 'AbC-123_xyz';

/** 09:00–13:00 in Rome (summer time) */
const START = '2020-05-12T07:00:00.000Z';
const END = '2020-05-12T11:00:00.000Z';

function attendance(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'MyAttendance' as const,
    status: 'UNKNOWN',
    checkedInAt: null as string | null,
    checkedOutAt: null as string | null,
    minutes: null as number | null,
    ...overrides,
  };
}

function shift(myAttendance: ReturnType<typeof attendance> | null = null) {
  return {
    __typename: 'Shift' as const,
    id: 9,
    title: 'Accoglienza',
    startDate: START,
    endDate: END,
    event: {
      __typename: 'Event' as const,
      id: 4,
      name: 'Festa di primavera',
      association: { __typename: 'AssociationSummary' as const, id: 2, name: 'Croce Verde' },
    },
    myAttendance,
  };
}

function screenMock(answer: unknown, maxUsageCount = FOREVER): Mock {
  return {
    request: { query: CheckInScreenDocument, variables: { idShift: 9 } },
    result: { data: { ...shellData(), shift: answer } },
    maxUsageCount,
  };
}

function checkInMock(result: Mock['result'], asked = jest.fn()): Mock {
  return {
    request: { query: CheckInDocument, variables: { input: { shiftId: 9, code: CODE } } },
    result: (() => {
      asked();
      return result;
    }) as Mock['result'],
  };
}

const refusal = (code: string, key?: string, message = 'Rifiutato') => ({
  errors: [{ message, extensions: { code, ...(key ? { key } : {}) } }],
});

function renderCheckIn(mocks: Mock[], route = `/check-in/9?code=${CODE}`) {
  return renderWithProviders(<CheckInPage />, { route, path: '/check-in/:idShift', mocks });
}

beforeEach(() => toastVar(closedToast));

describe('check-in from the QR code (issue 22)', () => {
  it('checks in once on arrival and shows the time and the shift; "Ho finito" checks out', async () => {
    const user = userEvent.setup();
    const asked = jest.fn();
    renderCheckIn([
      screenMock(shift()),
      checkInMock(
        { data: { checkIn: shift(attendance({ checkedInAt: '2020-05-12T07:02:00.000Z' })) } },
        asked,
      ),
      {
        request: { query: CheckOutDocument, variables: { input: { shiftId: 9 } } },
        result: {
          data: {
            checkOut: shift(
              attendance({
                checkedInAt: '2020-05-12T07:02:00.000Z',
                checkedOutAt: '2020-05-12T09:30:00.000Z',
                minutes: 148,
              }),
            ),
          },
        },
      },
    ]);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Presenza registrata' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Entrata alle 09:02');
    expect(screen.getByText('Festa di primavera')).toBeInTheDocument();
    expect(screen.getByText('Accoglienza')).toBeInTheDocument();
    expect(screen.getByText('12/05/2020 09:00 – 13:00')).toBeInTheDocument();
    expect(screen.getByText('Croce Verde')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vai al turno' })).toHaveAttribute(
      'href',
      '/event/4/9',
    );
    expect(asked).toHaveBeenCalledTimes(1);

    // issue 31: the exit is final, so it asks first; "Non ancora" sends nothing
    await user.click(screen.getByRole('button', { name: 'Ho finito' }));
    expect(screen.getByRole('dialog', { name: 'Hai finito il turno?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Non ancora' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      screen.getByRole('heading', { level: 1, name: 'Presenza registrata' }),
    ).toBeInTheDocument();
    // from the keyboard: Enter on the button, then on the dialog's "Sì, ho finito"
    screen.getByRole('button', { name: 'Ho finito' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Hai finito il turno?' });
    screen.getByRole('button', { name: 'Sì, ho finito' }).focus();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Uscita registrata' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Entrata alle 09:02Uscita alle 11:30');
    expect(screen.getByText('Tempo registrato: 2 h 28 min')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ho finito' })).not.toBeInTheDocument();
    // the check-in was not sent again when the answers rewrote the shift
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('someone already checked in sees their state, and nothing is sent', async () => {
    const asked = jest.fn();
    renderCheckIn([
      screenMock(shift(attendance({ checkedInAt: '2020-05-12T06:55:00.000Z' }))),
      checkInMock({ data: { checkIn: shift() } }, asked),
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Presenza registrata' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Entrata alle 08:55');
    expect(screen.getByRole('button', { name: 'Ho finito' })).toBeInTheDocument();
    expect(asked).not.toHaveBeenCalled();
  });

  it('"already checked in" from the server is no error: the shift is read again for the times', async () => {
    renderCheckIn([
      screenMock(shift(), 1),
      checkInMock(refusal('CONFLICT', 'attendance.already_checked_in')),
      screenMock(shift(attendance({ checkedInAt: '2020-05-12T07:10:00.000Z' }))),
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Presenza registrata' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Entrata alle 09:10')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    [
      'a wrong code',
      refusal('FORBIDDEN', 'attendance.wrong_code'),
      'Questo codice non vale per il turno. Inquadra di nuovo il QR code mostrato dai responsabili.',
    ],
    [
      'someone not accepted on the shift',
      refusal('FORBIDDEN', 'attendance.not_accepted'),
      'Non risulti tra i volontari accettati per questo turno: la presenza non si può registrare.',
    ],
    [
      'a refusal without its reason',
      refusal('FORBIDDEN'),
      'Il codice non è valido per il turno, oppure la tua iscrizione non è stata accettata.',
    ],
    [
      'a code used outside its window',
      refusal('CONFLICT', 'attendance.outside_window'),
      "Il codice funziona da 60 minuti prima dell'inizio del turno fino alla sua fine.",
    ],
    [
      // the shift of the fixtures was in 2020: the window is closed
      'a conflict without its reason, outside the window',
      refusal('CONFLICT'),
      "Il codice funziona da 60 minuti prima dell'inizio del turno fino alla sua fine.",
    ],
  ])('%s is told in Italian, with the shift', async (_case, answer, text) => {
    renderCheckIn([screenMock(shift()), checkInMock(answer)]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Presenza non registrata' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.getByText('12/05/2020 09:00 – 13:00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ho finito' })).not.toBeInTheDocument();
  });

  it('an address without its code checks nothing in', async () => {
    const asked = jest.fn();
    renderCheckIn(
      [screenMock(shift()), checkInMock({ data: { checkIn: shift() } }, asked)],
      '/check-in/9',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Nell'indirizzo manca il codice: inquadra di nuovo il QR code del turno.",
    );
    expect(await screen.findByText('Festa di primavera')).toBeInTheDocument();
    expect(asked).not.toHaveBeenCalled();
  });

  it('a shift that does not exist (or is not visible) is not found', async () => {
    const asked = jest.fn();
    renderCheckIn([screenMock(null), checkInMock({ data: { checkIn: shift() } }, asked)]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Turno non trovato o non più disponibile',
    );
    expect(asked).not.toHaveBeenCalled();
  });

  it('a failure of the server offers to try again, which checks in', async () => {
    const user = userEvent.setup();
    renderCheckIn([
      screenMock(shift()),
      checkInMock(refusal('TOO_MANY_REQUESTS')),
      checkInMock({
        data: { checkIn: shift(attendance({ checkedInAt: '2020-05-12T07:05:00.000Z' })) },
      }),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Non è stato possibile registrare la presenza.',
    );
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Presenza registrata' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Entrata alle 09:05');
  });

  it('a check-out already recorded elsewhere is said, and the state read again', async () => {
    const user = userEvent.setup();
    renderCheckIn([
      screenMock(shift(attendance({ checkedInAt: '2020-05-12T07:02:00.000Z' })), 1),
      {
        request: { query: CheckOutDocument, variables: { input: { shiftId: 9 } } },
        result: refusal('CONFLICT', 'attendance.already_checked_out'),
      },
      screenMock(
        shift(
          attendance({
            checkedInAt: '2020-05-12T07:02:00.000Z',
            checkedOutAt: '2020-05-12T11:00:00.000Z',
            minutes: 238,
          }),
        ),
      ),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Ho finito' }));
    await user.click(screen.getByRole('button', { name: 'Sì, ho finito' }));
    expect(await screen.findByText("L'uscita era già registrata.")).toBeInTheDocument();
    expect(await screen.findByText('Tempo registrato: 3 h 58 min')).toBeInTheDocument();
  });

  it('"Ho finito" waits for the shift\'s start after an early check-in (issue 31)', async () => {
    const start = new Date(Date.now() + 30 * 60_000).toISOString();
    const early = {
      ...shift(attendance({ checkedInAt: new Date().toISOString() })),
      startDate: start,
      endDate: new Date(Date.now() + 3 * 3600_000).toISOString(),
    };
    renderCheckIn([screenMock(early)]);
    const finish = await screen.findByRole('button', { name: 'Ho finito' });
    expect(finish).toBeDisabled();
    expect(finish).toHaveAccessibleDescription(/si attiva all'inizio del turno/);
  });
});
