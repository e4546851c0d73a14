import type { EntityManager } from 'typeorm';
import {
  activationCodeSchema,
  associationDataSchema,
  associationTopicsSchema,
  joinAddress,
} from '@insieme/schema';
import { validateInput } from '../../common/validate';
import type { ActivationCodesService } from '../activation-codes/activation-codes.service';
import type { CatalogService } from '../catalog/catalog.service';
import { Membership } from '../memberships/membership.entity';
import { Association } from './association.entity';
import { checkedLegalData, type AssociationLegalData } from './association-legal-data';

export interface NewAssociationData extends AssociationLegalData {
  activationCode: string;
  name: string;
  description: string;
  street: string;
  town: string;
  province: string;
  dateOfFoundation: string;
  topicIds: number[];
}

/**
 * Founding an association with a one-time activation code: what the create-association wizard
 * and the administrator's registration share. A capability other modules may use (registration
 * founds one in its own transaction); the association's later life is AssociationsService's.
 */
export class AssociationFoundingService {
  constructor(
    private readonly catalog: CatalogService,
    private readonly activationCodes: ActivationCodesService,
  ) {}

  /** Every rule of the new-association form, before anything is written. */
  async validate(input: NewAssociationData): Promise<void> {
    await validateInput(activationCodeSchema, input);
    await validateInput(associationDataSchema, input);
    await validateInput(associationTopicsSchema, input);
    await checkedLegalData(input);
  }

  /**
   * Creates an association with a one-time code inside the caller's transaction; the creator
   * becomes its (accepted) administrator.
   */
  async found(em: EntityManager, userId: number, input: NewAssociationData): Promise<Association> {
    const codeId = await this.activationCodes.consume(em, input.activationCode, userId);
    const topics = await this.catalog.requireTopics(em, input.topicIds);
    const legal = await checkedLegalData(input);
    const association = await em.getRepository(Association).save(
      em.getRepository(Association).create({
        name: input.name.trim(),
        description: input.description.trim(),
        address: joinAddress({ street: input.street, town: input.town, province: input.province }),
        dateOfFoundation: input.dateOfFoundation,
        siteWeb: null,
        messagingChannelUrl: null,
        fiscalCode: legal.fiscalCode ?? null,
        runtsNumber: legal.runtsNumber ?? null,
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
}
