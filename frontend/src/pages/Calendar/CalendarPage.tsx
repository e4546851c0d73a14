import { useScreenQuery } from '../../app/screenQuery';
import { useIdSearchParam } from '../../app/useIdParam';
import { CalendarView } from '../../features/calendar/CalendarView';
import { associationCalendarScreen, calendarScreen } from './calendarScreen';

/**
 * /calendar (spec §2), mine or an association's (`?admin={id}`): one request for the shell and
 * today's month (pages/Calendar/calendar.graphql); the address asks one of the two.
 */
export function CalendarPage() {
  const associationId = useIdSearchParam('admin');
  const mine = useScreenQuery(calendarScreen);
  const association = useScreenQuery(associationCalendarScreen);
  const result = associationId === undefined ? mine : association;
  return (
    <CalendarView
      key={associationId ?? 'mine'}
      associationId={associationId}
      associationName={association.data?.associationDashboard.association.name}
      firstMonth={{
        from: result.variables?.from,
        days: result.data?.calendar,
        loading: result.loading,
        error: result.error,
      }}
    />
  );
}
