import { Ctx, Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context';
import { mediaUrls } from '../../media/media.surface';
import type { VolunteerList, VolunteerRecord, VolunteerView } from '../memberships.service';

export enum MembershipStatus {
  WAITING = 'waiting',
  ACCEPTED = 'accepted',
  REJECTED = 'rejected',
  REMOVED = 'removed',
}
registerEnumType(MembershipStatus, { name: 'MembershipStatus' });

/** A person's place in an association, as its administrators see it (contacts as the policy says). */
@ObjectType('Volunteer')
export class VolunteerType {
  @Field(() => Int, { description: 'the membership id (id_user_association)' })
  id: number;

  @Field(() => Int)
  associationId: number;

  @Field(() => Int)
  userId: number;

  @Field()
  name: string;

  @Field()
  surname: string;

  @Field()
  email: string;

  @Field()
  phone: string;

  /** Not in the schema: imageUrl is built per viewer. */
  imageId: number | null;

  @Field(() => String, { nullable: true })
  imageUrl(@Ctx() context: GraphQLContext): Promise<string | null> {
    return mediaUrls(context).profilePicture(this.imageId);
  }

  @Field()
  isAdmin: boolean;

  @Field()
  isMember: boolean;

  @Field(() => MembershipStatus)
  status: MembershipStatus;

  @Field()
  requestedAt: Date;

  /**
   * Contacts come hidden by the service where the policy says so: the contract keeps email and
   * phone non-null, so hidden contacts read as empty strings.
   */
  static from(m: VolunteerView, outcome?: VolunteerRecord['outcome']): VolunteerType {
    const { user } = m;
    return Object.assign(new VolunteerType(), {
      id: m.id,
      associationId: m.associationId,
      userId: m.userId,
      name: user.name,
      surname: user.surname,
      email: user.email ?? '',
      phone: user.phone ?? '',
      imageId: user.imageId,
      isAdmin: m.isAdmin,
      isMember: m.isMember,
      status: (outcome ?? m.status) as MembershipStatus,
      requestedAt: m.createdAt,
    });
  }

  static fromRecord(record: VolunteerRecord): VolunteerType {
    return VolunteerType.from(record.membership, record.outcome);
  }

  static fromList({ volunteers }: VolunteerList): VolunteerType[] {
    return volunteers.map((m) => VolunteerType.from(m));
  }
}
