import {
  base64ByteLength,
  decodeBase64,
  isImageDataUrl,
  isValidBase64,
  parseDataUrl,
} from './base64';

const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('parseDataUrl', () => {
  it('splits a data URL', () => {
    expect(parseDataUrl(`data:image/png;base64,${PNG_1PX}`)).toEqual({
      mimeType: 'image/png',
      base64: PNG_1PX,
    });
  });

  it.each([
    ['data:image/jpeg;base64,/9j/4AAQ', 'image/jpeg'],
    ['data:image/svg+xml;base64,PHN2Zz4=', 'image/svg+xml'],
    ['data:application/pdf;base64,JVBERi0=', 'application/pdf'],
    ['data:Image/PNG;base64,QUJD', 'image/png'],
  ])('reads the type of %p', (dataUrl, mimeType) => {
    expect(parseDataUrl(dataUrl).mimeType).toBe(mimeType);
  });

  it.each([
    'iVBORw0KGgo=',
    'image/png;base64,QUJD',
    'data:image/png,QUJD',
    'data:image/png;QUJD',
    'data:;base64,QUJD',
    'data:image;base64,QUJD',
    'data:image/png;base64',
    'data:image/png;charset=utf-8;base64,QUJD',
    ' data:image/png;base64,QUJD',
    '',
  ])('throws "Invalid base64 string format" for %p', (dataUrl) => {
    expect(() => parseDataUrl(dataUrl)).toThrow(new Error('Invalid base64 string format'));
  });

  it.each([
    ['empty payload', ''],
    ['length not a multiple of 4', 'QUJ'],
    ['padding in the middle', 'QU=D'],
    ['three padding characters', 'Q==='],
    ['only padding', '===='],
    ['character outside the alphabet', 'QUJ*'],
    ['URL-safe alphabet', 'QU-_'],
    ['space', 'QU JD'],
    ['newline', 'QUJD\nQUJD'],
    ['trailing space', 'QUJD '],
  ])('throws "Invalid base64 string" for %s', (_, payload) => {
    expect(() => parseDataUrl(`data:image/png;base64,${payload}`)).toThrow(
      new Error('Invalid base64 string'),
    );
  });
});

describe('isValidBase64', () => {
  it.each([
    ['QUJD', true],
    ['QUI=', true],
    ['QQ==', true],
    [PNG_1PX, true],
    ['QQ', false],
    ['', false],
  ])('%p -> %p', (b64, expected) => {
    expect(isValidBase64(b64)).toBe(expected);
  });
});

describe('base64ByteLength', () => {
  it.each([
    ['', 0],
    ['QQ==', 1],
    ['QUI=', 2],
    ['QUJD', 3],
    ['QUJDRA==', 4],
    ['QQ', 1],
    ['QUI', 2],
    [PNG_1PX, 70],
  ])('%p -> %p bytes', (b64, expected) => {
    expect(base64ByteLength(b64)).toBe(expected);
  });
});

describe('decodeBase64', () => {
  const bytes = (s: string): number[] => [...s].map((c) => c.charCodeAt(0));

  it.each([
    ['SGVsbG8sIHdvcmxkIQ==', bytes('Hello, world!')],
    ['QQ==', bytes('A')],
    ['QUI=', bytes('AB')],
    ['QUJD', bytes('ABC')],
    ['AP8A/w==', [0, 255, 0, 255]],
  ])('%p', (b64, expected) => {
    expect([...decodeBase64(b64)]).toEqual(expected);
  });

  it('decodes every byte value like Node does', () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    const b64 = Buffer.from(all).toString('base64');
    expect(decodeBase64(b64)).toEqual(all);
    expect(base64ByteLength(b64)).toBe(256);
  });

  it('decodes a PNG signature', () => {
    expect([...decodeBase64(PNG_1PX).slice(0, 8)]).toEqual([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
    ]);
  });

  it('throws on invalid input', () => {
    expect(() => decodeBase64('QUJ*')).toThrow(new Error('Invalid base64 string'));
  });
});

describe('isImageDataUrl', () => {
  it.each([
    [`data:image/png;base64,${PNG_1PX}`, true],
    ['data:image/jpeg;base64,/9j/4AAQ', true],
    ['data:application/pdf;base64,JVBERi0=', false],
    ['data:image/png;base64,QUJ', false],
    ['https://example.org/logo.png', false],
    ['', false],
  ])('%p -> %p', (dataUrl, expected) => {
    expect(isImageDataUrl(dataUrl)).toBe(expected);
  });
});
