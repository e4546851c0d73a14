import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closedToast, toastVar } from '../../app/clientState';
import { captureDownloads, mockFetch } from '../../test/downloads';
import { renderWithProviders } from '../../test/renderWithProviders';
import { MyDataCard } from './MyDataCard';

function renderCard(holders: Parameters<typeof MyDataCard>[0]['holders'] = []) {
  return renderWithProviders(<MyDataCard holders={holders} />, {
    route: '/settings',
    path: '/settings',
  });
}

beforeEach(() => {
  toastVar(closedToast);
  window.localStorage.setItem('accessToken', 'token-1');
});
afterEach(() => jest.restoreAllMocks());

describe('"Scarica i miei dati" (issue 23)', () => {
  it('downloads the JSON at once on a 200, asked with the bearer token', async () => {
    const user = userEvent.setup();
    const saved = captureDownloads();
    const fetchMock = mockFetch().mockResolvedValue(
      new Response(JSON.stringify({ format: 'insieme-data-export/1', profile: { id: 7 } }), {
        status: 200,
        headers: {
          'Content-Type': 'application/json',
          'Content-Disposition': 'attachment; filename="insieme-i-miei-dati.json"',
        },
      }),
    );
    renderCard();
    await user.click(screen.getByRole('button', { name: 'Scarica i miei dati' }));
    expect(await screen.findByText('I tuoi dati sono stati scaricati')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [path, init] = fetchMock.mock.calls[0];
    expect(path).toBe('/api/user/export');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
    expect(saved.map((s) => s.filename)).toEqual(['insieme-i-miei-dati.json']);
    expect(JSON.parse(await saved[0].blob.text())).toMatchObject({ profile: { id: 7 } });
  });

  it('downloads the same data as a PDF (issue 31)', async () => {
    const user = userEvent.setup();
    const saved = captureDownloads();
    const fetchMock = mockFetch().mockResolvedValue(
      new Response('%PDF-1.3', {
        status: 200,
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'attachment; filename="insieme-i-miei-dati.pdf"',
        },
      }),
    );
    renderCard();
    await user.click(screen.getByRole('button', { name: 'Scarica i miei dati in PDF' }));
    expect(await screen.findByText('I tuoi dati sono stati scaricati')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/user/export?format=pdf');
    expect(saved.map((s) => s.filename)).toEqual(['insieme-i-miei-dati.pdf']);
  });

  it('on a 202 says the link will come by mail, and saves nothing', async () => {
    const user = userEvent.setup();
    const saved = captureDownloads();
    mockFetch().mockResolvedValue(new Response(null, { status: 202 }));
    renderCard();
    await user.click(screen.getByRole('button', { name: 'Scarica i miei dati' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Stiamo preparando i tuoi dati: riceverai per e-mail il link per scaricarli.',
    );
    expect(saved).toEqual([]);
  });

  it("tells a refusal with the server's message; the button waits while asking", async () => {
    const user = userEvent.setup();
    captureDownloads();
    let answer!: (response: Response) => void;
    mockFetch().mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderCard();
    const button = screen.getByRole('button', { name: 'Scarica i miei dati' });
    await user.click(button);
    expect(button).toBeDisabled();
    answer(
      new Response(JSON.stringify({ message: 'Troppe richieste, riprova tra poco' }), {
        status: 429,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    expect(await screen.findByText('Troppe richieste, riprova tra poco')).toBeInTheDocument();
    expect(button).toBeEnabled();
  });

  it('links to the register data of the profile', () => {
    renderCard(undefined);
    expect(screen.getByRole('link', { name: 'Dati per il registro' })).toHaveAttribute(
      'href',
      '/settings/edit-user',
    );
  });
});
