import {
  Type,
  type SchemaOptions,
  type Static,
  type TSchema,
  type TString,
  type TUnknown,
  type TUnsafe,
} from '@sinclair/typebox';

/*
 * Shared fragments of the REST contract, written in TypeBox: each one IS the JSON Schema that
 * /api/openapi.json shows and each request is checked against (rest/validate.ts), and `Static<typeof …>` is the type a
 * handler reads. Keep them exact: ids are PostgreSQL `integer`s, strings carry the spec/column
 * length. `x-message-key` names the message key a refusal of that field reports (the one the
 * service would give for the same mistake), so the REST answer does not depend on which layer
 * caught it. Every string also gets the control-character rule when compiled (`x-text`).
 */

export const INT32_MAX = 2_147_483_647;

/** Extra keywords of our documents, beside the ones TypeBox knows. */
export type Extra = SchemaOptions & { 'x-message-key'?: string; [keyword: string]: unknown };

/** A database id: a positive 32-bit integer (PostgreSQL `integer`). */
export const Id = Type.Integer({
  format: 'int32',
  minimum: 1,
  maximum: INT32_MAX,
  'x-message-key': 'validation.unknown_choice',
});

/**
 * A string of at most `maxLength` characters (no NUL or control characters: enforced for every
 * string). `extra` cannot change the type (TypeBox sets it): a nullable one is `Nullable(Text(…))`.
 */
export const Text = (maxLength: number, extra: Extra = {}): TString =>
  Type.String({ maxLength, ...extra });

/** 'YYYY-MM-DD'; whether it is a real (past, adult…) date is the service's rule, with its key. */
export const IsoDate = (extra: Extra = {}): TString =>
  Text(10, { description: 'YYYY-MM-DD', ...extra });

/**
 * A JSON boolean of the legacy contract: `true`/`false`, or the strings "true"/"false" its client
 * sent from form state (read it with `flag()` of rest/parse.ts). In a query or a multipart field
 * use `Type.Boolean()` (text arrives as text there and is read as a boolean).
 */
export const LegacyFlag = (extra: Extra = {}): TUnsafe<boolean | 'true' | 'false'> =>
  Type.Unsafe<boolean | 'true' | 'false'>({
    type: ['boolean', 'string'],
    enum: [true, false, 'true', 'false'],
    ...extra,
  });

export const ID_LIST_PATTERN = '^\\s*(?:[0-9]{1,10}\\s*(?:,\\s*[0-9]{1,10}\\s*)*)?$';

/**
 * Ids as the legacy comma list "1,2,3" (empty: none) or as a JSON array of ids (read it with
 * `idList()` of rest/parse.ts). Each id is a positive 32-bit integer (the `id-list` format checks
 * the bound the pattern cannot). A type union, not `anyOf`: see docs/rest-contract.md.
 */
export const IdList = (description: string): TUnsafe<string | number[]> =>
  Type.Unsafe<string | number[]>({
    type: ['string', 'array'],
    maxLength: 1100,
    pattern: ID_LIST_PATTERN,
    format: 'id-list',
    maxItems: 100,
    items: Id,
    description: `${description}: a comma list "1,2" or an array of ids`,
    'x-message-key': 'validation.unknown_choice',
  });

/** Weekdays 0 (Sunday) … 6 as a comma list "1,3" or an array (read it with `weekdays()`). */
export const WeekdayList = (description: string): TUnsafe<string | number[] | null> =>
  Type.Unsafe<string | number[] | null>({
    type: ['string', 'array', 'null'],
    maxLength: 100,
    pattern: '^\\s*(?:[0-6]\\s*(?:,\\s*[0-6]\\s*)*)?$',
    maxItems: 7,
    items: { type: 'integer', minimum: 0, maximum: 6 },
    description,
    'x-message-key': 'event.repetition_weekdays',
  });

/**
 * A file part of a multipart body. Its bytes are in the handler's `files` (by field name), never in
 * `body`, hence the type.
 */
export const Binary = Type.Unsafe<undefined>({ type: 'string', format: 'binary' });

/** A nullable value as the document writes it: a type union (`['string', 'null']`), not `anyOf`. */
export const Nullable = <T extends TSchema>(schema: T): TUnsafe<Static<T> | null> => {
  const type = (schema as { type?: unknown }).type;
  if (typeof type !== 'string') throw new Error('Nullable takes a schema of one type');
  return Type.Unsafe<Static<T> | null>({ ...schema, type: [type, 'null'] });
};

/**
 * A component schema (`#/components/schemas/<name>`), typed as the schema it names; without the
 * schema (a component still written as an OpenAPI object), `unknown`.
 */
export const Ref = <T extends TSchema = TUnknown>(name: string, _schema?: T): TUnsafe<Static<T>> =>
  Type.Unsafe<Static<T>>({ $ref: `#/components/schemas/${name}` });

/** One of these strings, written as the document writes it (`enum`, not `anyOf` of constants). */
export const StringEnum = <const V extends readonly string[]>(
  values: V,
  extra: Extra = {},
): TUnsafe<V[number]> => Type.Unsafe<V[number]>({ type: 'string', enum: values, ...extra });

/** 0 or 1, the legacy contract's integer flags (`enum`, as the document writes it). */
export const ZeroOrOne = (description?: string): TUnsafe<0 | 1> =>
  Type.Unsafe<0 | 1>({ type: 'integer', enum: [0, 1], ...(description ? { description } : {}) });

/** An object of any keys (`{ type: 'object' }`), where the document does not detail them. */
export const AnyObject = Type.Unsafe<Record<string, unknown>>({ type: 'object' });

/** An object whose values all have one schema (`additionalProperties`, no `properties`). */
export const Dictionary = <T extends TSchema>(values: T): TUnsafe<Record<string, Static<T>>> =>
  Type.Unsafe<Record<string, Static<T>>>({ type: 'object', additionalProperties: values });

/** Marks a parameter's own description (read by rest/route.ts). */
export const PARAMETER_DESCRIPTION = Symbol('parameter description');

/**
 * A parameter's own description (OpenAPI puts it beside the schema, not in it):
 * `query: Type.Object({ after: described(Text(500), 'the X-Next-Cursor header…') })`.
 */
export function described<T extends TSchema>(schema: T, description: string): T {
  // a symbol: JSON and ajv see only the schema as written (TypeBox copies it with the schema)
  return { ...schema, [PARAMETER_DESCRIPTION]: description };
}

/**
 * A property the request may leave out whose `default` the validator fills in: not `required` in
 * the document, yet always present in the handler's input (hence its type).
 */
export function Defaulted<T extends TSchema>(schema: T): T {
  if (schema.default === undefined) throw new Error('Defaulted takes a schema with a default');
  return Type.Optional(schema) as unknown as T;
}

// query parameters of the paged lists

export const SearchQuery = (description?: string) =>
  Type.Optional(description ? described(Text(100), description) : Text(100));

export const AfterQuery = Type.Optional(
  described(Text(500), 'the X-Next-Cursor header of the previous page'),
);

export const LimitQuery = (fallback: number) =>
  Defaulted(
    described(
      Type.Integer({ minimum: 1, maximum: INT32_MAX, default: fallback }),
      'page size (at most 100 are given)',
    ),
  );
