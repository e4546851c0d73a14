import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { CurrentUser } from '../../graphql/current-user';
import type { AuthUser } from '../auth/auth.types';
import { CalendarDayObject, EventObject, ProgrammeItemObject } from '../events/dto/event.type';
import { ShiftObject } from '../shifts/dto/shift.type';

@Resolver()
export class CalendarResolver {
  @Query(() => [CalendarDayObject], {
    description:
      "days between from and to (YYYY-MM-DD, at most 62 days): the viewer's sign-ups, or all events of an administered association",
  })
  async calendar(
    @CurrentUser() user: AuthUser,
    @Ctx() { services }: GraphQLContext,
    @Arg('from') from: string,
    @Arg('to') to: string,
    @Arg('associationId', () => Int, { nullable: true }) associationId: number | null,
  ): Promise<CalendarDayObject[]> {
    const days = await services.calendar.days(user.id, from, to, associationId);
    return days.map((d) => ({ date: d.date, events: d.events.map((e) => EventObject.from(e)) }));
  }

  @Query(() => [ProgrammeItemObject], {
    description:
      "today's shifts (Europe/Rome) for Home: the viewer's accepted sign-ups and the shifts of associations they administer",
  })
  async programme(
    @CurrentUser() user: AuthUser,
    @Ctx() { services }: GraphQLContext,
    @Arg('date', () => String, { nullable: true }) date: string | null,
  ): Promise<ProgrammeItemObject[]> {
    return (await services.calendar.programme(user.id, date)).map(({ shift, event, managed }) => ({
      shift: ShiftObject.from(shift, event),
      event: EventObject.from(event),
      managed,
      associationId: event.associationId,
    }));
  }
}
