import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Viewer } from '../../common/policy/viewer';
import type { GraphQLContext } from '../../graphql/context';
import { CurrentUser, CurrentViewer } from '../../graphql/current-user';
import type { AuthUser } from '../auth/auth.types';
import {
  CorrectRegisterEntryInput,
  EndRegisterEntryInput,
  AddRegisterEntryInput,
  RegisterCandidateObject,
  RegisterCorrectionProposalObject,
  RegisterEntryObject,
  RegisterHolderObject,
  RegisterVerificationObject,
} from './dto/register.type';

/**
 * The register of volunteers (issue 23, docs/register.md): the same operations as the REST
 * facade. The files (CSV, PDF) are REST only (`GET /api/association/{id}/register?format=`),
 * downloaded with the bearer token: binary files do not belong in a JSON answer.
 */
@Resolver(() => RegisterEntryObject)
export class RegisterResolver {
  @Query(() => [RegisterEntryObject], {
    description:
      "The association's register, every entry in order, corrected ones included: administrators only",
  })
  async volunteerRegister(
    @CurrentViewer() viewer: Viewer,
    @Ctx() { services }: GraphQLContext,
    @Arg('associationId', () => Int) associationId: number,
  ): Promise<RegisterEntryObject[]> {
    return (await services.register.entries(viewer, associationId)).map((r) =>
      RegisterEntryObject.from(r),
    );
  }

  @Query(() => [RegisterEntryObject], {
    description:
      'The volunteers insured on a day (YYYY-MM-DD): current entries with start < day <= end (24:00 rule): administrators only',
  })
  async insuredVolunteers(
    @CurrentViewer() viewer: Viewer,
    @Ctx() { services }: GraphQLContext,
    @Arg('associationId', () => Int) associationId: number,
    @Arg('date') date: string,
  ): Promise<RegisterEntryObject[]> {
    return (await services.register.insured(viewer, associationId, date)).map((r) =>
      RegisterEntryObject.from(r),
    );
  }

  @Query(() => RegisterVerificationObject, {
    description:
      'The hash chain recomputed ("Registro integro" or what is broken): administrators only',
  })
  async registerVerification(
    @CurrentViewer() viewer: Viewer,
    @Ctx() { services }: GraphQLContext,
    @Arg('associationId', () => Int) associationId: number,
  ): Promise<RegisterVerificationObject> {
    return RegisterVerificationObject.from(await services.register.verify(viewer, associationId));
  }

  @Query(() => [RegisterCandidateObject], {
    description:
      'Accepted volunteers not in the register now, with what their profile lacks: administrators only',
  })
  async registerCandidates(
    @CurrentViewer() viewer: Viewer,
    @Ctx() { services }: GraphQLContext,
    @Arg('associationId', () => Int) associationId: number,
  ): Promise<RegisterCandidateObject[]> {
    return (await services.register.candidates(viewer, associationId)).map((c) =>
      RegisterCandidateObject.from(c),
    );
  }

  @Query(() => [RegisterHolderObject], {
    description:
      'The associations whose register of volunteers holds me (the profile; the account deletion screen)',
  })
  async myRegisterAssociations(
    @CurrentUser() user: AuthUser,
    @Ctx() { services }: GraphQLContext,
  ): Promise<RegisterHolderObject[]> {
    return (await services.register.holdersOf(user.id)).map((h) => RegisterHolderObject.from(h));
  }

  @Mutation(() => RegisterEntryObject, {
    description:
      'Enter an accepted volunteer with their profile data; BAD_USER_INPUT register.missing_data naming what is missing (params.fields), and the person is asked in-app to complete it; CONFLICT when already in the register without an end',
  })
  async addRegisterEntry(
    @CurrentUser() user: AuthUser,
    @Ctx() { services }: GraphQLContext,
    @Arg('input', () => AddRegisterEntryInput) input: AddRegisterEntryInput,
  ): Promise<RegisterEntryObject> {
    return RegisterEntryObject.from(
      await services.register.enter(user.id, input.associationId, {
        userId: input.userId,
        section: input.section,
        startDate: input.startDate,
        paperForm: input.paperForm,
      }),
    );
  }

  @Query(() => [RegisterCorrectionProposalObject], {
    description:
      'The volunteers in the register whose profile now differs from their current entry, with the correction filled in (issue 31): administrators only',
  })
  async registerCorrectionProposals(
    @CurrentViewer() viewer: Viewer,
    @Ctx() { services }: GraphQLContext,
    @Arg('associationId', () => Int) associationId: number,
  ): Promise<RegisterCorrectionProposalObject[]> {
    return (await services.register.correctionProposals(viewer, associationId)).map((p) =>
      RegisterCorrectionProposalObject.from(p),
    );
  }

  @Mutation(() => RegisterEntryObject, {
    description:
      '"Cancella dal registro": a new entry with the end date; CONFLICT when the entry is superseded or already ended',
  })
  async endRegisterEntry(
    @CurrentUser() user: AuthUser,
    @Ctx() { services }: GraphQLContext,
    @Arg('input', () => EndRegisterEntryInput) input: EndRegisterEntryInput,
  ): Promise<RegisterEntryObject> {
    return RegisterEntryObject.from(
      await services.register.end(user.id, input.associationId, input.entryId, input.endDate),
    );
  }

  @Mutation(() => RegisterEntryObject, {
    description:
      'A correction: a new entry pointing at the corrected one (which stays readable); CONFLICT when that entry is superseded',
  })
  async correctRegisterEntry(
    @CurrentUser() user: AuthUser,
    @Ctx() { services }: GraphQLContext,
    @Arg('input', () => CorrectRegisterEntryInput) input: CorrectRegisterEntryInput,
  ): Promise<RegisterEntryObject> {
    const { associationId, entryId, ...fields } = input;
    return RegisterEntryObject.from(
      await services.register.correct(user.id, associationId, entryId, fields),
    );
  }
}
