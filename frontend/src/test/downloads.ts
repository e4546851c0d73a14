/**
 * The browser's side of a download (app/apiDownload.ts) in jsdom, which has neither object URLs
 * nor downloads: what the page handed over (the anchor's name, the blob), and `fetch` replaced.
 */
export function captureDownloads(): { filename: string; blob: Blob }[] {
  const saved: { filename: string; blob: Blob }[] = [];
  let lastBlob: Blob | undefined;
  Object.assign(URL, {
    createObjectURL: jest.fn((blob: Blob) => {
      lastBlob = blob;
      return 'blob:test/1';
    }),
    revokeObjectURL: jest.fn(),
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(
    this: HTMLAnchorElement,
  ) {
    saved.push({ filename: this.download, blob: lastBlob! });
  });
  return saved;
}

/** `window.fetch` as a mock (restore with `jest.restoreAllMocks`). */
export function mockFetch() {
  return jest.spyOn(window, 'fetch');
}
