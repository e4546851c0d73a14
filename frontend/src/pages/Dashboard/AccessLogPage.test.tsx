import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccessLogScreenDocument, type AccessLogRowFragment } from '../../gql/graphql';
import { guardData } from '../../test/dashboardFixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { shellData } from '../../test/shellFixtures';
import { AccessLogPage } from './AccessLogPage';

type Mock = MockLink.MockedResponse;

function row(id: number, overrides: Partial<AccessLogRowFragment> = {}): AccessLogRowFragment {
  return {
    __typename: 'AccessLogEntry',
    id,
    at: '2026-11-28T12:20:00.000Z',
    userId: 1,
    name: 'Giulia',
    surname: 'Verdi',
    what: 'register',
    format: 'pdf',
    period: null,
    ...overrides,
  };
}

const screenData = (rows: AccessLogRowFragment[]) => ({
  ...shellData({ isAdmin: true }),
  association: { ...guardData(2).association, name: 'Croce Verde' },
  accessLog: rows,
});

const answer = (rows: AccessLogRowFragment[]): Mock => ({
  request: { query: AccessLogScreenDocument, variables: { idAssociation: 2 } },
  result: { data: screenData(rows) },
});

const renderLog = (mocks: Mock[]) =>
  renderWithProviders(<AccessLogPage />, {
    route: '/dashboard/2/access-log',
    path: '/dashboard/:idAssociation/access-log',
    mocks,
  });

describe('"Registro degli accessi" (issue 31)', () => {
  it('lists who downloaded what, for which period and when, in the order the server gives (newest first)', async () => {
    renderLog([
      answer([
        row(3, {
          what: 'volunteer_hours',
          format: 'csv',
          period: '2026-01-01/2026-03-31',
          at: '2026-11-28T13:00:00.000Z',
        }),
        row(2, { what: 'insured_list', period: '2026-11-28', name: 'Marco', surname: 'Bianchi' }),
        row(1, { what: 'register', format: 'csv' }),
      ]),
    ]);
    expect(
      await screen.findByRole('heading', {
        name: "Registro degli accessi dell'associazione «Croce Verde»",
      }),
    ).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Registro degli accessi' })).getAllByRole(
      'listitem',
    );
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringMatching(
        /^Giulia Verdi.*Ore dei volontari · CSV · dal 01\/01\/2026 al 31\/03\/2026.*28\/11\/2026 14:00/,
      ),
      expect.stringMatching(/^Marco Bianchi.*Elenco degli assicurati · PDF · al 28\/11\/2026/),
      expect.stringMatching(/^Giulia Verdi.*Registro dei volontari · CSV · tutte le voci/),
    ]);
  });

  it('says when nothing was downloaded yet', async () => {
    renderLog([answer([])]);
    expect(await screen.findByText('Ancora nessun download')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Registro degli accessi' })).not.toBeInTheDocument();
  });

  it('says when it could not be loaded, and asks again', async () => {
    const user = userEvent.setup();
    renderLog([
      {
        request: { query: AccessLogScreenDocument, variables: { idAssociation: 2 } },
        error: new Error('offline'),
      },
      answer([row(1)]),
    ]);
    expect(
      await screen.findByText('Non è stato possibile caricare il registro degli accessi.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('Giulia Verdi')).toBeInTheDocument();
  });
});
