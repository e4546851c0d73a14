import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  BREAK,
  parse,
  specifiedRules,
  TypeInfo,
  validate,
  visit,
  visitWithTypeInfo,
  type ASTNode,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import {
  InMemoryLRUCache,
  PrefixingKeyValueCache,
  type KeyValueCache,
} from '@apollo/utils.keyvaluecache';
import { ROOT_DIR } from '../config';
import { logger } from '../common/logger';
import { documentSourceError, literalsError, type DocumentVerdict } from './guard';
import { limitRules, type GraphQLLimits } from './limits';

/**
 * Persisted operations (docs/graphql-limits.md, "Documenti persistiti"): the web app's own
 * documents, listed by graphql-codegen in a manifest (hash → text, `npm run codegen`), are
 * parsed, validated and given the guard's constant verdicts once, at startup. A request that
 * names one by its hash (Apollo's `extensions.persistedQuery.sha256Hash`, without `query`) then
 * runs without parse, validation or cost analysis; what depends on its variables is still
 * checked per request (guard.ts, step 5). Any other document is handled as before.
 */

/** Written by graphql-codegen (codegen.ts) and kept fresh by `npm run codegen:check`. */
export const PERSISTED_DOCUMENTS_FILE = path.join(
  ROOT_DIR,
  'frontend',
  'src',
  'gql',
  'persisted-documents.json',
);

export interface PersistedDocuments {
  /** the manifest's text of each prepared document, by hash */
  readonly texts: ReadonlyMap<string, string>;
  /** each prepared document, parsed and validated, by hash */
  readonly documents: ReadonlyMap<string, DocumentNode>;
  /** the guard's constants of each prepared document (keyed by the very node Apollo executes) */
  readonly verdicts: WeakMap<DocumentNode, DocumentVerdict>;
  /** manifest entries left out, and why: their hash answers PERSISTED_QUERY_NOT_FOUND */
  readonly refused: readonly { hash: string; reason: string }[];
}

/** The hash Apollo Server computes for a text, and codegen.ts for the manifest. */
export const documentHash = (text: string): string =>
  createHash('sha256').update(text).digest('hex');

/** The manifest as codegen writes it, or undefined when the file is absent. */
export function readManifest(
  file: string = PERSISTED_DOCUMENTS_FILE,
): Record<string, string> | undefined {
  let json: string;
  try {
    json = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const manifest: unknown = JSON.parse(json);
  if (manifest === null || typeof manifest !== 'object' || Array.isArray(manifest))
    throw new Error(`${file}: not a JSON object of hash → document`);
  for (const [hash, text] of Object.entries(manifest))
    if (typeof text !== 'string') throw new Error(`${file}: the document of ${hash} is not text`);
  return manifest as Record<string, string>;
}

const containsVariable = (node: ASTNode): boolean => {
  let found = false;
  visit(node, {
    Variable() {
      found = true;
      return BREAK;
    },
  });
  return found;
};

/**
 * Whether the cost (limits.ts, graphql-query-complexity with the field-extensions and simple
 * estimators) can read a variable: @skip/@include on a variable, or a field priced by a function
 * of its arguments given a variable. Otherwise it is a constant of the document.
 */
export function costReadsVariables(schema: GraphQLSchema, document: DocumentNode): boolean {
  const typeInfo = new TypeInfo(schema);
  let reads = false;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Directive(node) {
        if ((node.name.value === 'skip' || node.name.value === 'include') && containsVariable(node))
          reads = true;
      },
      Field(node) {
        const complexity = typeInfo.getFieldDef()?.extensions?.complexity;
        if (typeof complexity === 'function' && node.arguments?.some(containsVariable))
          reads = true;
      },
    }),
  );
  return reads;
}

/**
 * Parses and validates each manifest document with the limits an integrator's text gets (so a
 * known hash never runs what its text would be refused for), and computes what the guard can know
 * of it before any request. An entry that fails is left out (its hash is then unknown and the
 * client sends the text, which gets the same refusal as any text).
 */
export function preparePersistedDocuments(
  schema: GraphQLSchema,
  manifest: Record<string, string>,
  limits: Pick<GraphQLLimits, 'maxDocumentChars' | 'maxTokens' | 'maxDepth' | 'maxAliases'>,
): PersistedDocuments {
  const texts = new Map<string, string>();
  const documents = new Map<string, DocumentNode>();
  const verdicts = new WeakMap<DocumentNode, DocumentVerdict>();
  const refused: { hash: string; reason: string }[] = [];
  const rules = [...specifiedRules, ...limitRules(limits)];
  for (const [hash, text] of Object.entries(manifest)) {
    if (documentHash(text) !== hash) {
      refused.push({ hash, reason: 'the hash is not the sha256 of the text' });
      continue;
    }
    const sourceError = documentSourceError(text, limits);
    if (sourceError) {
      refused.push({ hash, reason: sourceError.message });
      continue;
    }
    let document: DocumentNode;
    try {
      document = parse(text, { maxTokens: limits.maxTokens });
    } catch (error) {
      refused.push({ hash, reason: (error as Error).message });
      continue;
    }
    const errors = validate(schema, document, rules);
    if (errors.length > 0) {
      refused.push({ hash, reason: errors.map((e) => e.message).join(' ') });
      continue;
    }
    texts.set(hash, text);
    documents.set(hash, document);
    verdicts.set(document, {
      literals: literalsError(document),
      costReadsVariables: costReadsVariables(schema, document),
    });
  }
  return { texts, documents, verdicts, refused };
}

/** sha256 hex: what a manifest key looks like, and the end of every documentStore key. */
const HASH_LENGTH = 64;

/**
 * Apollo Server's `persistedQueries.cache`: the manifest's texts, read-only, before the cache of
 * documents registered by Automatic Persisted Queries (APQ, Apollo's default, kept for
 * integrators: a text sent with its own sha256 is remembered for later hash-only requests).
 */
export function persistedQueryCache(
  persisted: PersistedDocuments,
  registered: KeyValueCache<string> = new InMemoryLRUCache<string>(),
): KeyValueCache<string> {
  // this cache holds persisted queries only: Apollo's "apq:" prefix would isolate nothing
  return PrefixingKeyValueCache.cacheDangerouslyDoesNotNeedPrefixesForIsolation({
    get: async (hash) => persisted.texts.get(hash) ?? registered.get(hash),
    set: async (hash, text, options) => {
      if (!persisted.texts.has(hash)) await registered.set(hash, text, options);
    },
    delete: (hash) => registered.delete(hash),
  });
}

/**
 * Apollo Server's `documentStore` (parsed and validated documents by the hash of their text):
 * the manifest's prepared documents, never evicted, before an LRU cache like Apollo's default
 * for every other text. Apollo prefixes its keys with the schema's hash; the text's hash ends
 * them.
 */
export function preparedDocumentStore(
  persisted: PersistedDocuments,
  others: KeyValueCache<DocumentNode> = new InMemoryLRUCache<DocumentNode>(),
): KeyValueCache<DocumentNode> {
  const prepared = (key: string) => persisted.documents.get(key.slice(-HASH_LENGTH));
  return {
    get: async (key) => prepared(key) ?? others.get(key),
    set: async (key, document, options) => {
      if (!prepared(key)) await others.set(key, document, options);
    },
    delete: (key) => others.delete(key),
  };
}

/**
 * A request with both a text and a hash is the text, unless the hash is the text's: Apollo would
 * refuse the pair (400, "provided sha does not match query"); a client whose hash is not on the
 * server sends the text with the hash again (Apollo Client's PersistedQueryLink retry).
 */
export const textOverHashPlugin: ApolloServerPlugin = {
  async requestDidStart({ request }) {
    const extensions = request.extensions;
    const persistedQuery: unknown = extensions?.persistedQuery;
    if (typeof request.query !== 'string' || !extensions || persistedQuery === undefined) return;
    const hash =
      persistedQuery !== null && typeof persistedQuery === 'object'
        ? (persistedQuery as { sha256Hash?: unknown }).sha256Hash
        : undefined;
    if (hash === documentHash(request.query)) return;
    const { persistedQuery: _dropped, ...rest } = extensions;
    request.extensions = rest;
  },
};

/**
 * The manifest read and prepared at startup. A missing file (a deployment without it) leaves no
 * known hash: the web app then sends its texts after the first PERSISTED_QUERY_NOT_FOUND.
 */
export function loadPersistedDocuments(
  schema: GraphQLSchema,
  limits: Parameters<typeof preparePersistedDocuments>[2],
  file: string = PERSISTED_DOCUMENTS_FILE,
): PersistedDocuments {
  const manifest = readManifest(file);
  if (!manifest) logger.warn({ file }, 'no persisted documents manifest: every hash is unknown');
  const persisted = preparePersistedDocuments(schema, manifest ?? {}, limits);
  for (const { hash, reason } of persisted.refused)
    logger.error({ file, hash, reason }, 'persisted document left out');
  return persisted;
}
