import { screen, within } from '@testing-library/react';
import { theme } from '../../app/theme';
import { renderWithProviders } from '../../test/renderWithProviders';
import { TodayProgramme } from './TodayProgramme';

// 3 June 2030, 00:30 in Rome (still 2 June in UTC)
const TODAY = new Date('2030-06-02T22:30:00.000Z');

type Attendance = {
  __typename: 'MyAttendance';
  status: 'UNKNOWN' | 'PRESENT' | 'ABSENT';
  checkedInAt: string | null;
  checkedOutAt: string | null;
  minutes: number | null;
} | null;

function item(
  id: number,
  managed: boolean,
  name: string,
  times: { startDate?: string; endDate?: string; myAttendance?: Attendance } = {},
) {
  return {
    __typename: 'ProgrammeItem' as const,
    managed,
    associationId: managed ? 2 : 7,
    shift: {
      __typename: 'Shift' as const,
      id,
      eventId: id * 10,
      title: `Turno ${id}`,
      color: '#1d4ed8',
      startDate: times.startDate ?? '2030-06-03T07:00:00.000Z',
      endDate: times.endDate ?? '2030-06-03T09:00:00.000Z',
      myAttendance: times.myAttendance ?? null,
    },
    event: {
      __typename: 'Event' as const,
      id: id * 10,
      name,
      address: 'Via Roma 1, Torino, TO',
      startDate: '2030-06-03T06:00:00.000Z',
    },
  };
}

function renderProgramme(programme: ReturnType<typeof item>[]): void {
  renderWithProviders(
    <TodayProgramme today={TODAY} programme={programme} loading={false} error={undefined} />,
  );
}

describe("today's programme", () => {
  it('has today in its title; green cards for my shifts, orange for those I manage', async () => {
    renderProgramme([item(1, false, 'Festa di primavera'), item(2, true, 'Cena sociale')]);
    expect(
      screen.getByRole('heading', { name: 'Il tuo programma di oggi, 3 giugno' }),
    ).toBeInTheDocument();
    const mine = (await screen.findByText('Il tuo turno')).closest('li') as HTMLElement;
    expect(mine).toHaveAttribute('data-kind', 'mine');
    expect(
      within(mine).getByRole('link', { name: 'Apri nel calendario: Festa di primavera, Turno 1' }),
    ).toHaveAttribute('href', '/calendar');
    expect(within(mine).getByText('Via Roma 1, Torino, TO')).toBeInTheDocument();
    expect(within(mine).getByText('03/06/2030 09:00')).toBeInTheDocument();
    expect(
      within(mine).getByRole('link', { name: "Dettagli dell'evento «Festa di primavera»" }),
    ).toHaveAttribute('href', '/event/10');
    expect(getComputedStyle(mine).borderLeftColor).toBe(theme.colors.success);

    const managed = screen.getByText('Turno da gestire').closest('li') as HTMLElement;
    expect(managed).toHaveAttribute('data-kind', 'managed');
    expect(
      within(managed).getByRole('link', { name: 'Apri nel calendario: Cena sociale, Turno 2' }),
    ).toHaveAttribute('href', '/calendar?admin=2');
    expect(
      within(managed).getByRole('link', { name: "Dettagli dell'evento «Cena sociale»" }),
    ).toHaveAttribute('href', '/event/20');
    expect(getComputedStyle(managed).borderLeftColor).toBe(theme.colors.warning);
  });

  it('when there is nothing today, invites to add an activity', async () => {
    renderProgramme([]);
    expect(await screen.findByText('Nessuna attività in programma per oggi')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aggiungi attività' })).toHaveAttribute(
      'href',
      '/explore',
    );
  });

  it('the day of the shift (issue 31): the administrator gets "Presenze", after the end "Conferma presenze" first', () => {
    const hour = 3600_000;
    renderProgramme([
      item(2, true, 'Cena sociale', {
        startDate: new Date(Date.now() - hour).toISOString(),
        endDate: new Date(Date.now() + hour).toISOString(),
      }),
      item(3, true, 'Raccolta alimentare', {
        startDate: new Date(Date.now() - 3 * hour).toISOString(),
        endDate: new Date(Date.now() - hour).toISOString(),
      }),
    ]);
    const underWay = screen.getByText('Cena sociale').closest('li') as HTMLElement;
    expect(
      within(underWay).getByRole('link', {
        name: "Presenze del turno «Turno 2» dell'evento «Cena sociale»",
      }),
    ).toHaveAttribute('href', '/dashboard/2/attendance/2');
    const ended = screen.getByText('Raccolta alimentare').closest('li') as HTMLElement;
    const actions = within(ended).getAllByRole('link').slice(1); // after the title's link
    expect(actions.map((a) => a.textContent)).toEqual(['Conferma presenze', 'Dettagli']);
    expect(actions[0]).toHaveAttribute('href', '/dashboard/2/attendance/3');
  });

  it('the volunteer sees their check-in and "Ho finito", enabled from the start, with a confirmation', () => {
    const minute = 60_000;
    const attendance = (checkedInAt: string | null, checkedOutAt: string | null = null) => ({
      __typename: 'MyAttendance' as const,
      status: 'UNKNOWN' as const,
      checkedInAt,
      checkedOutAt,
      minutes: null,
    });
    const inAt = '2030-06-03T06:55:00.000Z';
    renderProgramme([
      item(4, false, 'Festa di primavera', {
        startDate: new Date(Date.now() - 30 * minute).toISOString(),
        endDate: new Date(Date.now() + 90 * minute).toISOString(),
        myAttendance: attendance(inAt),
      }),
      item(5, false, 'Mercatino', {
        startDate: new Date(Date.now() + 30 * minute).toISOString(),
        endDate: new Date(Date.now() + 90 * minute).toISOString(),
        myAttendance: attendance(inAt),
      }),
      item(6, false, 'Pulizia del parco', { myAttendance: attendance(null) }),
      item(7, false, 'Doposcuola', { myAttendance: attendance(inAt, '2030-06-03T09:00:00.000Z') }),
    ]);
    const card = (name: string) => screen.getByText(name).closest('li') as HTMLElement;
    expect(
      within(card('Festa di primavera')).getByText('Presenza registrata alle 08:55'),
    ).toBeVisible();
    expect(
      within(card('Festa di primavera')).getByRole('button', { name: 'Ho finito' }),
    ).toBeEnabled();
    // checked in early: not before the start
    expect(within(card('Mercatino')).getByRole('button', { name: 'Ho finito' })).toBeDisabled();
    expect(
      within(card('Pulizia del parco')).getByText('Presenza non ancora registrata'),
    ).toBeVisible();
    expect(within(card('Pulizia del parco')).queryByRole('button')).not.toBeInTheDocument();
    expect(
      within(card('Doposcuola')).getByText('Presenza registrata: 08:55 – 11:00'),
    ).toBeVisible();
    expect(within(card('Doposcuola')).queryByRole('button')).not.toBeInTheDocument();
    // nobody manages these: no "Presenze"
    expect(screen.queryByRole('link', { name: /^Presenze/ })).not.toBeInTheDocument();
  });
});
