import { Field, Int, ObjectType, type ClassType } from 'type-graphql';
import { PageInfo } from './page-info.type';

/**
 * A cursor-paginated list of `Node` (ARCHITECTURE §3: lists that grow take `first` and `after`).
 * Subclass it with `@ObjectType('<Name>Connection')`; the edge type is named `<Name>Edge`.
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
