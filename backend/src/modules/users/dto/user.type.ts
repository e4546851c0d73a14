import { Ctx, Field, Int, ObjectType } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context';
import { mediaUrls } from '../../media/media.surface';
import type { User } from '../user.entity';
import { mailPreferencesOf, type MailPreferences } from '../users.service';

/** The signed-in person's own profile. `isAdmin` and `preferences` are resolved by loaders. */
@ObjectType('User')
export class UserType {
  @Field(() => Int)
  id: number;

  @Field()
  name: string;

  @Field()
  surname: string;

  @Field()
  email: string;

  @Field()
  phone: string;

  @Field({ description: 'YYYY-MM-DD' })
  birthDate: string;

  @Field(() => String, { nullable: true, description: 'codice fiscale (issue 23), upper-case' })
  fiscalCode: string | null;

  @Field(() => String, { nullable: true, description: 'place of birth' })
  birthPlace: string | null;

  @Field(() => String, { nullable: true, description: 'address of residence' })
  residence: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'address of domicile, only when different from the residence',
  })
  domicile: string | null;

  /** Not in the schema: imageUrl is built per viewer. */
  imageId: number | null;

  /** Not in the schema: served as `mailPreferences` to the person themself only. */
  ownMailPreferences: MailPreferences | null;

  @Field(() => String, {
    nullable: true,
    description: '/media/{id} or null when the user has no profile image',
  })
  imageUrl(@Ctx() context: GraphQLContext): Promise<string | null> {
    return mediaUrls(context).profilePicture(this.imageId);
  }

  static from(user: User): UserType {
    return Object.assign(new UserType(), {
      id: user.id,
      name: user.name,
      surname: user.surname,
      email: user.email,
      phone: user.phone,
      birthDate: user.birthDate,
      fiscalCode: user.fiscalCode ?? null,
      birthPlace: user.birthPlace ?? null,
      residence: user.residence ?? null,
      domicile: user.domicile ?? null,
      imageId: user.imageId,
      // a row read without these columns gives no choices rather than wrong ones
      ownMailPreferences: typeof user.mailNotices === 'boolean' ? mailPreferencesOf(user) : null,
    });
  }
}
