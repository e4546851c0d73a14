import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { HoursShiftRow, VolunteerHoursRow } from '../attendance-row';
import type {
  AssociationHours,
  HoursStatementView,
  MyHours,
  VerifiedStatement,
} from '../hours.service';

@ObjectType('HoursShift', { description: 'A shift the person was present at, with its minutes' })
export class HoursShiftObject {
  @Field(() => Int)
  shiftId: number;

  @Field(() => Int)
  eventId: number;

  @Field()
  eventName: string;

  @Field()
  shiftTitle: string;

  @Field()
  startDate: Date;

  @Field(() => Int)
  minutes: number;

  static from(r: HoursShiftRow): HoursShiftObject {
    return Object.assign(new HoursShiftObject(), {
      shiftId: r.shiftId,
      eventId: r.eventId,
      eventName: r.eventName,
      shiftTitle: r.shiftTitle,
      startDate: new Date(r.startDate),
      minutes: r.minutes,
    });
  }
}

@ObjectType('HoursMonth')
export class HoursMonthObject {
  @Field({ description: 'YYYY-MM' })
  month: string;

  @Field(() => Int)
  minutes: number;
}

@ObjectType('AssociationHoursOfMine')
export class AssociationHoursOfMineObject {
  @Field(() => Int)
  associationId: number;

  @Field()
  name: string;

  @Field(() => Int)
  minutes: number;

  @Field(() => [HoursShiftObject])
  shifts: HoursShiftObject[];
}

@ObjectType('MyHours', {
  description:
    "The viewer's hours in a period (Rome days, inclusive); months: every month of the period in order, zeros included",
})
export class MyHoursObject {
  @Field()
  from: string;

  @Field()
  to: string;

  @Field(() => Int)
  totalMinutes: number;

  @Field(() => [HoursMonthObject])
  months: HoursMonthObject[];

  @Field(() => [AssociationHoursOfMineObject])
  associations: AssociationHoursOfMineObject[];

  static from(h: MyHours): MyHoursObject {
    return Object.assign(new MyHoursObject(), {
      from: h.from,
      to: h.to,
      totalMinutes: h.totalMinutes,
      months: h.months.map((m) => Object.assign(new HoursMonthObject(), m)),
      associations: h.associations.map((a) =>
        Object.assign(new AssociationHoursOfMineObject(), {
          associationId: a.associationId,
          name: a.name,
          minutes: a.minutes,
          shifts: a.shifts.map((s) => HoursShiftObject.from(s)),
        }),
      ),
    });
  }
}

@ObjectType('VolunteerHours')
export class VolunteerHoursObject {
  @Field(() => Int)
  userId: number;

  @Field()
  name: string;

  @Field()
  surname: string;

  @Field(() => Int)
  minutes: number;

  @Field(() => Int)
  shiftCount: number;

  static from(r: VolunteerHoursRow): VolunteerHoursObject {
    return Object.assign(new VolunteerHoursObject(), r);
  }
}

@ObjectType('AssociationHours', {
  description: "Each volunteer's hours with an association in a period, for its administrators",
})
export class AssociationHoursObject {
  @Field(() => Int)
  associationId: number;

  @Field()
  from: string;

  @Field()
  to: string;

  @Field(() => Int)
  totalMinutes: number;

  @Field(() => [VolunteerHoursObject])
  volunteers: VolunteerHoursObject[];

  static from(h: AssociationHours): AssociationHoursObject {
    return Object.assign(new AssociationHoursObject(), {
      ...h,
      volunteers: h.volunteers.map((v) => VolunteerHoursObject.from(v)),
    });
  }
}

@ObjectType('HoursStatement', { description: 'A statement of hours a volunteer downloaded' })
export class HoursStatementObject {
  @Field(() => Int)
  id: number;

  @Field({ description: 'the public verification address (no login)' })
  verifyUrl: string;

  @Field(() => Int)
  associationId: number;

  @Field()
  associationName: string;

  @Field(() => Int)
  userId: number;

  @Field()
  name: string;

  @Field()
  surname: string;

  @Field({ description: 'YYYY-MM-DD' })
  from: string;

  @Field({ description: 'YYYY-MM-DD, inclusive' })
  to: string;

  @Field(() => Int)
  totalMinutes: number;

  @Field()
  issuedAt: Date;

  @Field(() => Date, { nullable: true })
  revokedAt: Date | null;

  static from(s: HoursStatementView): HoursStatementObject {
    return Object.assign(new HoursStatementObject(), {
      id: s.id,
      verifyUrl: s.verifyUrl,
      associationId: s.associationId,
      associationName: s.associationName,
      userId: s.userId,
      name: s.name,
      surname: s.surname,
      from: s.from,
      to: s.to,
      totalMinutes: s.totalMinutes,
      issuedAt: new Date(s.issuedAt),
      revokedAt: s.revokedAt ? new Date(s.revokedAt) : null,
    });
  }
}

@ObjectType('VerifiedHoursStatement', {
  description: 'What the public verification address of a statement shows',
})
export class VerifiedHoursStatementObject {
  @Field()
  name: string;

  @Field()
  surname: string;

  @Field()
  association: string;

  @Field()
  from: string;

  @Field()
  to: string;

  @Field(() => Int)
  totalMinutes: number;

  @Field()
  issuedAt: Date;

  @Field()
  revoked: boolean;

  @Field({
    description: "not revoked and the association's records still give the same figures",
  })
  valid: boolean;

  static from(v: VerifiedStatement): VerifiedHoursStatementObject {
    return Object.assign(new VerifiedHoursStatementObject(), v);
  }
}

@InputType()
export class HoursStatementInput {
  @Field(() => Int)
  associationId: number;

  @Field({ description: 'YYYY-MM-DD' })
  from: string;

  @Field({ description: 'YYYY-MM-DD, inclusive' })
  to: string;
}

@InputType()
export class HoursStatementIdInput {
  @Field(() => Int)
  statementId: number;
}
