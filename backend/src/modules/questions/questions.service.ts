import type { DataSource } from 'typeorm';
import type { AppPubSub } from '../../graphql/pubsub';

/** Questions from a signed-in user to an association; its administrators read and answer them. */
export class QuestionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly pubSub: AppPubSub,
  ) {}
}
