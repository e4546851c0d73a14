import { fixedSizeSrcSet, mediaWidthUrl, photoSrcSet } from './mediaSources';

const KEY = '/media/0b7c5a1e-4a9f-4c43-9d1e-2f3a4b5c6d7e';
const SIGNED = `${KEY}?v=7&e=1795651200&s=${'a'.repeat(43)}`;

describe('responsive sources of /media images', () => {
  it('adds the width to a public URL and keeps a signed one intact', () => {
    expect(mediaWidthUrl(KEY, 320)).toBe(`${KEY}?w=320`);
    expect(mediaWidthUrl(SIGNED, 320)).toBe(`${SIGNED}&w=320`);
  });

  it('a fixed box gets the smallest width that fills it at 1×, 2× and 3×', () => {
    expect(fixedSizeSrcSet(KEY, 100)).toBe(`${KEY}?w=160 1x, ${KEY}?w=320 2x`);
    expect(fixedSizeSrcSet(KEY, 40)).toBe(`${KEY}?w=96 1x, ${KEY}?w=160 3x`);
    expect(fixedSizeSrcSet(SIGNED, 96)).toBe(`${SIGNED}&w=96 1x, ${SIGNED}&w=320 2x`);
  });

  it('a photo offers the column widths and the stored image as the largest', () => {
    expect(photoSrcSet(KEY)).toBe(
      [320, 480, 640, 960, 1280].map((w) => `${KEY}?w=${w} ${w}w`).join(', ') + `, ${KEY} 1600w`,
    );
  });

  it.each([null, undefined, '', 'data:image/png;base64,AAAA', 'blob:http://x/1'])(
    'no variants for %p',
    (url) => {
      expect(fixedSizeSrcSet(url, 100)).toBeUndefined();
      expect(photoSrcSet(url)).toBeUndefined();
    },
  );
});
