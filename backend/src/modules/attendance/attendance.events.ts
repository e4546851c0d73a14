import type { ShiftFacts } from '../shifts/shifts.events';

/**
 * What happens to a shift's attendance (platform/domain-events.ts), recorded by
 * AttendanceService in the write's transaction. The administrators' "Presenze" page and the
 * volunteers' shift pages are live through processors.
 */
declare module '../../platform/domain-events' {
  interface DomainEventMap {
    /**
     * Attendance of some of the shift's sign-ups changed: a volunteer checked in or out, the
     * shift's end checked them out, or an administrator (`by`) corrected or confirmed it.
     */
    AttendanceChanged: {
      shift: ShiftFacts;
      userIds: number[];
      cause: 'check_in' | 'check_out' | 'auto_check_out' | 'corrected' | 'confirmed';
      by: number | null;
    };
  }
}

export {};
