import {
  Arg,
  Args,
  Authorized,
  Ctx,
  Int,
  Mutation,
  Query,
  Resolver,
  Subscription,
} from 'type-graphql';
import { ConnectionArgs, type ConnectionArgsOf } from '../../common/paging/connection.args';
import type { Viewer } from '../../common/policy/viewer';
import type { GraphQLContext } from '../../graphql/context';
import { CurrentUser, CurrentViewer, signedInViewer } from '../../graphql/current-user';
import { Topic } from '../../platform/pubsub';
import type { AuthUser } from '../auth/auth.types';
import { AnswerQuestionInput, AskQuestionInput, QuestionIdInput } from './dto/question.inputs';
import { QuestionConnection, QuestionType } from './dto/question.type';
import { questionCursor } from './questions.service';
import { connectionOf } from '../../common/dto/connection.type';

const ListArgs = ConnectionArgs(20);

@Resolver()
export class QuestionsResolver {
  @Query(() => QuestionConnection, {
    description:
      "Administrators only: the association's questions, unread first, then newest; search on the text",
  })
  async questions(
    @CurrentViewer() viewer: Viewer,
    @Ctx() { services }: GraphQLContext,
    @Arg('associationId', () => Int) associationId: number,
    @Args(() => ListArgs) args: ConnectionArgsOf,
  ): Promise<QuestionConnection> {
    return connectionOf(
      await services.questions.list(viewer, associationId, args),
      (row) => QuestionType.from(row),
      questionCursor,
    );
  }

  @Query(() => QuestionType, {
    nullable: true,
    description: "Administrators of the question's association only; null when missing",
  })
  async question(
    @CurrentViewer() viewer: Viewer,
    @Ctx() { services }: GraphQLContext,
    @Arg('id', () => Int) id: number,
  ): Promise<QuestionType | null> {
    const row = await services.questions.get(viewer, id);
    return row ? QuestionType.from(row) : null;
  }

  @Mutation(() => QuestionType, {
    description: 'Asks the association a question; its administrators are notified',
  })
  async askQuestion(
    @CurrentUser() user: AuthUser,
    @Ctx() { services }: GraphQLContext,
    @Arg('input', () => AskQuestionInput) input: AskQuestionInput,
  ): Promise<QuestionType> {
    return QuestionType.from(
      await services.questions.ask(user.id, input.associationId, input.question),
    );
  }

  @Mutation(() => QuestionType, { description: 'Administrators: opening a question marks it read' })
  async markQuestionRead(
    @CurrentViewer() viewer: Viewer,
    @Ctx() { services }: GraphQLContext,
    @Arg('input', () => QuestionIdInput) input: QuestionIdInput,
  ): Promise<QuestionType> {
    return QuestionType.from(await services.questions.markRead(viewer, input.questionId));
  }

  @Mutation(() => QuestionType, {
    description: 'Administrators: answers once (CONFLICT afterwards); the asker is notified',
  })
  async answerQuestion(
    @CurrentUser() user: AuthUser,
    @Ctx() { services }: GraphQLContext,
    @Arg('input', () => AnswerQuestionInput) input: AnswerQuestionInput,
  ): Promise<QuestionType> {
    return QuestionType.from(
      await services.questions.answer(user.id, input.questionId, input.answer),
    );
  }

  /**
   * Permission is checked when the subscription starts and again for every event.
   * `@Authorized()` also guards the subscribing, which runs before any parameter decorator.
   */
  @Authorized()
  @Subscription(() => Int, {
    description: 'Administrators of the association only: its unread questions, live',
    subscribe: async ({ args, context }) => {
      const { services } = context as GraphQLContext;
      const viewer = await signedInViewer(context as GraphQLContext);
      await services.questions.unreadCount(viewer, args.associationId as number);
      return services.pubSub.subscribe(Topic.UnreadQuestionCount, args.associationId as number);
    },
  })
  async unreadQuestionCount(
    @Ctx() context: GraphQLContext,
    @Arg('associationId', () => Int) associationId: number,
  ): Promise<number> {
    // each event asks afresh: an administrator who was removed since stops receiving it
    context.viewer?.forget();
    return context.services.questions.unreadCount(await signedInViewer(context), associationId);
  }
}
