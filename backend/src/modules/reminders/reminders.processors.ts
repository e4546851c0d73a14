import type { Processors } from '../../platform/domain-events';
import type {} from '../events/events.events';
import type {} from '../shifts/shifts.events';
import type { RemindersService } from './reminders.service';

/** Reminders follow the sign-ups they remind of, in the writer's transaction (job rows). */
export function reminderProcessors(processors: Processors, reminders: RemindersService): void {
  processors
    .inTransaction('SignUpDecided', async (tx, { signUpId, accepted }) => {
      if (accepted) await reminders.schedule(tx.em, { signUpIds: [signUpId] });
    })
    // the job key per sign-up and offset moves a pending reminder with its shift
    .inTransaction('ShiftsMoved', (tx, { shiftIds }) => reminders.schedule(tx.em, { shiftIds }));
}
