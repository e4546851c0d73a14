import { Ctx, Field, Int, ObjectType } from 'type-graphql';
import { Connection } from '../../../common/dto/connection.type';
import type { GraphQLContext } from '../../../graphql/context';
import { AssociationSummaryType } from '../../associations/dto/association-summary.type';
import { mediaUrls } from '../../media/media.surface';
import type { QuestionRow } from '../question-row';

/** A question to an association, as its administrators (and the asker, in an answer) see it. */
@ObjectType('Question')
export class QuestionType {
  @Field(() => Int)
  id: number;

  @Field(() => Int)
  associationId: number;

  @Field(() => AssociationSummaryType)
  association: AssociationSummaryType;

  @Field()
  question: string;

  @Field()
  askedAt: Date;

  @Field({ description: 'read by an administrator' })
  displayed: boolean;

  @Field(() => String, { nullable: true })
  answer: string | null;

  @Field(() => Date, { nullable: true })
  answeredAt: Date | null;

  @Field({ description: '"Nome Cognome" of the asker' })
  askerName: string;

  /** Not in the schema: askerImageUrl is built per viewer. */
  askerImageId: number | null;

  @Field(() => String, { nullable: true })
  askerImageUrl(@Ctx() context: GraphQLContext): Promise<string | null> {
    return mediaUrls(context).profilePicture(this.askerImageId);
  }

  static from(row: QuestionRow): QuestionType {
    return Object.assign(new QuestionType(), {
      id: row.id,
      associationId: row.associationId,
      association: Object.assign(new AssociationSummaryType(), {
        id: row.associationId,
        name: row.associationName,
        address: row.associationAddress,
        imageId: row.associationImageId,
      }),
      question: row.question,
      askedAt: row.askedAt,
      displayed: row.displayed,
      answer: row.answer,
      answeredAt: row.answeredAt,
      askerName: `${row.askerName} ${row.askerSurname}`,
      askerImageId: row.askerImageId,
    });
  }
}

@ObjectType('QuestionConnection')
export class QuestionConnection extends Connection('Question', QuestionType) {}
