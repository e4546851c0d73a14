import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeleteAccountDocument, LogoutDocument } from '../../gql/graphql';
import { renderWithProviders, routeStub } from '../../test/renderWithProviders';
import { AccountActions, SettingsMenu } from './SettingsMenu';

const SESSION = {
  accessToken: 'token-1',
  name: 'Anna',
  surname: 'Rossi',
  admin: 'false',
  imageProfile: '',
};

function signIn() {
  Object.entries(SESSION).forEach(([key, value]) => window.localStorage.setItem(key, value));
}

const CHANNEL = 'https://t.me/insieme_volontariato';

/** The menu as /settings shows it: the channel's address comes with the screen's request. */
function renderMenu(mocks: MockLink.MockedResponse[] = [], channelUrl: string | null = CHANNEL) {
  return renderWithProviders(
    <>
      <SettingsMenu messagingChannelUrl={channelUrl} />
      <AccountActions />
    </>,
    {
      route: '/settings',
      path: '/settings',
      routes: [routeStub('/login', 'Pagina login')],
      mocks,
    },
  );
}

/** Chromium's deferred install prompt, as installPrompt.ts captures it. */
function offerInstallPrompt() {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = jest.fn(async () => undefined);
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome: 'accepted' }) });
  window.dispatchEvent(event);
  return { event, prompt };
}

describe('SettingsMenu', () => {
  it('lists the entries of the settings screen', async () => {
    renderMenu();
    const menu = screen.getByRole('navigation', { name: 'Impostazioni' });
    // issue 22: my hours, first
    expect(within(menu).getAllByRole('link')[0]).toHaveAccessibleName('Le mie ore');
    expect(within(menu).getByRole('link', { name: 'Le mie ore' })).toHaveAttribute(
      'href',
      '/settings/hours',
    );
    expect(within(menu).getByRole('link', { name: /Informativa sulla privacy/ })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(within(menu).getByRole('link', { name: /Termini di utilizzo/ })).toHaveAttribute(
      'href',
      '/term-of-use',
    );
    expect(within(menu).getByRole('link', { name: /Cambia password/ })).toHaveAttribute(
      'href',
      '/settings/change-password',
    );
    expect(within(menu).getByRole('link', { name: /Crea un'associazione/ })).toHaveAttribute(
      'href',
      '/create-association',
    );
    expect(within(menu).getByRole('link', { name: /Calendario/ })).toHaveAttribute(
      'href',
      '/calendar',
    );
    expect(within(menu).getByRole('link', { name: /Bacheca notifiche/ })).toHaveAttribute(
      'href',
      '/notifications',
    );
    expect(within(menu).getByRole('button', { name: /Installa l'app/ })).toBeInTheDocument();
    // jsdom has no Push API: the switch says so
    const push = within(menu).getByRole('switch', { name: /Notifiche push/ });
    expect(push).toBeDisabled();
    expect(push).toHaveAccessibleDescription('Non disponibili su questo browser.');
    // the account actions are a card of their own, last on the page (SettingsPage.test.tsx)
    expect(within(menu).queryByRole('button', { name: 'Esci' })).not.toBeInTheDocument();
    const account = screen.getByRole('region', { name: 'Account' });
    expect(
      within(account)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Esci', 'Elimina account']);
    const channelLink = await within(menu).findByRole('link', { name: /canale di messaggistica/ });
    expect(channelLink).toHaveAttribute('href', CHANNEL);
    expect(channelLink).toHaveAttribute('target', '_blank');
  });

  it('without a messaging channel, its entry is hidden', () => {
    renderMenu([], null);
    expect(screen.getByRole('navigation', { name: 'Impostazioni' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /canale di messaggistica/ })).not.toBeInTheDocument();
  });

  it('"Installa l\'app" opens the browser\'s install prompt when it offered one', async () => {
    const user = userEvent.setup();
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { event, prompt } = offerInstallPrompt();
    expect(event.defaultPrevented).toBe(true);
    renderMenu();
    await user.click(screen.getByRole('button', { name: /Installa l'app/ }));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(alert).not.toHaveBeenCalled();

    // the prompt can be used once: a second press explains instead
    await user.click(screen.getByRole('button', { name: /Installa l'app/ }));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith(expect.stringContaining('menu del browser'));
    alert.mockRestore();
  });

  it("on an iPhone without a prompt, points to Safari's share button", async () => {
    const user = userEvent.setup();
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const agent = jest
      .spyOn(window.navigator, 'userAgent', 'get')
      .mockReturnValue(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1',
      );
    renderMenu();
    await user.click(screen.getByRole('button', { name: /Installa l'app/ }));
    expect(alert).toHaveBeenCalledWith(expect.stringContaining('Aggiungi alla schermata Home'));
    expect(alert.mock.calls[0][0]).toContain('Condividi');
    agent.mockRestore();
    alert.mockRestore();
  });

  it('without a browser prompt, "Installa l\'app" explains how to install', async () => {
    const user = userEvent.setup();
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderMenu();
    await user.click(screen.getByRole('button', { name: /Installa l'app/ }));
    expect(alert).toHaveBeenCalledWith(expect.stringContaining('menu del browser'));
    alert.mockRestore();
  });

  it('logout ends the session on the server, clears it here and shows /login', async () => {
    const user = userEvent.setup();
    signIn();
    const ended = jest.fn(() => ({
      data: { logout: { __typename: 'MessagePayload' as const, message: 'Sessione chiusa' } },
    }));
    const { router } = renderMenu([{ request: { query: LogoutDocument }, result: ended }]);
    await user.click(screen.getByRole('button', { name: 'Esci' }));

    expect(await screen.findByText('Pagina login')).toBeInTheDocument();
    expect(ended).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/login');
    Object.keys(SESSION).forEach((key) => expect(window.localStorage.getItem(key)).toBeNull());
  });

  it('delete account asks for confirmation; Escape cancels', async () => {
    const user = userEvent.setup();
    signIn();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Elimina account' }));

    const dialog = await screen.findByRole('dialog', { name: "Eliminare l'account?" });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('immediata e irreversibile');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.localStorage.getItem('accessToken')).toBe('token-1');
  });

  it('confirmed deletion calls deleteAccount, clears the session and goes to /login', async () => {
    const user = userEvent.setup();
    signIn();
    const { router } = renderMenu([
      {
        request: { query: DeleteAccountDocument },
        result: {
          data: { deleteAccount: { __typename: 'MessagePayload', message: 'Account eliminato' } },
        },
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Elimina account' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Elimina definitivamente' }));

    expect(await screen.findByText('Pagina login')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Account eliminato');
  });
});
