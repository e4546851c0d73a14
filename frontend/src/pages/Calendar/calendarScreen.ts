import { romeDay } from '../../app/romeDay';
import { screenQuery } from '../../app/screenQuery';
import { positiveInt } from '../../app/useIdParam';
import { AssociationCalendarScreenDocument, CalendarScreenDocument } from '../../gql/graphql';

/** The first and last day (YYYY-MM-DD) of the month of today in Rome, as the calendar asks. */
export function currentMonth(today: string = romeDay()): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number);
  // day 0 of the next month is the last of this one
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = today.slice(0, 7);
  return { from: `${prefix}-01`, to: `${prefix}-${String(last).padStart(2, '0')}` };
}

/** `?admin=`: the association whose calendar is shown, as CalendarPage reads it. */
const adminOf = (search: URLSearchParams) => positiveInt(search.get('admin'));

/** My calendar's one request (pages/Calendar/calendar.graphql), started by its route's loader. */
export const calendarScreen = screenQuery(CalendarScreenDocument, (_, search) =>
  adminOf(search) === undefined ? currentMonth() : null,
);

/** An association's calendar (`?admin={id}`): its one request, with the association's name. */
export const associationCalendarScreen = screenQuery(
  AssociationCalendarScreenDocument,
  (_, search) => {
    const associationId = adminOf(search);
    return associationId === undefined ? null : { ...currentMonth(), associationId };
  },
);
