import type { Shift } from '../../modules/shifts/shift.entity';
import { inDays } from '../events/support';
import { buildEvent, buildShift } from '../factories';
import type { TestApp } from '../test-app';

const HOUR = 3600_000;

/**
 * "Mercato": an event archived an hour ago, after its shift "Ieri" (two days ago) had taken place
 * and before its shift "Domani" (tomorrow 08:00–12:00): a feed keeps the first as it was and shows
 * the second cancelled.
 */
export async function buildArchivedMarket(
  app: TestApp,
  associationId: number,
): Promise<{ held: Shift; called: Shift }> {
  const market = await buildEvent(app, {
    associationId,
    name: 'Mercato',
    startDate: new Date(Date.now() - 2 * 24 * HOUR),
    endDate: inDays(2),
    archivedAt: new Date(Date.now() - HOUR),
  });
  const held = await buildShift(app, {
    eventId: market.id,
    title: 'Ieri',
    startDate: new Date(Date.now() - 2 * 24 * HOUR),
    endDate: new Date(Date.now() - 2 * 24 * HOUR + 2 * HOUR),
  });
  const called = await buildShift(app, {
    eventId: market.id,
    title: 'Domani',
    startDate: inDays(1, 8),
    endDate: inDays(1, 12),
  });
  return { held, called };
}
