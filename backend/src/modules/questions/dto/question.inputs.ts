import { Field, InputType, Int } from 'type-graphql';

@InputType()
export class AskQuestionInput {
  @Field(() => Int)
  associationId: number;

  @Field({ description: 'at most 255 characters' })
  question: string;
}

@InputType()
export class QuestionIdInput {
  @Field(() => Int)
  questionId: number;
}

@InputType()
export class AnswerQuestionInput {
  @Field(() => Int)
  questionId: number;

  @Field({ description: 'at most 255 characters' })
  answer: string;
}
