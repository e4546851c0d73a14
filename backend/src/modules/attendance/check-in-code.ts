import crypto from 'node:crypto';
import { derivedKey } from '../../common/derived-key';

/** What a code is made of: the shift and its current times (moving the shift changes it). */
export interface CodedShift {
  shiftId: number;
  startDate: Date;
  endDate: Date;
}

/** Check-in opens this long before the start (and closes at the end). */
export const CHECK_IN_OPENS_BEFORE_MS = 60 * 60_000;

/**
 * The check-in code of a shift (issue 22, docs/attendance.md): stateless, the first 16
 * characters of base64url(HMAC-SHA256(key, `check-in:{shiftId}:{start ISO}:{end ISO}`)), the key
 * derived from the server secret for this purpose only. Nothing is stored: the code is computed
 * again to check it, and a shift moved to other times has another code, so a code printed or
 * photographed before the move is refused. The code alone admits nobody: the service also
 * requires an accepted sign-up and the time window.
 */
export class CheckInCodes {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = derivedKey(secret, 'insieme/check-in-code/v1');
  }

  code(shift: CodedShift): string {
    return crypto
      .createHmac('sha256', this.key)
      .update(
        `check-in:${shift.shiftId}:${shift.startDate.toISOString()}:${shift.endDate.toISOString()}`,
      )
      .digest('base64url')
      .slice(0, 16);
  }

  /** Whether `given` is the shift's code now (constant time). */
  matches(shift: CodedShift, given: string): boolean {
    const expected = Buffer.from(this.code(shift));
    const actual = Buffer.from(given);
    return expected.length === actual.length && crypto.timingSafeEqual(expected, actual);
  }
}
