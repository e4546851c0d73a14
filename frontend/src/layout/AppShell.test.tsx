import { screen, waitFor } from '@testing-library/react';
import { adminVar, numberNotificationsVar, profileVar } from '../app/clientState';
import { OnUnreadNotificationCountDocument, UnreadNotificationCountDocument } from '../gql/graphql';
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

const countMock = (count: number) => ({
  request: { query: UnreadNotificationCountDocument },
  result: { data: { unreadNotificationCount: count } },
});

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
  it('feeds the badge from the unread count query and hides it at 0', async () => {
    setViewport(false);
    // a count from before (the mirror in the client state): the badge shows it until the
    // query's answer arrives, so its going away is the answer seen, not "not yet rendered"
    numberNotificationsVar(7);
    renderWithProviders(<AppShell />, { mocks: [countMock(0), liveMock(0, 10_000)] });
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('7');
    expect(await screen.findByRole('link', { name: 'Notifiche' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument());
  });

  it('shows 3 unread notifications, then the live count of the subscription', async () => {
    setViewport(false);
    renderWithProviders(<AppShell />, { mocks: [countMock(3), liveMock(5, 400)] });
    expect(await screen.findByTestId('notification-badge')).toHaveTextContent('3');
    await waitFor(() => expect(screen.getByTestId('notification-badge')).toHaveTextContent('5'));
  });

  it('shows Gestisci only with the admin flag', async () => {
    setViewport(true);
    adminVar(true);
    renderWithProviders(<AppShell />, { mocks: [countMock(0), liveMock(0, 10_000)] });
    expect(await screen.findByRole('link', { name: 'Gestisci' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('desktop header shows name and surname, mobile only the picture linking to /settings', async () => {
    setViewport(true);
    const { unmount } = renderWithProviders(<AppShell />, {
      mocks: [countMock(0), liveMock(0, 10_000)],
    });
    expect(await screen.findByText('Anna Rossi')).toBeInTheDocument();
    unmount();

    setViewport(false);
    renderWithProviders(<AppShell />, { mocks: [countMock(0), liveMock(0, 10_000)] });
    expect(screen.queryByText('Anna Rossi')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profilo e impostazioni' })).toHaveAttribute(
      'href',
      '/settings',
    );
  });
});
