import { BellIcon, CalendarIcon, DashboardIcon, ExploreIcon, HomeIcon } from '../components/icons';

export type NavItemId = 'home' | 'explore' | 'calendar' | 'notifications' | 'dashboard';

export interface NavItem {
  id: NavItemId;
  to: string;
  labelKey: string;
  Icon: (props: { size?: number }) => React.JSX.Element;
  /** Only for administrators (admin flag true), drawn after a divider */
  adminOnly?: boolean;
}

/** The five entries of spec §2, in order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { id: 'home', to: '/', labelKey: 'nav.home', Icon: HomeIcon },
  { id: 'explore', to: '/explore', labelKey: 'nav.explore', Icon: ExploreIcon },
  { id: 'calendar', to: '/calendar', labelKey: 'nav.calendar', Icon: CalendarIcon },
  { id: 'notifications', to: '/notifications', labelKey: 'nav.notifications', Icon: BellIcon },
  {
    id: 'dashboard',
    to: '/dashboard',
    labelKey: 'nav.dashboard',
    Icon: DashboardIcon,
    adminOnly: true,
  },
];
