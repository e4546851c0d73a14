import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeleteAccountDocument } from '../../gql/graphql';
import { renderWithProviders, routeStub } from '../../test/renderWithProviders';
import { SettingsMenu } from './SettingsMenu';

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

function renderMenu(mocks: MockLink.MockedResponse[] = []) {
  return renderWithProviders(<SettingsMenu />, {
    route: '/settings',
    path: '/settings',
    routes: [routeStub('/login', 'Pagina login')],
    mocks,
  });
}

describe('SettingsMenu', () => {
  it('lists the entries of the settings screen', () => {
    renderMenu();
    const menu = screen.getByRole('navigation', { name: 'Impostazioni' });
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
    expect(within(menu).getByRole('switch', { name: /Notifiche push/ })).toBeDisabled();
    expect(within(menu).getByRole('button', { name: 'Elimina account' })).toBeInTheDocument();
  });

  it('without a browser prompt, "Installa l\'app" explains how to install', async () => {
    const user = userEvent.setup();
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderMenu();
    await user.click(screen.getByRole('button', { name: /Installa l'app/ }));
    expect(alert).toHaveBeenCalledWith(expect.stringContaining('menu del browser'));
    alert.mockRestore();
  });

  it('logout clears the session and shows /login', async () => {
    const user = userEvent.setup();
    signIn();
    const { router } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Esci' }));

    expect(await screen.findByText('Pagina login')).toBeInTheDocument();
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
