import fs from 'node:fs';
import type { Plugin } from 'vite';

/** how a module of src asks for one document: `import { XDocument } from 'gql-document:XDocument'` */
const SPECIFIER = 'gql-document:';
const RESOLVED = `\0${SPECIFIER}`;

const IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+(['"])([^'"]*\/gql\/graphql)\3;?/g;
const DOCUMENT = /^export const (\w+Document) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;

/**
 * graphql-codegen writes every document of the app into one module (src/gql/graphql.ts, 136
 * documents, ~340 KB of syntax trees), and a module lands whole in one chunk: the start-up chunk,
 * since route loaders import the screens' queries. This plugin gives each document a module of
 * its own, so each travels with the code that uses it (a mutation with its form, a fragment's
 * subscription with its page) and the start-up carries the screens' queries alone. Each tree is
 * a `JSON.parse` of a string, which engines read faster than the same object literal.
 *
 * The imports of the generated module are rewritten at build time; sources and tests keep
 * importing `gql/graphql` as codegen's documentation says.
 */
export function gqlDocuments(generatedFile: string): Plugin {
  let documents: Map<string, string> | undefined;
  return {
    name: 'insieme:gql-documents',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      documents = readDocuments(fs.readFileSync(generatedFile, 'utf8'));
      this.addWatchFile(generatedFile);
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id === generatedFile || !code.includes('/gql/graphql'))
        return null;
      const rewritten = importDocumentsApart(code);
      return rewritten === code ? null : { code: rewritten, map: null };
    },
    resolveId(source) {
      return source.startsWith(SPECIFIER) ? `\0${source}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const name = id.slice(RESOLVED.length);
      const tree = documents?.get(name);
      if (!tree) this.error(`gql documents: ${name} is not in ${generatedFile}`);
      return `export const ${name} = /* @__PURE__ */ JSON.parse(${stringLiteral(tree)});\n`;
    },
  };
}

/** JSON text as a single-quoted string: its many double quotes stay unescaped */
export const stringLiteral = (text: string) =>
  `'${text
    .replace(/\\/g, '\\\\')
    .replace(/'/g, "\\'")
    .replace(/\u2028|\u2029/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`)}'`;

/** name → the document's syntax tree as JSON text */
export function readDocuments(generated: string): Map<string, string> {
  const documents = new Map<string, string>();
  for (const [, name, tree] of generated.matchAll(DOCUMENT)) {
    JSON.parse(tree); // a literal that is not JSON is codegen's new format: fail the build
    documents.set(name, tree);
  }
  if (documents.size === 0) throw new Error('gql documents: none found in the generated module');
  return documents;
}

/**
 * `import { ADocument, type AQuery, BDocument as B } from '../gql/graphql'` becomes one import per
 * document from `gql-document:…` and the rest (types) from the generated module as before.
 */
export function importDocumentsApart(code: string): string {
  return code.replace(
    IMPORT,
    (statement, typeOnly: string | undefined, list: string, quote: string, from: string) => {
      if (typeOnly) return statement;
      const names = list
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean);
      const isDocument = (n: string) => !n.startsWith('type ') && /^\w+Document\b/.test(n);
      const documents = names.filter(isDocument);
      if (!documents.length) return statement;
      const rest = names.filter((n) => !isDocument(n));
      const imports = documents.map((n) => {
        const name = n.split(/\s+as\s+/)[0];
        return `import { ${n} } from ${quote}${SPECIFIER}${name}${quote};`;
      });
      if (rest.length) imports.push(`import { ${rest.join(', ')} } from ${quote}${from}${quote};`);
      return imports.join(' ');
    },
  );
}
