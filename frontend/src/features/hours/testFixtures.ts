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

/**
 * The file names of the downloads a test's screen starts, emptied before each test: jsdom saves
 * nothing, so the blob's address is a stand-in and the click on the hidden link only records the
 * name it asks for.
 */
export function capturedDownloads(): string[] {
  const clicked: string[] = [];
  beforeEach(() => {
    clicked.length = 0;
    URL.createObjectURL = jest.fn(() => 'blob:insieme/1');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
  });
  return clicked;
}
