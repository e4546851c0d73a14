import { act, screen, waitFor } from '@testing-library/react';
import { createCache } from '../app/cache';
import { adminVar, numberNotificationsVar, profileVar } from '../app/clientState';
import { OnUnreadNotificationCountDocument, ShellDocument, type ShellQuery } from '../gql/graphql';
import { renderWithProviders } from '../test/renderWithProviders';
import { AppShell } from './AppShell';

function setViewport(desktop: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: desktop,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

/** What a screen's request brings for the shell (`...ShellData`), written to the cache. */
function shellData(count: number, name = 'Anna', isAdmin = false) {
  const cache = createCache();
  writeShell(cache, count, name, isAdmin);
  return cache;
}

function writeShell(
  cache: ReturnType<typeof createCache>,
  count: number,
  name = 'Anna',
  isAdmin = false,
) {
  cache.writeQuery({
    query: ShellDocument,
    // as the server sends it, with the type names the cache normalises by
    data: {
      unreadNotificationCount: count,
      me: { __typename: 'User', id: 1, name, surname: 'Rossi', imageUrl: null, isAdmin },
    } as ShellQuery,
  });
}

const liveMock = (count: number, delay = 20) => ({
  request: { query: OnUnreadNotificationCountDocument },
  result: { data: { unreadNotificationCount: count } },
  delay,
});

beforeEach(() => {
  numberNotificationsVar(0);
  profileVar({ name: 'Anna', surname: 'Rossi', imageUrl: null });
  adminVar(false);
});

describe('AppShell', () => {
  it("feeds the badge from the screen's request and hides it at 0", async () => {
    setViewport(false);
    // a count from before (the mirror in the client state): the badge shows it until the
    // screen's answer arrives, so its going away is the answer seen, not "not yet rendered"
    numberNotificationsVar(7);
    const { cache } = renderWithProviders(<AppShell />, { mocks: [liveMock(0, 10_000)] });
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('7');
    act(() => writeShell(cache, 0));
    expect(await screen.findByRole('link', { name: 'Notifiche' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument());
  });

  it("keeps the stored profile up to date from the screen's request", async () => {
    setViewport(true);
    const { cache } = renderWithProviders(<AppShell />, { mocks: [liveMock(0, 10_000)] });
    expect(await screen.findByText('Anna Rossi')).toBeInTheDocument();
    act(() => writeShell(cache, 0, 'Annalisa'));
    expect(await screen.findByText('Annalisa Rossi')).toBeInTheDocument();
    expect(window.localStorage.getItem('name')).toBe('Annalisa');
  });

  it('shows 3 unread notifications, then the live count of the subscription', async () => {
    setViewport(false);
    renderWithProviders(<AppShell />, { mocks: [liveMock(5, 400)], cache: shellData(3) });
    expect(await screen.findByTestId('notification-badge')).toHaveTextContent('3');
    await waitFor(() => expect(screen.getByTestId('notification-badge')).toHaveTextContent('5'));
  });

  it('shows Gestisci only with the admin flag', async () => {
    setViewport(true);
    adminVar(true);
    renderWithProviders(<AppShell />, {
      mocks: [liveMock(0, 10_000)],
      cache: shellData(0, 'Anna', true),
    });
    expect(await screen.findByRole('link', { name: 'Gestisci' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('desktop header shows name and surname, mobile only the picture linking to /settings', async () => {
    setViewport(true);
    const { unmount } = renderWithProviders(<AppShell />, {
      mocks: [liveMock(0, 10_000)],
      cache: shellData(0),
    });
    expect(await screen.findByText('Anna Rossi')).toBeInTheDocument();
    unmount();

    setViewport(false);
    renderWithProviders(<AppShell />, { mocks: [liveMock(0, 10_000)], cache: shellData(0) });
    expect(screen.queryByText('Anna Rossi')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profilo e impostazioni' })).toHaveAttribute(
      'href',
      '/settings',
    );
  });
});
