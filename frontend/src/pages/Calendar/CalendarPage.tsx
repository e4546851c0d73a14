import { useIdSearchParam } from '../../app/useIdParam';
import { CalendarView } from '../../features/calendar/CalendarView';

export function CalendarPage() {
  const associationId = useIdSearchParam('admin');
  return <CalendarView key={associationId ?? 'mine'} associationId={associationId} />;
}
