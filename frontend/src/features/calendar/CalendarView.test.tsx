import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AssociationCalendarScreenDocument,
  CalendarDocument,
  CalendarScreenDocument,
  type AssociationCalendarScreenQueryVariables,
  type CalendarQueryVariables,
  type CalendarScreenQueryVariables,
} from '../../gql/graphql';
import { CalendarPage } from '../../pages/Calendar/CalendarPage';
import { FOREVER } from '../../test/associationFixtures';
import { calendarEvent, calendarShift } from '../../test/eventFixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { shellData } from '../../test/shellFixtures';

type Mock = MockLink.MockedResponse;

// Monday 3 June 2030, Europe/Rome
const TODAY = new Date('2030-06-03T10:00:00.000Z');

const colors = ['#1d4ed8', '#6d28d9', '#be185d', '#b91c1c', '#c2410c'];

const june = [
  {
    __typename: 'CalendarDay',
    date: '2030-06-03',
    events: [
      calendarEvent(4, {
        name: 'Festa di primavera',
        shifts: colors.map((color, index) =>
          // the personal calendar colours the shifts the person asked for
          calendarShift(index + 1, { color, title: `Turno ${index + 1}`, mySignUp: 'ACCEPTED' }),
        ),
      }),
    ],
  },
  {
    __typename: 'CalendarDay',
    date: '2030-06-04',
    events: [
      calendarEvent(5, {
        name: 'Cena sociale',
        startDate: '2030-06-04T17:00:00.000Z',
        endDate: '2030-06-04T21:00:00.000Z',
      }),
      calendarEvent(6, { name: 'Vecchia gita', terminated: true }),
    ],
  },
];

const monthOf = (from: string) => (from === '2030-06-01' ? june : []);

/**
 * The screen's one request (pages/Calendar/calendar.graphql: mine, or an association's with its
 * name) and another month's `Calendar`; `calls` gets the month asked by each, `screens` the
 * screen requests' names.
 */
function calendarMocks(calls: CalendarQueryVariables[], screens: string[]): Mock[] {
  return [
    {
      request: { query: CalendarScreenDocument, variables: () => true },
      result: (variables: CalendarScreenQueryVariables) => {
        screens.push('CalendarScreen');
        calls.push({ ...variables, associationId: null });
        return { data: { ...shellData(), calendar: monthOf(variables.from) } };
      },
      maxUsageCount: FOREVER,
    },
    {
      request: { query: AssociationCalendarScreenDocument, variables: () => true },
      result: (variables: AssociationCalendarScreenQueryVariables) => {
        screens.push('AssociationCalendarScreen');
        calls.push(variables);
        return {
          data: {
            ...shellData(),
            calendar: monthOf(variables.from),
            associationDashboard: {
              __typename: 'AssociationDashboard',
              associationId: variables.associationId,
              association: { __typename: 'Association', id: 2, name: 'Croce Verde' },
            },
          },
        };
      },
      maxUsageCount: FOREVER,
    },
    {
      request: { query: CalendarDocument, variables: () => true },
      result: (variables: CalendarQueryVariables) => {
        calls.push(variables);
        return { data: { calendar: monthOf(variables.from) } };
      },
      maxUsageCount: FOREVER,
    },
  ];
}

// the screen's request asks for the month of today: only the clock is fixed, timers run
beforeEach(() => {
  jest.useFakeTimers({
    now: TODAY,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
});
afterEach(() => jest.useRealTimers());

function renderCalendar(calls: CalendarQueryVariables[], associationId?: number) {
  const screens: string[] = [];
  const result = renderWithProviders(<CalendarPage />, {
    route: associationId ? `/calendar?admin=${associationId}` : '/calendar',
    path: '/calendar',
    mocks: calendarMocks(calls, screens),
  });
  return { ...result, screens };
}

const day = (name: RegExp | string) => screen.getByRole('button', { name });
const dotsOf = (button: HTMLElement) => within(button).queryAllByTestId('calendar-dot');
const detailTitle = () =>
  within(screen.getByTestId('calendar-day-detail')).getAllByRole('heading', { level: 2 })[0];

describe('calendar', () => {
  it('is a month grid starting on Monday with at most 3 dots a day', async () => {
    const calls: CalendarQueryVariables[] = [];
    const { screens } = renderCalendar(calls);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Il tuo calendario' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Giugno 2030' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Giugno 2030' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Lun', 'Mar', 'Mer', 'Gio', 'Ven', 'Sab', 'Dom']);
    // 1 June 2030 is a Saturday: five empty cells first
    const firstWeek = within(table).getAllByRole('row')[1];
    const cells = within(firstWeek).getAllByRole('cell');
    expect(cells.slice(0, 5).every((cell) => cell.textContent === '')).toBe(true);
    expect(cells[5]).toHaveTextContent('1');
    expect(cells[6]).toHaveTextContent('2');

    const third = await screen.findByRole('button', { name: 'Lunedì 3 giugno 2030, 1 evento' });
    expect(third).toHaveAttribute('aria-current', 'date');
    expect(third).toHaveAttribute('aria-pressed', 'true');
    expect(dotsOf(third)).toHaveLength(3);
    expect(dotsOf(third).map((dot) => getComputedStyle(dot).backgroundColor)).toEqual([
      'rgb(29, 78, 216)',
      'rgb(109, 40, 217)',
      'rgb(190, 24, 93)',
    ]);
    const fourth = day('Martedì 4 giugno 2030, 2 eventi');
    // events without shifts: teal
    expect(dotsOf(fourth).map((dot) => getComputedStyle(dot).backgroundColor)).toEqual([
      'rgb(15, 118, 110)',
      'rgb(15, 118, 110)',
    ]);
    expect(dotsOf(day('Mercoledì 5 giugno 2030'))).toHaveLength(0);
    // the terminated one is not in programme
    expect(screen.getByText('2 eventi in programma')).toBeInTheDocument();
    expect(calls[0]).toEqual({ from: '2030-06-01', to: '2030-06-30', associationId: null });
    expect(screen.getByRole('link', { name: 'Le mie attività' })).toHaveAttribute(
      'href',
      '/my-event',
    );
    // the month of today came in the screen's one request
    expect(screens).toEqual(['CalendarScreen']);
    expect(calls).toHaveLength(1);
  });

  it('shows the selected day with its events and shift links', async () => {
    const user = userEvent.setup();
    renderCalendar([]);
    const detail = screen.getByTestId('calendar-day-detail');
    expect(await within(detail).findByRole('link', { name: 'Festa di primavera' })).toHaveAttribute(
      'href',
      '/event/4',
    );
    expect(within(detail).getByRole('link', { name: /^Turno 2/ })).toHaveAttribute(
      'href',
      '/event/4/2',
    );
    await user.click(day('Martedì 4 giugno 2030, 2 eventi'));
    expect(detailTitle()).toHaveTextContent('Martedì 4 giugno 2030');
    expect(within(detail).getByRole('link', { name: 'Cena sociale' })).toBeInTheDocument();
    expect(within(detail).getAllByText('Nessun turno')).toHaveLength(2);
    await user.click(day('Mercoledì 5 giugno 2030'));
    expect(within(detail).getByText('Nessuna attività in questo giorno')).toBeInTheDocument();
  });

  it('a swipe of at least 100 px changes the day; the arrow buttons too', async () => {
    const user = userEvent.setup();
    renderCalendar([]);
    await screen.findByRole('button', { name: 'Lunedì 3 giugno 2030, 1 evento' });
    const detail = screen.getByTestId('calendar-day-detail');
    const swipe = (from: number, to: number) => {
      fireEvent.touchStart(detail, { touches: [{ clientX: from, clientY: 200 }] });
      fireEvent.touchEnd(detail, { changedTouches: [{ clientX: to, clientY: 205 }] });
    };
    swipe(300, 201); // 99 px: not a swipe
    expect(detailTitle()).toHaveTextContent('Lunedì 3 giugno 2030');
    swipe(300, 200); // left: next day
    expect(detailTitle()).toHaveTextContent('Martedì 4 giugno 2030');
    expect(day('Martedì 4 giugno 2030, 2 eventi')).toHaveAttribute('aria-pressed', 'true');
    swipe(100, 250); // right: previous day
    expect(detailTitle()).toHaveTextContent('Lunedì 3 giugno 2030');
    // vertical scrolling is not a swipe
    fireEvent.touchStart(detail, { touches: [{ clientX: 100, clientY: 0 }] });
    fireEvent.touchEnd(detail, { changedTouches: [{ clientX: 220, clientY: 400 }] });
    expect(detailTitle()).toHaveTextContent('Lunedì 3 giugno 2030');

    await user.click(screen.getByRole('button', { name: 'Giorno precedente' }));
    expect(detailTitle()).toHaveTextContent('Domenica 2 giugno 2030');
    await user.click(screen.getByRole('button', { name: 'Giorno successivo' }));
    expect(detailTitle()).toHaveTextContent('Lunedì 3 giugno 2030');
  });

  it('arrow keys move between days; leaving the month loads the next one', async () => {
    const user = userEvent.setup();
    const calls: CalendarQueryVariables[] = [];
    renderCalendar(calls);
    const third = await screen.findByRole('button', { name: 'Lunedì 3 giugno 2030, 1 evento' });
    third.focus();
    await user.keyboard('{ArrowRight}');
    expect(day('Martedì 4 giugno 2030, 2 eventi')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(await screen.findByRole('heading', { name: 'Luglio 2030' })).toBeInTheDocument();
    expect(day('Martedì 2 luglio 2030')).toHaveFocus();
    await waitFor(() =>
      expect(calls).toContainEqual({ from: '2030-07-01', to: '2030-07-31', associationId: null }),
    );
  });

  it('the month buttons change the month shown and its query', async () => {
    const user = userEvent.setup();
    const calls: CalendarQueryVariables[] = [];
    renderCalendar(calls);
    await screen.findByRole('button', { name: 'Lunedì 3 giugno 2030, 1 evento' });
    await user.click(screen.getByRole('button', { name: 'Mese successivo' }));
    expect(screen.getByRole('heading', { name: 'Luglio 2030' })).toBeInTheDocument();
    expect(day('Lunedì 1 luglio 2030')).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Mese precedente' }));
    await user.click(screen.getByRole('button', { name: 'Mese precedente' }));
    expect(screen.getByRole('heading', { name: 'Maggio 2030' })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls).toContainEqual({ from: '2030-05-01', to: '2030-05-31', associationId: null }),
    );
    expect(calls).toContainEqual({ from: '2030-07-01', to: '2030-07-31', associationId: null });
  });

  it("the association's calendar asks for it, links shifts with admin and leads to its events", async () => {
    const calls: CalendarQueryVariables[] = [];
    const { screens } = renderCalendar(calls, 2);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: "Calendario dell'associazione «Croce Verde»",
      }),
    ).toBeVisible();
    await waitFor(() =>
      expect(calls[0]).toEqual({ from: '2030-06-01', to: '2030-06-30', associationId: 2 }),
    );
    // the name of the heading came with the month, in one request
    expect(screens).toEqual(['AssociationCalendarScreen']);
    const detail = screen.getByTestId('calendar-day-detail');
    expect(await within(detail).findByRole('link', { name: /^Turno 1/ })).toHaveAttribute(
      'href',
      '/event/4/1?admin=2',
    );
    expect(screen.getByRole('link', { name: 'Gestisci eventi' })).toHaveAttribute(
      'href',
      '/dashboard/2/list-events',
    );
  });
});
