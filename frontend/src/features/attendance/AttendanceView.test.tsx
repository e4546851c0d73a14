import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closedToast, toastVar } from '../../app/clientState';
import {
  AttendanceScreenDocument,
  ConfirmAttendanceDocument,
  OnShiftAttendanceChangedDocument,
  SetAttendanceDocument,
  type SetAttendanceMutationVariables,
} from '../../gql/graphql';
import { AttendancePage } from '../../pages/Dashboard/AttendancePage';
import { FOREVER } from '../../test/associationFixtures';
import { adminShellData, guardData } from '../../test/dashboardFixtures';
import { renderWithProviders } from '../../test/renderWithProviders';

type Mock = MockLink.MockedResponse;

/** A shift still to come: 09:00–13:00 in Rome (summer time). */
const COMING = { startDate: '2030-05-12T07:00:00.000Z', endDate: '2030-05-12T11:00:00.000Z' };
/** A shift that has ended. */
const ENDED = { startDate: '2024-05-12T07:00:00.000Z', endDate: '2024-05-12T11:00:00.000Z' };

function row(signUpId: number, name: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Attendance' as const,
    signUpId,
    userId: 100 + signUpId,
    name,
    surname: 'Rossi',
    status: 'UNKNOWN',
    checkedInAt: null as string | null,
    checkedOutAt: null as string | null,
    minutes: null as number | null,
    changes: [] as unknown[],
    ...overrides,
  };
}

function change(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'AttendanceChange' as const,
    at: '2030-05-12T12:00:00.000Z',
    byName: 'Giulia Verdi',
    status: 'PRESENT',
    checkedInAt: null as string | null,
    checkedOutAt: null as string | null,
    cause: null as string | null,
    fromStatus: null as string | null,
    fromCheckedInAt: null as string | null,
    fromCheckedOutAt: null as string | null,
    ...overrides,
  };
}

function screenData(
  rows: unknown[],
  times: { startDate: string; endDate: string } = COMING,
  associationId = 2,
) {
  return {
    ...adminShellData(),
    ...guardData(2),
    shift: {
      __typename: 'Shift' as const,
      id: 9,
      title: 'Accoglienza',
      ...times,
      event: {
        __typename: 'Event' as const,
        id: 4,
        name: 'Festa di primavera',
        associationId,
        association: {
          __typename: 'AssociationSummary' as const,
          id: associationId,
          name: 'Croce Verde',
        },
      },
    },
    shiftCheckIn: {
      __typename: 'CheckInCode' as const,
      code: 'AbC123',
      url: 'https://insieme.example/check-in/9?code=AbC123',
      validFrom: '2030-05-12T06:00:00.000Z',
      validUntil: times.endDate,
      qrSvg:
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21"><path d="M0 0h7v7H0z"/></svg>',
    },
    shiftAttendance: rows,
  };
}

function screenMock(data: Record<string, unknown>): Mock {
  return {
    request: { query: AttendanceScreenDocument, variables: { idAssociation: 2, idShift: 9 } },
    result: { data },
    maxUsageCount: FOREVER,
  };
}

/** The live list: `rows` after `delay` ms (a long one: nothing comes). */
function liveList(rows: unknown[], delay = 60_000): Mock {
  return {
    request: { query: OnShiftAttendanceChangedDocument, variables: { shiftId: 9 } },
    result: { data: { shiftAttendanceChanged: rows } },
    delay,
  };
}

function renderAttendance(mocks: Mock[]) {
  return renderWithProviders(<AttendancePage />, {
    route: '/dashboard/2/attendance/9',
    path: '/dashboard/:idAssociation/attendance/:idShift',
    mocks,
  });
}

const item = (name: string) => screen.getByRole('listitem', { name });

const originalPrint = window.print;
beforeEach(() => toastVar(closedToast));
afterEach(() => {
  window.print = originalPrint;
});

describe('Presenze of a shift (issue 22)', () => {
  it('shows the QR code large with its validity, "Stampa", and the people with their state', async () => {
    const user = userEvent.setup();
    const print = jest.fn();
    window.print = print;
    renderAttendance([
      screenMock(
        screenData([
          row(1, 'Anna', {
            status: 'PRESENT',
            checkedInAt: '2030-05-12T07:02:00.000Z',
            checkedOutAt: '2030-05-12T09:30:00.000Z',
            minutes: 148,
          }),
          row(2, 'Bruno', { checkedInAt: '2030-05-12T07:10:00.000Z' }),
          row(3, 'Carla', { status: 'ABSENT' }),
        ]),
      ),
      liveList([]),
    ]);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Presenze del turno «Accoglienza»' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Evento: Festa di primavera' })).toHaveAttribute(
      'href',
      '/event/4/9?admin=2',
    );
    const code = screen.getByRole('img', { name: 'QR code per registrare la presenza al turno' });
    expect(code.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(screen.getByText('Valido dal 12/05/2030 08:00 al 12/05/2030 13:00')).toBeInTheDocument();
    expect(screen.getByText('https://insieme.example/check-in/9?code=AbC123')).toBeInTheDocument();
    // the printed sheet names the association (issue 31)
    expect(
      within(code.closest('[data-print-area]') as HTMLElement).getByText('Croce Verde'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stampa' }));
    expect(print).toHaveBeenCalledTimes(1);

    expect(screen.getByText('Presenti: 1 · Assenti: 1 · Da confermare: 1')).toBeInTheDocument();
    const anna = item('Anna Rossi');
    expect(within(anna).getByText('Presente')).toBeInTheDocument();
    expect(within(anna).getByText('Entrata: 09:02 · Uscita: 11:30')).toBeInTheDocument();
    expect(within(anna).getByText('Tempo: 2 h 28 min')).toBeInTheDocument();
    expect(within(anna).queryByRole('button', { name: /^Segna presente/ })).not.toBeInTheDocument();
    const bruno = item('Bruno Rossi');
    expect(within(bruno).getByText('Da confermare')).toBeInTheDocument();
    expect(within(bruno).getByText('Entrata: 09:10 · Uscita non registrata')).toBeInTheDocument();
    expect(
      within(bruno).getByRole('button', { name: 'Segna presente Bruno Rossi' }),
    ).toBeInTheDocument();
    expect(
      within(bruno).getByRole('button', { name: 'Segna assente Bruno Rossi' }),
    ).toBeInTheDocument();
    const carla = item('Carla Rossi');
    expect(within(carla).getByText('Assente')).toBeInTheDocument();
    expect(
      within(carla).getByText('Entrata non registrata · Uscita non registrata'),
    ).toBeInTheDocument();

    // the shift has not ended: the confirmation waits for it
    expect(screen.queryByRole('button', { name: 'Conferma presenze' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Potrai confermare le presenze dalla fine del turno (13:00).'),
    ).toBeInTheDocument();
  });

  it('someone checking in shows up without a reload', async () => {
    renderAttendance([
      screenMock(screenData([row(1, 'Anna')])),
      liveList([row(1, 'Anna', { checkedInAt: '2030-05-12T06:58:00.000Z' })], 200),
    ]);
    const anna = await screen.findByRole('listitem', { name: 'Anna Rossi' });
    expect(
      within(anna).getByText('Entrata non registrata · Uscita non registrata'),
    ).toBeInTheDocument();
    expect(
      await within(anna).findByText('Entrata: 08:58 · Uscita non registrata'),
    ).toBeInTheDocument();
  });

  it('marks someone absent, and the change shows who made it and when', async () => {
    const user = userEvent.setup();
    renderAttendance([
      screenMock(screenData([row(2, 'Bruno')])),
      liveList([]),
      {
        request: {
          query: SetAttendanceDocument,
          variables: { input: { signUpId: 2, status: 'ABSENT' } },
        },
        result: {
          data: {
            setAttendance: row(2, 'Bruno', {
              status: 'ABSENT',
              changes: [change({ status: 'ABSENT' })],
            }),
          },
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Segna assente Bruno Rossi' }));
    const bruno = item('Bruno Rossi');
    expect(await within(bruno).findByText('Assente')).toBeInTheDocument();
    expect(await screen.findByText('Bruno Rossi: assente')).toBeInTheDocument();
    expect(within(bruno).queryByRole('button', { name: /^Segna assente/ })).not.toBeInTheDocument();
    await user.click(within(bruno).getByText('Modifiche (1)'));
    expect(within(bruno).getByText('12/05/2030 14:00 · Giulia Verdi: Assente')).toBeVisible();
  });

  it('"Correggi orari" checks the times, then saves them with the person present', async () => {
    const user = userEvent.setup();
    const sent: SetAttendanceMutationVariables[] = [];
    renderAttendance([
      screenMock(screenData([row(2, 'Bruno', { checkedInAt: '2030-05-12T07:10:00.000Z' })])),
      liveList([]),
      {
        request: {
          query: SetAttendanceDocument,
          variables: (variables: SetAttendanceMutationVariables) => {
            sent.push(variables);
            return true;
          },
        },
        result: {
          data: {
            setAttendance: row(2, 'Bruno', {
              status: 'PRESENT',
              checkedInAt: '2030-05-12T07:15:00.000Z',
              checkedOutAt: '2030-05-12T10:45:00.000Z',
              minutes: 210,
              changes: [
                change({
                  byName: 'Bruno Rossi',
                  cause: 'CHECK_IN',
                  status: 'UNKNOWN',
                  checkedInAt: '2030-05-12T07:10:00.000Z',
                  fromStatus: 'UNKNOWN',
                }),
                change({
                  cause: 'CORRECTED',
                  checkedInAt: '2030-05-12T07:15:00.000Z',
                  checkedOutAt: '2030-05-12T10:45:00.000Z',
                  fromStatus: 'UNKNOWN',
                  fromCheckedInAt: '2030-05-12T07:10:00.000Z',
                }),
              ],
            }),
          },
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Correggi orari di Bruno Rossi' }));
    const dialog = screen.getByRole('dialog', { name: 'Orari di Bruno Rossi' });
    const entry = within(dialog).getByLabelText('Entrata');
    const exit = within(dialog).getByLabelText('Uscita');
    // the recorded entry, and the shift's end for the missing exit
    expect(entry).toHaveValue('2030-05-12T09:10');
    expect(exit).toHaveValue('2030-05-12T13:00');

    fireEvent.change(exit, { target: { value: '2030-05-12T09:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    // the service's rule and message (@insieme/schema), on the check-out, which takes the focus
    expect(
      within(dialog).getByText(
        "Orari non validi: l'uscita non può precedere l'entrata e gli orari devono restare entro un giorno dal turno",
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(exit).toHaveFocus());
    expect(exit).toHaveAccessibleDescription(/^Orari non validi/);
    expect(sent).toEqual([]);

    fireEvent.change(entry, { target: { value: '' } });
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(within(dialog).getByText("Indica l'orario")).toBeInTheDocument();
    await waitFor(() => expect(entry).toHaveFocus());
    expect(sent).toEqual([]);

    fireEvent.change(entry, { target: { value: '2030-05-12T09:15' } });
    fireEvent.change(exit, { target: { value: '2030-05-12T12:45' } });
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Orari di Bruno Rossi aggiornati')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        input: {
          signUpId: 2,
          status: 'PRESENT',
          checkedInAt: '2030-05-12T07:15:00.000Z',
          checkedOutAt: '2030-05-12T10:45:00.000Z',
        },
      },
    ]);
    const bruno = item('Bruno Rossi');
    expect(within(bruno).getByText('Tempo: 3 h 30 min')).toBeInTheDocument();
    // issue 31: each change says what it replaced ("da → a"), the volunteer's check-in too
    await user.click(within(bruno).getByText('Modifiche (2)'));
    expect(
      within(bruno).getByText(
        '12/05/2030 14:00 · Entrata · Bruno Rossi: da Da confermare → a Da confermare (09:10 – …)',
      ),
    ).toBeVisible();
    expect(
      within(bruno).getByText(
        '12/05/2030 14:00 · Correzione · Giulia Verdi: da Da confermare (09:10 – …) → a Presente (09:15 – 12:45)',
      ),
    ).toBeVisible();
  });

  it('after the shift, "Conferma presenze" asks first, then shows everyone as the server has them', async () => {
    const user = userEvent.setup();
    const confirmed = jest.fn();
    renderAttendance([
      screenMock(
        screenData(
          [row(1, 'Anna', { checkedInAt: '2024-05-12T07:02:00.000Z' }), row(2, 'Bruno')],
          ENDED,
        ),
      ),
      liveList([]),
      {
        request: { query: ConfirmAttendanceDocument, variables: { input: { shiftId: 9 } } },
        result: () => {
          confirmed();
          return {
            data: {
              confirmAttendance: [
                row(1, 'Anna', {
                  status: 'PRESENT',
                  checkedInAt: '2024-05-12T07:02:00.000Z',
                  checkedOutAt: '2024-05-12T11:00:00.000Z',
                  minutes: 238,
                  changes: [change({ at: '2024-05-12T12:00:00.000Z' })],
                }),
                row(2, 'Bruno', {
                  status: 'ABSENT',
                  changes: [change({ at: '2024-05-12T12:00:00.000Z', status: 'ABSENT' })],
                }),
              ],
            },
          };
        },
      },
    ]);
    // issue 31: after the end the confirmation comes first, above the list and the code
    const confirmFirst = await screen.findByRole('button', { name: 'Conferma presenze' });
    for (const later of [
      screen.getByRole('listitem', { name: 'Bruno Rossi' }),
      screen.getByRole('heading', { name: 'QR code per la presenza' }),
    ])
      expect(confirmFirst.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
        Node.DOCUMENT_POSITION_FOLLOWING,
      );
    await user.click(confirmFirst);
    const dialog = screen.getByRole('dialog', { name: 'Confermare le presenze?' });
    expect(confirmed).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Conferma presenze' }));
    expect(await screen.findByText('Presenze confermate')).toBeInTheDocument();
    expect(confirmed).toHaveBeenCalledTimes(1);
    expect(
      await screen.findByText('Presenti: 1 · Assenti: 1 · Da confermare: 0'),
    ).toBeInTheDocument();
    expect(within(item('Anna Rossi')).getByText('Tempo: 3 h 58 min')).toBeInTheDocument();
    expect(within(item('Bruno Rossi')).getByText('Assente')).toBeInTheDocument();
  });

  it('a shift without accepted volunteers says so', async () => {
    renderAttendance([screenMock(screenData([])), liveList([])]);
    expect(
      await screen.findByText('Nessun volontario accettato per questo turno.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^QR code/ })).toBeInTheDocument();
  });

  it("a shift of another association is not this dashboard's", async () => {
    renderAttendance([screenMock(screenData([], COMING, 3)), liveList([])]);
    expect(
      await screen.findByRole('heading', { name: 'Turno non trovato in questa associazione' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it.each(['NOT_FOUND', 'FORBIDDEN'])(
    'a shift the server will not show (%s) is not found, with nothing to retry',
    async (code) => {
      renderAttendance([
        {
          request: { query: AttendanceScreenDocument, variables: { idAssociation: 2, idShift: 9 } },
          result: { errors: [{ message: 'No', extensions: { code } }] },
        },
      ]);
      expect(
        await screen.findByRole('heading', { name: 'Turno non trovato in questa associazione' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Riprova' })).not.toBeInTheDocument();
    },
  );

  it('a failed load offers to try again', async () => {
    const user = userEvent.setup();
    renderAttendance([
      {
        request: { query: AttendanceScreenDocument, variables: { idAssociation: 2, idShift: 9 } },
        result: {
          errors: [{ message: 'Troppe richieste', extensions: { code: 'TOO_MANY_REQUESTS' } }],
        },
      },
      screenMock(screenData([row(1, 'Anna')])),
      liveList([]),
    ]);
    expect(
      await screen.findByRole('heading', { name: 'Non è stato possibile caricare le presenze.' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('listitem', { name: 'Anna Rossi' })).toBeInTheDocument();
  });
});
