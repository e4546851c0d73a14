import { Field, Int, ObjectType } from 'type-graphql';
import { mediaUrl } from '../../media/media.service';
import type { User } from '../user.entity';

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

  @Field(() => String, {
    nullable: true,
    description: '/media/{id} or null when the user has no profile image',
  })
  imageUrl: string | null;

  static from(user: User): UserType {
    return Object.assign(new UserType(), {
      id: user.id,
      name: user.name,
      surname: user.surname,
      email: user.email,
      phone: user.phone,
      birthDate: user.birthDate,
      imageUrl: mediaUrl(user.imageId),
    });
  }
}
