import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closedToast, toastVar } from '../../app/clientState';
import { AssociationHoursScreenDocument, RevokeHoursStatementDocument } from '../../gql/graphql';
import { AssociationHoursPage } from '../../pages/Dashboard/AssociationHoursPage';
import { FOREVER } from '../../test/associationFixtures';
import { adminShellData, dashboardHeader, guardData } from '../../test/dashboardFixtures';
import { withFormDataOfAnyForm } from '../../test/formDataShim';
import { renderWithProviders } from '../../test/renderWithProviders';
import { capturedDownloads, statement } from './testFixtures';

type Mock = MockLink.MockedResponse;

const volunteer = (userId: number, name: string, minutes: number, shiftCount: number) => ({
  __typename: 'VolunteerHours' as const,
  userId,
  name,
  surname: 'Rossi',
  minutes,
  shiftCount,
});

function hours(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'AssociationHours' as const,
    associationId: 2,
    from: '2024-06-01',
    to: '2025-05-31',
    totalMinutes: 1230,
    volunteers: [volunteer(11, 'Anna', 750, 5), volunteer(12, 'Bruno', 480, 1)],
    ...overrides,
  };
}

function screenMock(
  variables: { from: string | null; to: string | null },
  answer: unknown,
  statements: unknown[] = [],
): Mock {
  return {
    request: {
      query: AssociationHoursScreenDocument,
      variables: { idAssociation: 2, ...variables },
    },
    result: {
      data: {
        ...adminShellData(),
        ...guardData(2),
        ...dashboardHeader(2),
        associationHours: answer,
        associationHoursStatements: statements,
      },
    },
    maxUsageCount: FOREVER,
  };
}

const DEFAULT = { from: null, to: null };

function renderHours(mocks: Mock[], route = '/dashboard/2/hours') {
  return renderWithProviders(<AssociationHoursPage />, {
    route,
    path: '/dashboard/:idAssociation/hours',
    mocks,
  });
}

function setDesktop(matches: boolean) {
  window.matchMedia = ((query: string) => ({
    matches,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

const originalMatchMedia = window.matchMedia;
const clicked = capturedDownloads();

withFormDataOfAnyForm();

beforeEach(() => toastVar(closedToast));
afterEach(() => {
  window.matchMedia = originalMatchMedia;
  jest.restoreAllMocks();
});

describe('Ore dei volontari (issue 22)', () => {
  it('on a phone: the total of the period and a card per volunteer', async () => {
    renderHours([screenMock(DEFAULT, hours())]);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: "Ore dei volontari dell'associazione «Croce Verde»",
      }),
    ).toBeInTheDocument();
    const total = await screen.findByRole('region', { name: "Totale dell'associazione" });
    expect(within(total).getByText('20 h 30 min')).toBeInTheDocument();
    expect(within(total).getByText('Dal 01/06/2024 al 31/05/2025')).toBeInTheDocument();
    const volunteers = screen.getByRole('region', { name: 'Volontari' });
    expect(within(volunteers).queryByRole('table')).not.toBeInTheDocument();
    expect(
      within(volunteers)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Anna Rossi12 h 30 min · 5 turni', 'Bruno Rossi8 h · 1 turno']);
  });

  it('on a desktop: a table with name, surname, hours and shifts', async () => {
    setDesktop(true);
    renderHours([screenMock(DEFAULT, hours())]);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Nome', 'Cognome', 'Ore', 'Turni']);
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((tr) =>
          within(tr)
            .getAllByRole('cell')
            .map((td) => td.textContent),
        ),
    ).toEqual([
      ['Anna', 'Rossi', '12 h 30 min', '5'],
      ['Bruno', 'Rossi', '8 h', '1'],
    ]);
  });

  it('"Scarica CSV" downloads the period with the session', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem('accessToken', 'token-1');
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response('\ufeffNome;Cognome;Ore\r\n', {
        headers: { 'Content-Type': 'text/csv; charset=utf-8' },
      }),
    );
    renderHours([screenMock(DEFAULT, hours())]);
    await user.click(await screen.findByRole('button', { name: 'Scarica CSV' }));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/association/2/hours?from=2024-06-01&to=2025-05-31&format=csv',
      {
        headers: { 'Accept-Language': 'it', Authorization: 'Bearer token-1' },
        cache: 'no-store',
      },
    );
    expect(clicked).toEqual(['ore-volontari-2024-06-01-2025-05-31.csv']);
  });

  it('revoking a statement asks first, then marks it revoked', async () => {
    const user = userEvent.setup();
    const revoked = jest.fn();
    renderHours([
      screenMock(DEFAULT, hours(), [
        statement(30),
        statement(29, { revokedAt: '2025-06-01T09:00:00.000Z' }),
      ]),
      {
        request: {
          query: RevokeHoursStatementDocument,
          variables: { input: { statementId: 30 } },
        },
        result: () => {
          revoked();
          return {
            data: {
              revokeHoursStatement: statement(30, { revokedAt: '2025-06-03T09:00:00.000Z' }),
            },
          };
        },
      },
    ]);
    const statements = await screen.findByRole('region', { name: 'Attestazioni rilasciate' });
    const [fresh, old] = within(statements).getAllByRole('listitem');
    expect(within(old).getByText('Revocata il 01/06/2025')).toBeInTheDocument();
    expect(within(old).queryByRole('button', { name: /^Revoca/ })).not.toBeInTheDocument();
    expect(within(fresh).getByRole('link', { name: /^Verifica/ })).toHaveAttribute(
      'href',
      'https://insieme.example/verify/token-30',
    );

    await user.click(
      within(fresh).getByRole('button', {
        name: "Revoca l'attestazione di Anna Rossi del 01/06/2025 10:00",
      }),
    );
    const dialog = screen.getByRole('dialog', { name: "Revocare l'attestazione?" });
    expect(dialog).toHaveTextContent(
      "L'attestazione di Anna Rossi (Dal 01/06/2024 al 31/05/2025) risulterà revocata a chiunque la verifichi. Non si può annullare.",
    );
    expect(revoked).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Revoca attestazione' }));
    expect(await screen.findByText('Attestazione revocata')).toBeInTheDocument();
    expect(revoked).toHaveBeenCalledTimes(1);
    expect(await within(fresh).findByText('Revocata il 03/06/2025')).toBeInTheDocument();
    expect(within(fresh).queryByRole('button', { name: /^Revoca/ })).not.toBeInTheDocument();
  });

  it('a period of the address is asked for, and an empty one says so', async () => {
    const user = userEvent.setup();
    const { router } = renderHours(
      [
        screenMock(
          { from: '2025-01-01', to: '2025-03-31' },
          hours({ from: '2025-01-01', to: '2025-03-31', totalMinutes: 0, volunteers: [] }),
        ),
        screenMock(
          { from: '2024-01-01', to: '2024-12-31' },
          hours({ from: '2024-01-01', to: '2024-12-31' }),
        ),
      ],
      '/dashboard/2/hours?from=2025-01-01&to=2025-03-31',
    );
    expect(
      await screen.findByText('Nessuna ora di presenza registrata nel periodo.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Nessuna attestazione rilasciata, per ora.')).toBeInTheDocument();
    expect(screen.getByLabelText('Dal')).toHaveValue('2025-01-01');

    fireEvent.change(screen.getByLabelText('Dal'), { target: { value: '2024-01-01' } });
    fireEvent.change(screen.getByLabelText('Al'), { target: { value: '2024-12-31' } });
    await user.click(screen.getByRole('button', { name: 'Mostra' }));
    expect(router.state.location.search).toBe('?from=2024-01-01&to=2024-12-31');
    expect(await screen.findByText('20 h 30 min')).toBeInTheDocument();
  });
});
