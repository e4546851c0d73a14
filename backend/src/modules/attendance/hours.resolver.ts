import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Viewer } from '../../common/policy/viewer';
import type { GraphQLContext } from '../../graphql/context';
import { CurrentUser, CurrentViewer } from '../../graphql/current-user';
import type { AuthUser } from '../auth/auth.types';
import {
  AssociationHoursObject,
  HoursStatementIdInput,
  HoursStatementInput,
  HoursStatementObject,
  MyHoursObject,
  VerifiedHoursStatementObject,
} from './dto/hours.type';

/**
 * Hours of volunteering and their statements (issue 22): the viewer's own, the association's for
 * its administrators, and the public verification of a statement. Periods are Rome days
 * `YYYY-MM-DD`, inclusive; without them, the last 12 months.
 */
@Resolver()
export class HoursResolver {
  @Query(() => MyHoursObject, {
    description:
      "the viewer's hours per association, per month and in total (default: the last 12 months)",
  })
  async myHours(
    @CurrentUser() user: AuthUser,
    @Ctx() { services }: GraphQLContext,
    @Arg('from', () => String, { nullable: true }) from?: string | null,
    @Arg('to', () => String, { nullable: true }) to?: string | null,
  ): Promise<MyHoursObject> {
    return MyHoursObject.from(await services.hours.mine(user.id, from, to));
  }

  @Query(() => AssociationHoursObject, {
    description: "each volunteer's hours with the association: its administrators only",
  })
  async associationHours(
    @CurrentViewer() viewer: Viewer,
    @Ctx() { services }: GraphQLContext,
    @Arg('associationId', () => Int) associationId: number,
    @Arg('from', () => String, { nullable: true }) from?: string | null,
    @Arg('to', () => String, { nullable: true }) to?: string | null,
  ): Promise<AssociationHoursObject> {
    return AssociationHoursObject.from(
      await services.hours.ofAssociation(viewer, associationId, from, to),
    );
  }

  @Query(() => [HoursStatementObject], { description: "the viewer's statements, newest first" })
  async myHoursStatements(
    @CurrentUser() user: AuthUser,
    @Ctx() { services }: GraphQLContext,
  ): Promise<HoursStatementObject[]> {
    return (await services.hours.statementsOf(user.id)).map((s) => HoursStatementObject.from(s));
  }

  @Query(() => [HoursStatementObject], {
    description: "the association's statements, newest first: its administrators only",
  })
  async associationHoursStatements(
    @CurrentViewer() viewer: Viewer,
    @Ctx() { services }: GraphQLContext,
    @Arg('associationId', () => Int) associationId: number,
  ): Promise<HoursStatementObject[]> {
    return (await services.hours.ofAssociationStatements(viewer, associationId)).map((s) =>
      HoursStatementObject.from(s),
    );
  }

  @Query(() => VerifiedHoursStatementObject, {
    nullable: true,
    description:
      'a statement by its verification token, for anyone (no login); null when the token names none',
  })
  async hoursStatement(
    @Ctx() { services, ip }: GraphQLContext,
    @Arg('token') token: string,
  ): Promise<VerifiedHoursStatementObject | null> {
    const verified = await services.hours.verify(token, ip);
    return verified ? VerifiedHoursStatementObject.from(verified) : null;
  }

  @Mutation(() => HoursStatementObject, {
    description:
      'a new statement of the viewer’s hours with the association in the period (its PDF: GET /api/hours-statement/{id}/pdf); NOT_FOUND without hours',
  })
  async issueHoursStatement(
    @CurrentUser() user: AuthUser,
    @Ctx() { services }: GraphQLContext,
    @Arg('input', () => HoursStatementInput) input: HoursStatementInput,
  ): Promise<HoursStatementObject> {
    const { statement } = await services.hours.issue(user.id, input);
    return HoursStatementObject.from(statement);
  }

  @Mutation(() => HoursStatementObject, {
    description: 'revoke a statement: administrators of its association (others NOT_FOUND)',
  })
  async revokeHoursStatement(
    @CurrentUser() user: AuthUser,
    @Ctx() { services }: GraphQLContext,
    @Arg('input', () => HoursStatementIdInput) input: HoursStatementIdInput,
  ): Promise<HoursStatementObject> {
    return HoursStatementObject.from(await services.hours.revoke(user.id, input.statementId));
  }
}
