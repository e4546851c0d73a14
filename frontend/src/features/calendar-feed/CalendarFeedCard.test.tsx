import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CalendarFeedDocument, RenewCalendarFeedDocument } from '../../gql/graphql';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CalendarFeedCard } from './CalendarFeedCard';

const OLD = 'https://insieme.example/calendar/abc123.ics';
const NEW = 'https://insieme.example/calendar/def456.ics';
const me = (calendarFeedUrl: string) => ({
  me: { __typename: 'User' as const, id: 1, calendarFeedUrl },
});

function renderCard() {
  return renderWithProviders(<CalendarFeedCard />, {
    route: '/settings',
    path: '/settings',
    mocks: [
      { request: { query: CalendarFeedDocument }, result: { data: me(OLD) } },
      {
        request: { query: RenewCalendarFeedDocument },
        result: { data: { renewCalendarFeed: me(NEW).me } },
      },
    ],
  });
}

describe('CalendarFeedCard (/settings)', () => {
  it('shows the secret address with Google Calendar and webcal:// links', async () => {
    renderCard();
    expect(await screen.findByLabelText('Indirizzo del calendario')).toHaveValue(OLD);
    expect(
      screen.getByRole('link', { name: 'Aggiungi ad Apple Calendar (webcal://)' }),
    ).toHaveAttribute('href', 'webcal://insieme.example/calendar/abc123.ics');
    expect(screen.getByRole('link', { name: 'Aggiungi a Google Calendar' })).toHaveAttribute(
      'href',
      `https://calendar.google.com/calendar/render?cid=${encodeURIComponent('webcal://insieme.example/calendar/abc123.ics')}`,
    );
  });

  it('copies the address', async () => {
    const user = userEvent.setup();
    renderCard();
    await screen.findByLabelText('Indirizzo del calendario');
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(screen.getByRole('button', { name: 'Copia' }));
    expect(writeText).toHaveBeenCalledWith(OLD);
  });

  it('makes a new address only after a confirmation', async () => {
    const user = userEvent.setup();
    renderCard();
    await screen.findByLabelText('Indirizzo del calendario');
    await user.click(screen.getByRole('button', { name: 'Nuovo indirizzo' }));
    const dialog = await screen.findByRole('dialog');
    expect(screen.getByLabelText('Indirizzo del calendario')).toHaveValue(OLD);
    await user.click(within(dialog).getByRole('button', { name: 'Nuovo indirizzo' }));
    expect(await screen.findByDisplayValue(NEW)).toBeInTheDocument();
  });
});
