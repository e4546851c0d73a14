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

@ObjectType('AttendanceChange', { description: "One administrator's change of an attendance" })
export class AttendanceChangeObject {
  @Field()
  at: Date;

  @Field({ description: 'name and surname of the administrator' })
  byName: string;

  @Field(() => AttendanceStatusEnum)
  status: AttendanceStatusEnum;

  @Field(() => Date, { nullable: true })
  checkedInAt: Date | null;

  @Field(() => Date, { nullable: true })
  checkedOutAt: Date | null;
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
          byName: c.byName ?? DELETED_AUTHOR,
          status: c.status as AttendanceStatusEnum,
          checkedInAt: dateOrNull(c.checkedInAt),
          checkedOutAt: dateOrNull(c.checkedOutAt),
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
