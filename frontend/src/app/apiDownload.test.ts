import { captureDownloads, mockFetch } from '../test/downloads';
import { ApiFileError, downloadApiFile, filenameOf } from './apiDownload';

let fetchMock: ReturnType<typeof mockFetch>;

beforeEach(() => {
  fetchMock = mockFetch();
  window.localStorage.setItem('accessToken', 'token-1');
});

afterEach(() => jest.restoreAllMocks());

describe('downloadApiFile', () => {
  it('asks with the bearer token and saves a 200 under the name the server gave it', async () => {
    const saved = captureDownloads();
    fetchMock.mockResolvedValue(
      new Response('\ufeffVoce n.;Cognome\r\n1;Rossi\r\n', {
        status: 200,
        headers: {
          'Content-Type': 'text/csv',
          'Content-Disposition': 'attachment; filename="assicurati-2026-03-11.csv"',
        },
      }),
    );
    await expect(
      downloadApiFile('/api/association/2/register/insured?date=2026-03-11&format=csv', 'x.csv'),
    ).resolves.toBe('saved');
    const [path, init] = fetchMock.mock.calls[0];
    expect(path).toBe('/api/association/2/register/insured?date=2026-03-11&format=csv');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
    expect(saved).toHaveLength(1);
    expect(saved[0].filename).toBe('assicurati-2026-03-11.csv');
    expect(await saved[0].blob.text()).toContain('1;Rossi');
  });

  it('a 202 saves nothing: the file will come by mail', async () => {
    const saved = captureDownloads();
    fetchMock.mockResolvedValue(new Response(null, { status: 202 }));
    await expect(downloadApiFile('/api/user/export', 'dati.json')).resolves.toBe('accepted');
    expect(saved).toEqual([]);
  });

  it("a refusal throws the server's message and status", async () => {
    captureDownloads();
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ message: 'Non hai i permessi!' }), {
        status: 403,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    const refused = downloadApiFile('/api/association/2/register?format=pdf', 'r.pdf');
    await expect(refused).rejects.toEqual(new ApiFileError('Non hai i permessi!', 403));
    await expect(refused).rejects.toHaveProperty('status', 403);
  });

  it('without an answer it says the connection is missing; a body without a message, the generic error', async () => {
    captureDownloads();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(downloadApiFile('/api/user/export', 'd.json')).rejects.toThrow(
      'Connessione assente: riprova quando sei online',
    );
    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 502 }));
    await expect(downloadApiFile('/api/user/export', 'd.json')).rejects.toThrow(
      'Errore, riprova più tardi',
    );
  });
});

describe('filenameOf', () => {
  const answer = (disposition?: string) =>
    new Response('', { headers: disposition ? { 'Content-Disposition': disposition } : {} });

  it.each([
    ['attachment; filename="registro.pdf"', 'registro.pdf'],
    ['attachment; filename=registro.csv', 'registro.csv'],
    ["attachment; filename*=UTF-8''registro%20%C2%ABa%C2%BB.pdf", 'registro «a».pdf'],
    [undefined, 'fallback.json'],
  ])('%s → %s', (disposition, expected) => {
    expect(filenameOf(answer(disposition), 'fallback.json')).toBe(expected);
  });
});
