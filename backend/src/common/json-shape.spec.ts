import { jsonShapeExcess, jsonShapeVerifier, JsonShapeError } from './json-shape';

const LIMITS = { maxDepth: 4, maxValues: 10 };
const scan = (text: string) => jsonShapeExcess(text, LIMITS);

/** Values as the pre-scan counts them: the same text parsed and walked. */
function parsedValues(text: string): number {
  const stack: unknown[] = [JSON.parse(text)];
  let count = 0;
  while (stack.length) {
    const value = stack.pop();
    count += 1;
    if (Array.isArray(value)) stack.push(...value);
    else if (value !== null && typeof value === 'object') stack.push(...Object.values(value));
  }
  return count;
}

describe('jsonShapeExcess', () => {
  it.each([
    ['an empty object', '{}', undefined],
    ['scalars of every kind', '[1, -2.5e+3, true, false, null, "x"]', undefined],
    ['exactly the values allowed', '[1,2,3,4,5,6,7,8,9]', undefined],
    ['one value more', '[1,2,3,4,5,6,7,8,9,10]', 'values'],
    ['a wide array of objects', `[${'{},'.repeat(20)}{}]`, 'values'],
    ['many keys (a member counts once)', `{${'"k":1,'.repeat(9)}"k":1}`, 'values'],
    ['nine members fit', `{${'"k":1,'.repeat(8)}"k":1}`, undefined],
    ['depth at the limit', '[[[[1]]]]', undefined],
    ['depth over the limit', '[[[[[1]]]]]', 'depth'],
    ['objects nested too deep', '{"a":{"a":{"a":{"a":{"a":1}}}}}', 'depth'],
    ['a big string is one value', `["${'x'.repeat(100_000)}"]`, undefined],
    ['brackets inside a string are text', `["${'[{'.repeat(50)}"]`, undefined],
    ['an escaped quote does not end the string', `["a\\"[[[[[[", 1]`, undefined],
    ['an escaped backslash does end it', `["a\\\\", [[[[1]]]]]`, 'depth'],
    ['unicode escapes and UTF-8 text', '["\\u005b\\u007b", "àèìòù €"]', undefined],
    ['keys with brackets and commas', '{"[,{": 1, "]}": 2}', undefined],
  ])('%s', (_name, text, expected) => {
    expect(scan(text)).toBe(expected);
  });

  it.each([
    '{"query":"{ me { id } }","variables":{"input":{"name":"Anna","ids":[1,2,3]}}}',
    '[{"a":[1,{"b":null}]},"x",true]',
    '{"a":"b","c":{"d":"e"}}',
  ])('counts values as a parse and walk would: %s', (text) => {
    const count = parsedValues(text);
    expect(jsonShapeExcess(text, { maxDepth: 10, maxValues: count })).toBeUndefined();
    expect(jsonShapeExcess(text, { maxDepth: 10, maxValues: count - 1 })).toBe('values');
  });

  it.each([
    ['truncated', '[[1, 2'],
    ['unbalanced closes', ']]]]}}}}'],
    ['garbage', 'not json at all'],
    ['an unterminated string', '["abc'],
  ])('leaves invalid JSON within the limits to JSON.parse: %s', (_name, text) => {
    expect(scan(text)).toBeUndefined();
    expect(() => JSON.parse(text)).toThrow();
  });

  it('stops at the first excess of a huge body instead of scanning it all', () => {
    const wide = Buffer.from(`{"x":[${'{},'.repeat(4_000_000)}{}]}`);
    const deep = Buffer.from('['.repeat(4_000_000));
    const time = (work: () => void) => {
      const started = performance.now();
      work();
      return performance.now() - started;
    };
    // the same 12 MB scanned to its end (no limit reached) is the yardstick, measured in this run,
    // so a busy machine slows both sides alike
    const fullScan = time(() =>
      expect(jsonShapeExcess(wide, { maxDepth: 16, maxValues: 10_000_000 })).toBeUndefined(),
    );
    const stopped = time(() => {
      expect(jsonShapeExcess(wide, { maxDepth: 16, maxValues: 10_000 })).toBe('values');
      expect(jsonShapeExcess(deep, { maxDepth: 16, maxValues: 10_000 })).toBe('depth');
    });
    // both stop within the first kilobytes: a small fraction of one full scan
    expect(stopped).toBeLessThan(fullScan / 4);
  });

  it('scans bytes as it scans text', () => {
    const text = '{"a":["é", "[", {"b": [1, 2]}]}';
    expect(jsonShapeExcess(Buffer.from(text), { maxDepth: 3, maxValues: 7 })).toBe(
      jsonShapeExcess(text, { maxDepth: 3, maxValues: 7 }),
    );
  });
});

describe('jsonShapeVerifier', () => {
  it('throws a 400 the error handlers recognise, before any parse', () => {
    const verify = jsonShapeVerifier(LIMITS);
    expect(() => verify(null, null, Buffer.from('[1]'))).not.toThrow();
    let thrown: unknown;
    try {
      verify(null, null, Buffer.from('[[[[[[1]]]]]]'));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(JsonShapeError);
    expect(thrown).toMatchObject({ status: 400, excess: 'depth' });
  });
});
