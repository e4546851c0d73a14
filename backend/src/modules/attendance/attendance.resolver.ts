import {
  Arg,
  Ctx,
  FieldResolver,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
  Subscription,
} from 'type-graphql';
import type { Viewer } from '../../common/policy/viewer';
import type { GraphQLContext } from '../../graphql/context';
import { CurrentUser, CurrentViewer } from '../../graphql/current-user';
import { recheckedShiftSubscription } from '../../graphql/rechecked-subscription';
import { Topic } from '../../platform/pubsub';
import type { AuthUser } from '../auth/auth.types';
import { ShiftIdInput } from '../shifts/dto/shift.inputs';
import { ShiftObject } from '../shifts/dto/shift.type';
import { visibleShift } from '../shifts/dto/visible-shift';
import {
  AttendanceObject,
  CheckInCodeObject,
  CheckInInput,
  MyAttendanceObject,
  SetAttendanceInput,
} from './dto/attendance.type';

/** The attendance, live, re-read with the subscriber's rights for each change. */
const liveAttendance = recheckedShiftSubscription(
  Topic.ShiftAttendance,
  (services, viewer, shiftId) => services.attendance.list(viewer, shiftId),
);

/**
 * Check-in by QR code and attendance (issue 22): the viewer's own attendance on every Shift,
 * checking in and out (answering the Shift, so the Apollo cache updates it), and for the
 * association's administrators the code, the live list, corrections and the confirmation.
 */
@Resolver(() => ShiftObject)
export class AttendanceResolver {
  @FieldResolver(() => MyAttendanceObject, {
    nullable: true,
    description: "the viewer's attendance; null unless their sign-up is accepted",
  })
  async myAttendance(@Root() root: ShiftObject, @Ctx() { loaders }: GraphQLContext) {
    const row = await loaders.myAttendanceByShift.load(root.id);
    return row ? MyAttendanceObject.from(row) : null;
  }

  @Query(() => CheckInCodeObject, {
    description: "a shift's check-in code and its QR code: administrators of its association",
  })
  async shiftCheckIn(
    @CurrentViewer() viewer: Viewer,
    @Ctx() { services }: GraphQLContext,
    @Arg('shiftId', () => Int) shiftId: number,
  ): Promise<CheckInCodeObject> {
    return CheckInCodeObject.from(await services.attendance.checkInCode(viewer, shiftId));
  }

  @Query(() => [AttendanceObject], {
    description:
      "a shift's accepted volunteers with their attendance, by surname and name: administrators of its association",
  })
  async shiftAttendance(
    @CurrentViewer() viewer: Viewer,
    @Ctx() { services }: GraphQLContext,
    @Arg('shiftId', () => Int) shiftId: number,
  ): Promise<AttendanceObject[]> {
    return (await services.attendance.list(viewer, shiftId)).map((r) => AttendanceObject.from(r));
  }

  @Mutation(() => ShiftObject, {
    description:
      'check in with the code, from 60 minutes before the start to the end, once: FORBIDDEN (wrong code, not accepted), CONFLICT (outside the window, twice)',
  })
  async checkIn(
    @CurrentUser() user: AuthUser,
    @Ctx() context: GraphQLContext,
    @Arg('input', () => CheckInInput) input: CheckInInput,
  ): Promise<ShiftObject> {
    await context.services.checkIn(user.id, input.shiftId, input.code);
    return visibleShift(context.services, user.id, input.shiftId);
  }

  @Mutation(() => ShiftObject, {
    description:
      '"Ho finito": check out now (at most the shift\'s end); CONFLICT when not in or already out',
  })
  async checkOut(
    @CurrentUser() user: AuthUser,
    @Ctx() context: GraphQLContext,
    @Arg('input', () => ShiftIdInput) input: ShiftIdInput,
  ): Promise<ShiftObject> {
    await context.services.attendance.checkOut(user.id, input.shiftId);
    return visibleShift(context.services, user.id, input.shiftId);
  }

  @Mutation(() => AttendanceObject, {
    description:
      "an administrator sets one volunteer's attendance or corrects its times (from 60 minutes before the start); kept with who and when",
  })
  async setAttendance(
    @CurrentUser() user: AuthUser,
    @Ctx() { services }: GraphQLContext,
    @Arg('input', () => SetAttendanceInput) input: SetAttendanceInput,
  ): Promise<AttendanceObject> {
    const row = await services.attendance.setAttendance(user.id, {
      signUpId: input.signUpId,
      status: `${input.status}`,
      // omitted: unchanged (undefined), null: cleared
      checkedInAt: input.checkedInAt,
      checkedOutAt: input.checkedOutAt,
    });
    return AttendanceObject.from(row);
  }

  @Mutation(() => [AttendanceObject], {
    description:
      '"Conferma presenze" after the shift\'s end: checked in → present, the others still unknown → absent; CONFLICT before the end',
  })
  async confirmAttendance(
    @CurrentUser() user: AuthUser,
    @Ctx() { services }: GraphQLContext,
    @Arg('input', () => ShiftIdInput) input: ShiftIdInput,
  ): Promise<AttendanceObject[]> {
    return (await services.attendance.confirm(user.id, input.shiftId)).map((r) =>
      AttendanceObject.from(r),
    );
  }

  /**
   * Administrators of the shift's association: the whole list after each change (check-ins,
   * check-outs, corrections, the confirmation), on every instance.
   */
  @Subscription(() => [AttendanceObject], {
    description: "a shift's attendance changed: administrators of its association only",
    subscribe: liveAttendance.subscribe,
  })
  async shiftAttendanceChanged(
    @Ctx() context: GraphQLContext,
    @Arg('shiftId', () => Int) shiftId: number,
  ): Promise<AttendanceObject[]> {
    return (await liveAttendance.next(context, shiftId)).map((r) => AttendanceObject.from(r));
  }
}
