import { brotliOrGzip } from './static-files';

describe('the encoding of a body compressed in one call (as `compression` negotiates it)', () => {
  it.each([
    // what Chromium, Firefox and Safari send: brotli
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate, br', 'br'],
    ['br;q=1.0, gzip;q=0.8', 'br'],
    // gzip when it alone is taken or weighs more
    ['gzip', 'gzip'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    // left to the `compression` middleware: nothing to choose, or wildcards and identity
    ['deflate', null],
    ['identity', null],
    ['*', null],
    ['gzip;q=0.5, identity', null],
    ['', null],
    [undefined, null],
  ])('Accept-Encoding %p → %p', (header, expected) => {
    expect(brotliOrGzip(header)).toBe(expected);
  });
});
