import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VerifyScreenDocument } from '../../gql/graphql';
import { VerifyPage } from '../../pages/Verify/VerifyPage';
import { renderWithProviders } from '../../test/renderWithProviders';

type Mock = MockLink.MockedResponse;

function verified(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'VerifiedHoursStatement' as const,
    name: 'Anna',
    surname: 'Rossi',
    association: 'Croce Verde',
    from: '2024-06-01',
    to: '2025-05-31',
    totalMinutes: 3630,
    issuedAt: '2025-06-01T08:00:00.000Z',
    revoked: false,
    valid: true,
    ...overrides,
  };
}

const answer = (hoursStatement: unknown): Mock => ({
  request: { query: VerifyScreenDocument, variables: { token: 'tok_123' } },
  result: { data: { hoursStatement } },
});

function renderVerify(mocks: Mock[]) {
  return renderWithProviders(<VerifyPage />, {
    route: '/verify/tok_123',
    path: '/verify/:token',
    mocks,
  });
}

describe('the public verification of an hours statement (issue 22)', () => {
  it('a statement that still matches: valid, with its figures', async () => {
    renderVerify([answer(verified())]);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Attestazione delle ore di volontariato' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Attestazione valida' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      "Attestazione validaI dati corrispondono a quelli registrati oggi dall'associazione.",
    );
    const facts = Object.fromEntries(
      Array.from(document.querySelectorAll('dt')).map((dt) => [
        dt.textContent,
        dt.nextElementSibling?.textContent,
      ]),
    );
    expect(facts).toEqual({
      'Volontario o volontaria': 'Anna Rossi',
      Associazione: 'Croce Verde',
      Periodo: 'dal 01/06/2024 al 31/05/2025',
      'Ore totali': '60 h 30 min',
      'Data di rilascio': '01/06/2025',
    });
  });

  it('figures the association no longer has: no longer valid, and why', async () => {
    renderVerify([answer(verified({ valid: false }))]);
    expect(
      await screen.findByRole('heading', {
        name: "Non più valida: i dati dell'associazione sono cambiati",
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('60 h 30 min')).toBeInTheDocument();
  });

  it('a revoked statement says so first', async () => {
    renderVerify([answer(verified({ revoked: true, valid: false }))]);
    expect(await screen.findByRole('heading', { name: 'Revocata' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      "RevocataL'associazione ha revocato questa attestazione.",
    );
  });

  it('an unknown address: not found', async () => {
    renderVerify([answer(null)]);
    expect(
      await screen.findByRole('heading', { name: 'Attestazione non trovata' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('a failure offers to try again', async () => {
    const user = userEvent.setup();
    renderVerify([
      {
        request: { query: VerifyScreenDocument, variables: { token: 'tok_123' } },
        result: {
          errors: [{ message: 'Troppe richieste', extensions: { code: 'TOO_MANY_REQUESTS' } }],
        },
      },
      answer(verified()),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('heading', { name: 'Attestazione valida' })).toBeInTheDocument();
  });
});
