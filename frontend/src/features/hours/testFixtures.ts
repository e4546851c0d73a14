/** An hours statement as the screens ask it (`...HoursStatementRow`), issued on 01/06/2025 10:00. */
export function statement(id: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'HoursStatement' as const,
    id,
    verifyUrl: `https://insieme.example/verify/token-${id}`,
    associationId: 2,
    associationName: 'Croce Verde',
    userId: 1,
    name: 'Anna',
    surname: 'Rossi',
    from: '2024-06-01',
    to: '2025-05-31',
    totalMinutes: 750,
    issuedAt: '2025-06-01T08:00:00.000Z',
    revokedAt: null as string | null,
    ...overrides,
  };
}
