import baseline from './openapi-baseline.json';
import { restDocument } from './router';

/*
 * The served /api/openapi.json is what integrators program against. openapi-baseline.json is the
 * document as it was before the routes were declared once each (issue 32): the document generated
 * from the declarations must equal it, operation by operation, so no integrator sees a difference.
 *
 * The baseline was written by `JSON.stringify(restDocument('http://localhost'))` (prettier-formatted).
 * Intended corrections: none. An intended change to the contract is made here (by updating the
 * baseline in the same commit) and listed in docs/rest-contract.md.
 */

type Json = unknown;

/**
 * Only normalisations that do not change what a schema means: object keys in sorted order (JSON
 * objects are unordered); `required: []` dropped (an empty list requires nothing, as an absent
 * one); a `required` list of names sorted (it is a set); a parameter's `required: false` dropped
 * (false is OpenAPI's default for a query parameter). Every other array keeps its order: `enum`,
 * `type` unions and `parameters` compare as written.
 */
function normalise(value: Json, inParameters = false): Json {
  if (Array.isArray(value)) return value.map((item) => normalise(item));
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, Json> = {};
  for (const key of Object.keys(value).sort()) {
    const item = (value as Record<string, Json>)[key];
    if (key === 'required' && Array.isArray(item)) {
      if (item.length > 0) out[key] = [...(item as string[])].sort();
      continue;
    }
    if (key === 'required' && item === false && inParameters) continue;
    if (key === 'parameters' && Array.isArray(item))
      out[key] = item.map((parameter) => normalise(parameter, true));
    else out[key] = normalise(item);
  }
  return out;
}

interface Document {
  paths: Record<string, Record<string, Record<string, Json>>>;
  components: { schemas: Record<string, Json>; securitySchemes: Json };
  [key: string]: Json;
}

const generated = normalise(restDocument('http://localhost')) as Document;
const expected = normalise(baseline) as Document;

const operations = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
  );
const operationOf = (doc: Document, key: string) => {
  const [method, path] = key.split(' ');
  return doc.paths[path]?.[method.toLowerCase()] ?? {};
};

describe('the generated OpenAPI document equals the baseline', () => {
  it('has the same operations (path and method)', () => {
    expect(operations(generated).sort()).toEqual(operations(expected).sort());
  });

  it('has the same document head (version, info, servers, security schemes)', () => {
    const head = (doc: Document) => ({
      openapi: doc.openapi,
      info: doc.info,
      servers: doc.servers,
      securitySchemes: doc.components.securitySchemes,
      keys: Object.keys(doc).sort(),
    });
    expect(head(generated)).toEqual(head(expected));
  });

  it('has the same component schemas', () => {
    expect(Object.keys(generated.components.schemas).sort()).toEqual(
      Object.keys(expected.components.schemas).sort(),
    );
    for (const name of Object.keys(expected.components.schemas))
      expect({ name, schema: generated.components.schemas[name] }).toEqual({
        name,
        schema: expected.components.schemas[name],
      });
  });

  // one test per operation, so a difference names the route; each part compared on its own
  it.each(operations(expected))('%s', (key) => {
    const actual = operationOf(generated, key);
    const wanted = operationOf(expected, key);
    for (const part of ['summary', 'tags', 'security', 'parameters', 'requestBody'])
      expect({ part, value: actual[part] }).toEqual({ part, value: wanted[part] });
    const responses = (op: Record<string, Json>) => (op.responses ?? {}) as Record<string, Json>;
    expect(Object.keys(responses(actual)).sort()).toEqual(Object.keys(responses(wanted)).sort());
    for (const status of Object.keys(responses(wanted)))
      expect({ status, response: responses(actual)[status] }).toEqual({
        status,
        response: responses(wanted)[status],
      });
    // nothing beyond the parts above (a new key would be a contract change too)
    expect(Object.keys(actual).sort()).toEqual(Object.keys(wanted).sort());
  });
});
