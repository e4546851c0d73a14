import { screen, within } from '@testing-library/react';
import { theme } from '../../app/theme';
import { renderWithProviders } from '../../test/renderWithProviders';
import { TodayProgramme } from './TodayProgramme';

// 3 June 2030, 00:30 in Rome (still 2 June in UTC)
const TODAY = new Date('2030-06-02T22:30:00.000Z');

function item(id: number, managed: boolean, name: string) {
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
      startDate: '2030-06-03T07:00:00.000Z',
      endDate: '2030-06-03T09:00:00.000Z',
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
});
