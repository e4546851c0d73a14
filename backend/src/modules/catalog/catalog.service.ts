import { In, type DataSource, type EntityManager } from 'typeorm';
import { badInput } from '../../common/app-error';
import { CATALOG_ERRORS } from './catalog.errors';
import { EventType } from './event-type.entity';
import { Topic } from './topic.entity';

export class CatalogService {
  constructor(private readonly dataSource: DataSource) {}

  eventTypes(): Promise<EventType[]> {
    return this.dataSource.getRepository(EventType).find({ order: { name: 'ASC' } });
  }

  topics(): Promise<Topic[]> {
    return this.dataSource.getRepository(Topic).find({ order: { name: 'ASC' } });
  }

  /** The event types with these ids; an unknown id is a bad input, not a silent drop. */
  async requireEventTypes(
    em: EntityManager,
    ids: number[],
    field = 'preferences',
  ): Promise<EventType[]> {
    const unique = [...new Set(ids)];
    const found = unique.length ? await em.getRepository(EventType).findBy({ id: In(unique) }) : [];
    if (found.length !== unique.length) throw badInput(CATALOG_ERRORS.unknownChoice, { field });
    return found;
  }

  async requireTopics(em: EntityManager, ids: number[], field = 'topicIds'): Promise<Topic[]> {
    const unique = [...new Set(ids)];
    const found = unique.length ? await em.getRepository(Topic).findBy({ id: In(unique) }) : [];
    if (found.length !== unique.length) throw badInput(CATALOG_ERRORS.unknownChoice, { field });
    return found;
  }
}

declare module '../../platform/services' {
  interface Services {
    catalog: CatalogService;
  }
}
