import { ArgsType, Field, Int } from 'type-graphql';

/** `search`: the free-text filter every searchable list takes (trimmed, case-insensitive). */
@ArgsType()
export class SearchArgs {
  @Field(() => String, { nullable: true })
  search?: string | null;
}

const byDefault = new Map<number, typeof SearchArgs>();

/**
 * `search`, `first` and `after` of a connection (docs/architecture.md, "Contracts"), with the
 * list's own default page size. `first` is clamped to 1…100 by the service (`pageSize`), never
 * refused, so that an integrator asking for 1,000 gets a full page and a cursor. Create the class
 * when the module loads (`const ListArgs = ConnectionArgs(8);` at top level) and take it as
 * `@Args(() => ListArgs) { search, first, after }: ConnectionArgsOf`: a class first made inside the
 * thunk appears after the schema build has started, and type-graphql refuses it.
 */
export function ConnectionArgs(defaultFirst: number): typeof SearchArgs {
  let Args = byDefault.get(defaultFirst);
  if (!Args) {
    @ArgsType()
    class ConnectionArgsWithDefault extends SearchArgs {
      @Field(() => Int, { defaultValue: defaultFirst })
      first: number;

      @Field(() => String, { nullable: true })
      after?: string | null;
    }
    Args = ConnectionArgsWithDefault;
    byDefault.set(defaultFirst, Args);
  }
  return Args;
}

export interface ConnectionArgsOf {
  search?: string | null;
  first: number;
  after?: string | null;
}
