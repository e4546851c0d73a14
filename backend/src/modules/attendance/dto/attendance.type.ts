import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import QRCode from 'qrcode';
import type { CheckInCode } from '../attendance.service';
import type { AttendanceRow, MyAttendanceRow } from '../attendance-row';

export enum AttendanceStatusEnum {
  ABSENT = 'absent',
  PRESENT = 'present',
  UNKNOWN = 'unknown',
}
registerEnumType(AttendanceStatusEnum, {
  name: 'AttendanceStatus',
  description: 'unknown until an administrator confirms the attendance or marks an absence',
});

/** Who made a change whose account is gone. */
const DELETED_AUTHOR = 'Account eliminato';

const dateOrNull = (d: Date | string | null) => (d ? new Date(d) : null);

@ObjectType('CheckInCode', { description: "A shift's check-in code and where it works (issue 22)" })
export class CheckInCodeObject {
  @Field()
  code: string;

  @Field({ description: 'the address the QR code holds: opens the check-in on a phone' })
  url: string;

  @Field({ description: '60 minutes before the start' })
  validFrom: Date;

  @Field({ description: "the shift's end" })
  validUntil: Date;

  @Field(() => String, { description: 'the url as a QR code: an SVG document (qrcode library)' })
  qrSvg(): Promise<string> {
    return QRCode.toString(this.url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  }

  static from(c: CheckInCode): CheckInCodeObject {
    return Object.assign(new CheckInCodeObject(), c);
  }
}

export enum AttendanceChangeCauseEnum {
  AUTO_CHECK_OUT = 'auto_check_out',
  CHECK_IN = 'check_in',
  CHECK_OUT = 'check_out',
  CONFIRMED = 'confirmed',
  CORRECTED = 'corrected',
}
registerEnumType(AttendanceChangeCauseEnum, {
  name: 'AttendanceChangeCause',
  description:
    "what made a change: the volunteer's check-in or check-out, the automatic check-out at the shift's end, an administrator's confirmation or correction",
});

/** Who made the automatic check-out. */
const AUTOMATIC_AUTHOR = 'automatico';

@ObjectType('AttendanceChange', {
  description: 'One change of an attendance, with the state it left and the one it replaced',
})
export class AttendanceChangeObject {
  @Field()
  at: Date;

  @Field({
    description:
      "name and surname of who made it (administrator or volunteer); 'automatico' for the automatic check-out",
  })
  byName: string;

  @Field(() => AttendanceChangeCauseEnum, {
    nullable: true,
    description: 'null: a change recorded before issue 31 (an administrator’s)',
  })
  cause: AttendanceChangeCauseEnum | null;

  @Field(() => AttendanceStatusEnum)
  status: AttendanceStatusEnum;

  @Field(() => Date, { nullable: true })
  checkedInAt: Date | null;

  @Field(() => Date, { nullable: true })
  checkedOutAt: Date | null;

  @Field(() => AttendanceStatusEnum, {
    nullable: true,
    description: 'the status it replaced; null on changes recorded before issue 31',
  })
  fromStatus: AttendanceStatusEnum | null;

  @Field(() => Date, { nullable: true })
  fromCheckedInAt: Date | null;

  @Field(() => Date, { nullable: true })
  fromCheckedOutAt: Date | null;
}

@ObjectType('Attendance', {
  description:
    'An accepted volunteer of a shift with their attendance, as its administrators see it',
})
export class AttendanceObject {
  @Field(() => Int)
  signUpId: number;

  @Field(() => Int)
  userId: number;

  @Field()
  name: string;

  @Field()
  surname: string;

  @Field(() => AttendanceStatusEnum)
  status: AttendanceStatusEnum;

  @Field(() => Date, { nullable: true })
  checkedInAt: Date | null;

  @Field(() => Date, { nullable: true })
  checkedOutAt: Date | null;

  @Field(() => Int, { nullable: true, description: 'null while a time is missing' })
  minutes: number | null;

  @Field(() => [AttendanceChangeObject])
  changes: AttendanceChangeObject[];

  static from(r: AttendanceRow): AttendanceObject {
    return Object.assign(new AttendanceObject(), {
      signUpId: r.signUpId,
      userId: r.userId,
      name: r.name,
      surname: r.surname,
      status: r.status as AttendanceStatusEnum,
      checkedInAt: dateOrNull(r.checkedInAt),
      checkedOutAt: dateOrNull(r.checkedOutAt),
      minutes: r.minutes,
      changes: r.changes.map((c) =>
        Object.assign(new AttendanceChangeObject(), {
          at: new Date(c.at),
          byName: c.byName ?? (c.cause === 'auto_check_out' ? AUTOMATIC_AUTHOR : DELETED_AUTHOR),
          cause: c.cause as AttendanceChangeCauseEnum | null,
          status: c.status as AttendanceStatusEnum,
          checkedInAt: dateOrNull(c.checkedInAt),
          checkedOutAt: dateOrNull(c.checkedOutAt),
          fromStatus: c.fromStatus as AttendanceStatusEnum | null,
          fromCheckedInAt: dateOrNull(c.fromCheckedInAt),
          fromCheckedOutAt: dateOrNull(c.fromCheckedOutAt),
        }),
      ),
    });
  }
}

@ObjectType('MyAttendance', { description: "The viewer's own attendance on a shift" })
export class MyAttendanceObject {
  @Field(() => AttendanceStatusEnum)
  status: AttendanceStatusEnum;

  @Field(() => Date, { nullable: true })
  checkedInAt: Date | null;

  @Field(() => Date, { nullable: true })
  checkedOutAt: Date | null;

  @Field(() => Int, { nullable: true })
  minutes: number | null;

  static from(r: MyAttendanceRow): MyAttendanceObject {
    return Object.assign(new MyAttendanceObject(), {
      status: r.status as AttendanceStatusEnum,
      checkedInAt: dateOrNull(r.checkedInAt),
      checkedOutAt: dateOrNull(r.checkedOutAt),
      minutes: r.minutes,
    });
  }
}

@InputType()
export class CheckInInput {
  @Field(() => Int)
  shiftId: number;

  @Field({ description: "the code of the shift's QR code" })
  code: string;
}

@InputType()
export class SetAttendanceInput {
  @Field(() => Int)
  signUpId: number;

  @Field(() => AttendanceStatusEnum)
  status: AttendanceStatusEnum;

  @Field(() => Date, {
    nullable: true,
    description: 'omitted: unchanged; null: cleared; present without times: the shift’s',
  })
  checkedInAt?: Date | null;

  @Field(() => Date, { nullable: true })
  checkedOutAt?: Date | null;
}
