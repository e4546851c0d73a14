import { Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { EventTypeType } from './dto/event-type.type';
import { TopicType } from './dto/topic.type';

@Resolver()
export class CatalogResolver {
  @Query(() => [EventTypeType])
  eventTypes(@Ctx() { services }: GraphQLContext): Promise<EventTypeType[]> {
    return services.catalog.eventTypes();
  }

  @Query(() => [TopicType])
  async topics(@Ctx() { services }: GraphQLContext): Promise<TopicType[]> {
    return (await services.catalog.topics()).map((t) => TopicType.from(t));
  }
}
