import { Field, Int, ObjectType, type ClassType } from 'type-graphql';
import type { Page } from '../paging/page';
import { PageInfo } from './page-info.type';

/**
 * A cursor-paginated list of `Node` (docs/architecture.md, "Contracts": a list that grows takes
 * `first` and `after`). Subclass it with `@ObjectType('<Name>Connection')`; the edge type is named
 * `<Name>Edge`.
 */
export function Connection<TNode extends object>(name: string, Node: ClassType<TNode>) {
  @ObjectType(`${name}Edge`)
  class Edge {
    @Field()
    cursor: string;

    @Field(() => Node)
    node: TNode;
  }

  // no name of its own: only the subclasses appear in the schema
  @ObjectType()
  abstract class ConnectionClass {
    @Field(() => [Edge])
    edges: Edge[];

    @Field(() => PageInfo)
    pageInfo: PageInfo;

    @Field(() => Int)
    totalCount: number;
  }
  return ConnectionClass;
}

/**
 * A service's `Page` (common/paging) as a connection: each row shaped by `toNode`, with the cursor
 * `cursorOf` gives it. The one place a page becomes edges and pageInfo.
 */
export function connectionOf<T, N>(
  page: Page<T>,
  toNode: (row: T) => N,
  cursorOf: (row: T) => string,
): { edges: { cursor: string; node: N }[]; pageInfo: PageInfo; totalCount: number } {
  return {
    edges: page.nodes.map((row) => ({ cursor: cursorOf(row), node: toNode(row) })),
    pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
    totalCount: page.totalCount,
  };
}
