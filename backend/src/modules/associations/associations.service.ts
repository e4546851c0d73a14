import type { DataSource, EntityManager } from 'typeorm';
import {
  associationDataSchema,
  associationTopicsSchema,
  activationCodeSchema,
  joinAddress,
} from '@insieme/schema';
import { validateInput } from '../../common/validate';
import type { ActivationCodesService } from '../activation-codes/activation-codes.service';
import type { CatalogService } from '../catalog/catalog.service';
import { Membership } from '../memberships/membership.entity';
import { Association } from './association.entity';

export interface NewAssociationData {
  activationCode: string;
  name: string;
  description: string;
  street: string;
  town: string;
  province: string;
  dateOfFoundation: string;
  topicIds: number[];
}

export class AssociationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly catalog: CatalogService,
    private readonly activationCodes: ActivationCodesService,
  ) {}

  /** Every rule of the association form, before anything is written. */
  async validateNew(input: NewAssociationData): Promise<void> {
    await validateInput(activationCodeSchema, input);
    await validateInput(associationDataSchema, input);
    await validateInput(associationTopicsSchema, input);
  }

  /**
   * Creates an association with a one-time code inside the caller's transaction; the creator
   * becomes its (accepted) administrator.
   */
  async createWithCode(
    em: EntityManager,
    userId: number,
    input: NewAssociationData,
  ): Promise<Association> {
    const codeId = await this.activationCodes.consume(em, input.activationCode, userId);
    const topics = await this.catalog.requireTopics(em, input.topicIds);
    const association = await em.getRepository(Association).save(
      em.getRepository(Association).create({
        name: input.name.trim(),
        description: input.description.trim(),
        address: joinAddress({ street: input.street, town: input.town, province: input.province }),
        dateOfFoundation: input.dateOfFoundation,
        siteWeb: null,
        imageId: null,
        topics,
      }),
    );
    await em.getRepository(Membership).insert({
      userId,
      associationId: association.id,
      status: 'accepted',
      isAdmin: true,
      isMember: false,
      decidedAt: new Date(),
    });
    await this.activationCodes.attachAssociation(em, codeId, association.id);
    return association;
  }

  /** Public cards offered during registration (searchable by name or address). */
  searchPublic(search: string | undefined, limit = 50): Promise<Association[]> {
    const qb = this.dataSource
      .getRepository(Association)
      .createQueryBuilder('a')
      .orderBy('a.name', 'ASC')
      .limit(limit);
    const term = search?.trim();
    if (term)
      qb.where('(a.name ILIKE :term OR a.address ILIKE :term)', {
        term: `%${term.replace(/[%_\\]/g, '\\$&')}%`,
      });
    return qb.getMany();
  }

  findById(id: number): Promise<Association | null> {
    return this.dataSource.getRepository(Association).findOneBy({ id });
  }
}
