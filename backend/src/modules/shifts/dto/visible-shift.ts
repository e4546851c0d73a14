import type { Services } from '../../../platform/services';
import { ShiftObject } from './shift.type';

/**
 * The Shift a mutation of another domain answers (waitlist, attendance): read again after the
 * write, as the viewer sees it (not visible reads as not found), so the Apollo cache updates its
 * places and the viewer's own state on it.
 */
export async function visibleShift(
  services: Pick<Services, 'shifts'>,
  viewerId: number,
  shiftId: number,
): Promise<ShiftObject> {
  const { shift, event } = await services.shifts.requireVisible(viewerId, shiftId);
  return ShiftObject.from(shift, event);
}
