import { DownloadError, downloadWithSession, fileNameOf } from './sessionDownload';

describe('fileNameOf', () => {
  it.each([
    ['attachment; filename="attestazione-ore.pdf"', 'attestazione-ore.pdf'],
    ['attachment; filename=ore.csv', 'ore.csv'],
    ["attachment; filename*=UTF-8''ore%20volontari.csv", 'ore volontari.csv'],
    [null, undefined],
    ['inline', undefined],
  ])('%s → %s', (header, name) => {
    expect(fileNameOf(header)).toBe(name);
  });
});

describe('downloadWithSession', () => {
  const clicked: { href: string; download: string }[] = [];

  beforeEach(() => {
    clicked.length = 0;
    URL.createObjectURL = jest.fn(() => 'blob:insieme/1');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('fetches with the session’s bearer token and hands the file over under the server’s name', async () => {
    window.localStorage.setItem('accessToken', 'token-1');
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response('%PDF-1.7', {
        headers: { 'Content-Disposition': 'attachment; filename="attestazione.pdf"' },
      }),
    );
    await downloadWithSession('/api/user/hours/statement?id_association=2', 'fallback.pdf');
    expect(fetchMock).toHaveBeenCalledWith('/api/user/hours/statement?id_association=2', {
      headers: { 'Accept-Language': 'it', Authorization: 'Bearer token-1' },
    });
    expect(clicked).toEqual([{ href: 'blob:insieme/1', download: 'attestazione.pdf' }]);
    // the link is gone once used
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('names the file itself when the server does not', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('a;b\r\n'));
    await downloadWithSession('/api/association/2/hours?format=csv', 'ore.csv');
    expect(clicked).toEqual([{ href: 'blob:insieme/1', download: 'ore.csv' }]);
  });

  it('a refusal carries the server’s message and status, and downloads nothing', async () => {
    jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ message: 'Non trovato' }), { status: 404 }));
    const refused = downloadWithSession('/api/user/hours/statement', 'x.pdf');
    await expect(refused).rejects.toEqual(new DownloadError('Non trovato', 404));
    await expect(refused).rejects.toMatchObject({ status: 404 });
    expect(clicked).toEqual([]);
  });
});
