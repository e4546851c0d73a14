import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CHANNEL_BANNER_DISMISSED_KEY, MessagingChannelBanner } from './MessagingChannelBanner';

const CHANNEL = 'https://t.me/insieme_volontariato';

function renderBanner(url: string | null) {
  return renderWithProviders(
    <>
      <MessagingChannelBanner channel={url} />
      <p>Resto della Home</p>
    </>,
  );
}

describe('MessagingChannelBanner', () => {
  it('invites to the channel when MESSAGING_CHANNEL_URL is set', async () => {
    renderBanner(CHANNEL);
    const banner = await screen.findByRole('complementary', { name: 'Canale di messaggistica' });
    expect(screen.getByRole('link', { name: 'Unisciti al nostro canale' })).toHaveAttribute(
      'href',
      CHANNEL,
    );
    expect(banner).toContainElement(
      screen.getByRole('button', { name: "Chiudi l'invito al canale" }),
    );
  });

  it('is hidden when there is no channel', () => {
    renderBanner(null);
    expect(screen.getByText('Resto della Home')).toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('closing it is remembered: it stays hidden on the next visit', async () => {
    const user = userEvent.setup();
    const first = renderBanner(CHANNEL);
    await user.click(await screen.findByRole('button', { name: "Chiudi l'invito al canale" }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(CHANNEL_BANNER_DISMISSED_KEY)).toBe(CHANNEL);
    first.unmount();

    renderBanner(CHANNEL);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('a new channel address shows the invitation again', async () => {
    window.localStorage.setItem(CHANNEL_BANNER_DISMISSED_KEY, 'https://old.example/canale');
    renderBanner(CHANNEL);
    expect(
      await screen.findByRole('complementary', { name: 'Canale di messaggistica' }),
    ).toBeInTheDocument();
  });
});
