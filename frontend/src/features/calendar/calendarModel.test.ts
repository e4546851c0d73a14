import type { CalendarEventFragment } from '../../gql/graphql';
import { dotsOf } from './calendarModel';

const shift = (color: string, mySignUp: 'WAITING' | 'ACCEPTED' | null) =>
  ({
    id: 1,
    eventId: 1,
    title: 'T',
    color,
    startDate: '',
    endDate: '',
    availableSpots: 1,
    mySignUp,
  }) as CalendarEventFragment['shifts'][number];
const event = (shifts: CalendarEventFragment['shifts']) =>
  ({ id: 1, shifts }) as unknown as CalendarEventFragment;

describe('dotsOf', () => {
  it('colours every shift of an administered association, at most 3', () => {
    const events = [
      event([shift('#a', null), shift('#b', null), shift('#c', 'WAITING'), shift('#d', null)]),
    ];
    expect(dotsOf(events)).toEqual(['#a', '#b', '#c']);
  });

  it('in the personal calendar colours only the shifts the person asked for', () => {
    const events = [event([shift('#a', null), shift('#b', 'ACCEPTED'), shift('#c', 'WAITING')])];
    expect(dotsOf(events, true)).toEqual(['#b', '#c']);
  });

  it('gives an event without (own) shifts one teal dot', () => {
    expect(dotsOf([event([])])).toHaveLength(1);
  });
});
