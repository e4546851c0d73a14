/**
 * A linear pre-scan of raw JSON text, run before JSON.parse: it counts nesting depth and values
 * and stops at the first excess. Parsing (and then walking) a body of many small values costs
 * far more than its size suggests — 11 MiB of `[{},{},…]` held the event loop for seconds — so
 * every JSON body and WebSocket message is refused by shape before it is parsed (issue 17).
 *
 * What counts as one value, as `GRAPHQL_MAX_VARIABLE_VALUES` counts them after parsing: each
 * array and object, each array item, each object member (its key is not counted apart), each
 * string, number, true, false and null. The scan reads bytes: every structural character of JSON
 * is ASCII, and in UTF-8 no byte of a multi-byte character is, so the bytes of a string cannot be
 * mistaken for structure. It does not validate: malformed text within the limits is left to
 * JSON.parse, which refuses it.
 */
export interface JsonShapeLimits {
  /** Arrays and objects open at once. */
  maxDepth: number;
  /** Values in the whole document. */
  maxValues: number;
}

export type JsonShapeExcess = 'depth' | 'values';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const COMMA = 0x2c;

/** Bytes a number or a literal (true, false, null) is made of. */
const SCALAR = new Uint8Array(128);
for (const char of '0123456789+-.eEtruefalsn') SCALAR[char.charCodeAt(0)] = 1;

/** The first limit the text goes over, or undefined when it keeps within both. */
export function jsonShapeExcess(
  text: Uint8Array | string,
  limits: JsonShapeLimits,
): JsonShapeExcess | undefined {
  const bytes = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  // per open container: is it an object (whose next string is a key)?
  const inObject = new Uint8Array(limits.maxDepth + 1);
  let depth = 0;
  let values = 0;
  let expectKey = false;
  let inScalar = false;
  for (let i = 0; i < bytes.length; i += 1) {
    const byte = bytes[i];
    if (byte < 128 && SCALAR[byte] === 1) {
      if (!inScalar) {
        inScalar = true;
        values += 1;
        if (values > limits.maxValues) return 'values';
      }
      continue;
    }
    inScalar = false;
    switch (byte) {
      case QUOTE: {
        // skip to the closing quote; an escape takes the next byte with it (\" and \\)
        i += 1;
        while (i < bytes.length && bytes[i] !== QUOTE) i += bytes[i] === BACKSLASH ? 2 : 1;
        if (expectKey) expectKey = false;
        else if (++values > limits.maxValues) return 'values';
        break;
      }
      case OPEN_ARRAY:
      case OPEN_OBJECT:
        depth += 1;
        if (depth > limits.maxDepth) return 'depth';
        if (++values > limits.maxValues) return 'values';
        inObject[depth] = byte === OPEN_OBJECT ? 1 : 0;
        expectKey = byte === OPEN_OBJECT;
        break;
      case CLOSE_ARRAY:
      case CLOSE_OBJECT:
        // an unbalanced close is malformed: JSON.parse will say so
        if (depth > 0) depth -= 1;
        expectKey = false;
        break;
      case COMMA:
        expectKey = inObject[depth] === 1;
        break;
      default:
      // whitespace, ':' and anything malformed
    }
  }
  return undefined;
}

/**
 * The error a body parser's `verify` throws for a body over the shape limits: a client error
 * (4xx, `expose`), answered by each API in its own error shape.
 */
export class JsonShapeError extends Error {
  readonly status = 400;
  readonly statusCode = 400;
  readonly expose = true;
  readonly type = 'json.shape';

  constructor(readonly excess: JsonShapeExcess) {
    super(
      excess === 'depth'
        ? 'Il JSON della richiesta è annidato troppo in profondità.'
        : 'Il JSON della richiesta contiene troppi valori.',
    );
    this.name = 'JsonShapeError';
  }
}

/** express.json's `verify`: the raw body is scanned before body-parser parses it. */
export function jsonShapeVerifier(limits: JsonShapeLimits) {
  return (_req: unknown, _res: unknown, body: Buffer): void => {
    const excess = jsonShapeExcess(body, limits);
    if (excess) throw new JsonShapeError(excess);
  };
}
