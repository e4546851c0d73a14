import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../test/renderWithProviders';
import { NavBar } from './NavBar';

function entries() {
  const nav = screen.getByRole('navigation', { name: 'Navigazione principale' });
  return within(nav)
    .getAllByRole('link')
    .filter((link) => !link.getAttribute('aria-label'));
}

describe('NavBar', () => {
  it.each(['bottom', 'side'] as const)(
    'shows the five entries in order for an administrator (%s bar)',
    (variant) => {
      renderWithProviders(<NavBar variant={variant} isAdmin unreadCount={0} />);
      const links = entries();
      expect(links.map((link) => link.textContent)).toEqual([
        'Home',
        'Esplora',
        'Calendario',
        'Notifiche',
        'Gestisci',
      ]);
      expect(links.map((link) => link.getAttribute('href'))).toEqual([
        '/',
        '/explore',
        '/calendar',
        '/notifications',
        '/dashboard',
      ]);
    },
  );

  it('hides Gestisci when the user is not an administrator', () => {
    renderWithProviders(<NavBar variant="bottom" isAdmin={false} unreadCount={0} />);
    expect(entries().map((link) => link.textContent)).toEqual([
      'Home',
      'Esplora',
      'Calendario',
      'Notifiche',
    ]);
    expect(screen.queryByRole('link', { name: 'Gestisci' })).not.toBeInTheDocument();
  });

  it('marks the current entry (and only it) with aria-current', () => {
    renderWithProviders(<NavBar variant="bottom" isAdmin unreadCount={0} />, {
      route: '/calendar',
      path: '/calendar',
    });
    expect(screen.getByRole('link', { name: 'Calendario' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('hides the badge at 0 and shows the unread count otherwise', () => {
    const { unmount } = renderWithProviders(
      <NavBar variant="bottom" isAdmin={false} unreadCount={0} />,
    );
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
    unmount();

    renderWithProviders(<NavBar variant="bottom" isAdmin={false} unreadCount={3} />);
    const badge = screen.getByTestId('notification-badge');
    expect(badge).toHaveTextContent('3');
    expect(screen.getByRole('link', { name: /Notifiche/ })).toHaveAccessibleName(
      /3 notifiche non lette/,
    );
  });

  it('never shows a negative count', () => {
    renderWithProviders(<NavBar variant="side" isAdmin={false} unreadCount={-2} />);
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
  });
});
