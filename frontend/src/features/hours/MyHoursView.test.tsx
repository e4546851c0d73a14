import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closedToast, toastVar } from '../../app/clientState';
import { MyHoursScreenDocument } from '../../gql/graphql';
import { MyHoursPage } from '../../pages/Settings/MyHoursPage';
import { FOREVER } from '../../test/associationFixtures';
import { withFormDataOfAnyForm } from '../../test/formDataShim';
import { renderWithProviders } from '../../test/renderWithProviders';
import { shellData } from '../../test/shellFixtures';
import { capturedDownloads, statement } from './testFixtures';

type Mock = MockLink.MockedResponse;

function myHours(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'MyHours' as const,
    from: '2024-06-01',
    to: '2025-05-31',
    totalMinutes: 750,
    months: [
      { __typename: 'HoursMonth' as const, month: '2025-04', minutes: 300 },
      { __typename: 'HoursMonth' as const, month: '2025-05', minutes: 450 },
    ],
    associations: [
      {
        __typename: 'AssociationHoursOfMine' as const,
        associationId: 2,
        name: 'Croce Verde',
        minutes: 750,
        shifts: [
          {
            __typename: 'HoursShift' as const,
            shiftId: 7,
            eventId: 3,
            eventName: 'Mercatino',
            shiftTitle: 'Cassa',
            startDate: '2025-04-20T08:00:00.000Z',
            minutes: 300,
          },
          {
            __typename: 'HoursShift' as const,
            shiftId: 9,
            eventId: 4,
            eventName: 'Festa di primavera',
            shiftTitle: 'Accoglienza',
            startDate: '2025-05-12T07:00:00.000Z',
            minutes: 450,
          },
        ],
      },
    ],
    ...overrides,
  };
}

function screenMock(
  variables: { from: string | null; to: string | null },
  hours: unknown,
  statements: unknown[] = [],
  maxUsageCount = FOREVER,
): Mock {
  return {
    request: { query: MyHoursScreenDocument, variables },
    result: { data: { ...shellData(), myHours: hours, myHoursStatements: statements } },
    maxUsageCount,
  };
}

const DEFAULT = { from: null, to: null };

function renderHours(mocks: Mock[], route = '/settings/hours') {
  return renderWithProviders(<MyHoursPage />, { route, path: '/settings/hours', mocks });
}

const clicked = capturedDownloads();

withFormDataOfAnyForm();

beforeEach(() => toastVar(closedToast));
afterEach(() => jest.restoreAllMocks());

describe('Le mie ore (issue 22)', () => {
  it('shows the last 12 months: total, months, each association with its shifts, my statements', async () => {
    renderHours([
      screenMock(DEFAULT, myHours(), [
        statement(31, { revokedAt: '2025-06-02T08:00:00.000Z' }),
        statement(30),
      ]),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Le mie ore' })).toBeInTheDocument();
    const total = await screen.findByRole('region', { name: 'Ore totali' });
    expect(within(total).getByText('12 h 30 min')).toBeInTheDocument();
    expect(within(total).getByText('Dal 01/06/2024 al 31/05/2025')).toBeInTheDocument();
    // the period the server chose is in the fields
    expect(screen.getByLabelText('Dal')).toHaveValue('2024-06-01');
    expect(screen.getByLabelText('Al')).toHaveValue('2025-05-31');

    const months = screen.getByRole('list', { name: 'Ore per mese' });
    expect(
      within(months)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['aprile 20255 h', 'maggio 20257 h 30 min']);

    const association = screen.getByRole('region', { name: 'Croce Verde' });
    expect(
      within(association).getByRole('link', { name: 'Festa di primavera · Accoglienza' }),
    ).toHaveAttribute('href', '/event/4/9');
    expect(within(association).getByText('12/05/2025')).toBeInTheDocument();
    expect(within(association).getByText('7 h 30 min')).toBeInTheDocument();
    expect(
      within(association).getByRole('button', {
        name: "Scarica attestazione (PDF) dell'associazione «Croce Verde»",
      }),
    ).toBeInTheDocument();

    const statements = screen.getByRole('region', { name: 'Le mie attestazioni' });
    const items = within(statements).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText('Revocata il 02/06/2025')).toBeInTheDocument();
    expect(
      within(items[1]).getByRole('link', { name: "Verifica l'attestazione del 01/06/2025 10:00" }),
    ).toHaveAttribute('href', 'https://insieme.example/verify/token-30');
  });

  it('downloads the statement of an association with the session, then lists it', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem('accessToken', 'token-1');
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response('%PDF-1.7', {
        headers: { 'Content-Disposition': 'attachment; filename="attestazione-ore.pdf"' },
      }),
    );
    renderHours([
      screenMock(DEFAULT, myHours(), [], 1),
      screenMock(DEFAULT, myHours(), [statement(32)]),
    ]);
    await user.click(await screen.findByRole('button', { name: /^Scarica attestazione \(PDF\)/ }));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/user/hours/statement?id_association=2&from=2024-06-01&to=2025-05-31',
      {
        headers: { 'Accept-Language': 'it', Authorization: 'Bearer token-1' },
        cache: 'no-store',
      },
    );
    expect(clicked).toEqual(['attestazione-ore.pdf']);
    const statements = screen.getByRole('region', { name: 'Le mie attestazioni' });
    expect(await within(statements).findByText('Croce Verde')).toBeInTheDocument();
  });

  it('a statement with nothing to attest is told in words', async () => {
    const user = userEvent.setup();
    jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ message: 'Not found' }), { status: 404 }));
    renderHours([screenMock(DEFAULT, myHours())]);
    await user.click(await screen.findByRole('button', { name: /^Scarica attestazione \(PDF\)/ }));
    expect(
      await screen.findByText(
        "Nessuna ora di presenza per questa associazione nel periodo: non c'è niente da attestare.",
      ),
    ).toBeInTheDocument();
    expect(clicked).toEqual([]);
  });

  it('another period is asked for by its address, checked first', async () => {
    const user = userEvent.setup();
    const { router } = renderHours([
      screenMock(DEFAULT, myHours()),
      screenMock(
        { from: '2025-01-01', to: '2025-03-31' },
        myHours({
          from: '2025-01-01',
          to: '2025-03-31',
          totalMinutes: 0,
          months: [],
          associations: [],
        }),
      ),
    ]);
    // the fields hold the server's period once it answers
    await screen.findByRole('region', { name: 'Ore totali' });
    const from = screen.getByLabelText('Dal');
    fireEvent.change(from, { target: { value: '2025-04-01' } });
    fireEvent.change(screen.getByLabelText('Al'), { target: { value: '2025-03-31' } });
    await user.click(screen.getByRole('button', { name: 'Mostra' }));
    expect(screen.getByText('La data di inizio deve precedere quella di fine')).toBeInTheDocument();
    // the shared hoursPeriodSchema's message, on "Dal", which takes the focus
    await waitFor(() => expect(from).toHaveFocus());
    expect(from).toHaveAccessibleDescription('La data di inizio deve precedere quella di fine');
    expect(router.state.location.search).toBe('');

    fireEvent.change(from, { target: { value: '2025-01-01' } });
    await user.click(screen.getByRole('button', { name: 'Mostra' }));
    expect(router.state.location.search).toBe('?from=2025-01-01&to=2025-03-31');
    expect(
      await screen.findByText('Nessuna ora di presenza registrata in questo periodo.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Dal 01/01/2025 al 31/03/2025')).toBeInTheDocument();
    expect(screen.getByText('Nessuna attestazione scaricata, per ora.')).toBeInTheDocument();
  });

  it('a failed load offers to try again', async () => {
    const user = userEvent.setup();
    renderHours([
      {
        request: { query: MyHoursScreenDocument, variables: DEFAULT },
        result: {
          errors: [{ message: 'Periodo non valido', extensions: { code: 'BAD_USER_INPUT' } }],
        },
      },
      screenMock(DEFAULT, myHours()),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('region', { name: 'Ore totali' })).toHaveTextContent(
      '12 h 30 min',
    );
  });
});
