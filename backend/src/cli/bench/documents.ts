import fs from 'node:fs';
import path from 'node:path';
import {
  Kind,
  print,
  visit,
  type DocumentNode,
  type FieldNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { ROOT_DIR } from '../../config';

/**
 * The GraphQL documents the frontend sends, taken from the code it is built from
 * (`frontend/src/gql/graphql.ts`, generated from its `.graphql` files), so the bench replays the
 * same operations as the browser and follows them when they change.
 */
const GENERATED = path.join(ROOT_DIR, 'frontend', 'src', 'gql', 'graphql.ts');

let documents: Map<string, DocumentNode> | undefined;

function generatedDocuments(): Map<string, DocumentNode> {
  if (documents) return documents;
  documents = new Map();
  const source = fs.readFileSync(GENERATED, 'utf8');
  for (const match of source.matchAll(
    /^export const (\w+)Document = (\{.*\}) as unknown as DocumentNode/gm,
  ))
    documents.set(match[1], JSON.parse(match[2]) as DocumentNode);
  return documents;
}

const TYPENAME: FieldNode = {
  kind: Kind.FIELD,
  name: { kind: Kind.NAME, value: '__typename' },
};

/**
 * Apollo Client's cache asks for `__typename` in every selection set but the operation's own
 * (`addTypenameToDocument`): the server resolves those fields too, so the bench sends them.
 */
function withTypenames(document: DocumentNode): DocumentNode {
  return visit(document, {
    SelectionSet: {
      leave(node: SelectionSetNode, _key, parent) {
        if (parent && (parent as OperationDefinitionNode).kind === Kind.OPERATION_DEFINITION)
          return node;
        const has = node.selections.some(
          (s) => s.kind === Kind.FIELD && s.name.value === '__typename',
        );
        return has ? node : { ...node, selections: [...node.selections, TYPENAME] };
      },
    },
  });
}

export interface Operation {
  operationName: string;
  query: string;
  /** the persisted document's hash (codegen.ts): the web app sends it instead of the text */
  hash?: string;
}

/** The operation named `name` (with its fragments) as Apollo Client prints it on the wire. */
export function operation(name: string): Operation {
  const document = generatedDocuments().get(name);
  if (!document) throw new Error(`the frontend has no operation ${name} (${GENERATED})`);
  const hash = (document as { __meta__?: { hash?: string } }).__meta__?.hash;
  return { operationName: name, query: print(withTypenames(document)), hash };
}
