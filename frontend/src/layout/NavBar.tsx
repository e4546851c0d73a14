import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Logo } from './Logo';
import { NAV_ITEMS } from './navItems';
import { NotificationBadge } from './NotificationBadge';
import { theme } from '../app/theme';

export type NavBarVariant = 'side' | 'bottom';

const Nav = styled.nav<{ $variant: NavBarVariant }>`
  background: ${theme.colors.surface};
  z-index: 900;

  ${({ $variant }) =>
    $variant === 'side'
      ? css`
          /* the app shell's first column, over all its rows: as tall as the page however long
             (a fixed bar ends at the first screen's bottom in a whole-page view); its content
             stays in view while the page scrolls */
          grid-column: 1;
          grid-row: 1;
          align-self: stretch;
          width: ${theme.layout.sideBarWidth};
          border-right: 1px solid ${theme.colors.border};
        `
      : css`
          position: fixed;
          left: 0;
          right: 0;
          bottom: 0;
          height: ${theme.layout.bottomBarHeight};
          border-top: 1px solid ${theme.colors.border};
          box-shadow: 0 -2px 8px rgba(0, 0, 0, 0.06);
          padding-bottom: env(safe-area-inset-bottom);
        `}
`;

/** What the side bar shows, kept in view as the page scrolls under it. */
const SideContent = styled.div`
  position: sticky;
  top: 0;
  max-height: 100vh;
  overflow-y: auto;
  padding: 20px 12px;
`;

const List = styled.ul<{ $variant: NavBarVariant }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: ${({ $variant }) => ($variant === 'side' ? 'column' : 'row')};
  gap: ${({ $variant }) => ($variant === 'side' ? '4px' : '0')};
  height: ${({ $variant }) => ($variant === 'side' ? 'auto' : '100%')};
`;

const Item = styled.li<{ $variant: NavBarVariant; $divider: boolean }>`
  flex: ${({ $variant }) => ($variant === 'side' ? 'none' : '1 1 0')};
  display: flex;
  ${({ $divider, $variant }) =>
    $divider &&
    ($variant === 'side'
      ? css`
          margin-top: 12px;
          padding-top: 12px;
          border-top: 1px solid ${theme.colors.border};
        `
      : css`
          border-left: 1px solid ${theme.colors.border};
        `)}
`;

const EntryLink = styled(NavLink)<{ $variant: NavBarVariant }>`
  flex: 1;
  display: flex;
  align-items: center;
  gap: ${({ $variant }) => ($variant === 'side' ? '12px' : '2px')};
  flex-direction: ${({ $variant }) => ($variant === 'side' ? 'row' : 'column')};
  justify-content: center;
  padding: ${({ $variant }) => ($variant === 'side' ? '10px 12px' : '6px 2px')};
  border-radius: ${({ $variant }) => ($variant === 'side' ? theme.radius.small : '0')};
  color: ${theme.colors.textMuted};
  font-size: ${({ $variant }) => ($variant === 'side' ? '1rem' : '0.75rem')};
  font-weight: 600;
  text-decoration: none;
  ${({ $variant }) => $variant === 'side' && 'justify-content: flex-start;'}

  &[aria-current='page'] {
    color: ${theme.colors.primary};
    background: ${({ $variant }) =>
      $variant === 'side' ? theme.colors.primaryLight : 'transparent'};
  }
  &:hover {
    color: ${theme.colors.primary};
  }
`;

const IconBox = styled.span`
  position: relative;
  display: inline-flex;
`;

const LogoLink = styled(Link)`
  display: inline-flex;
  margin: 0 0 24px 8px;
  text-decoration: none;
`;

export interface NavBarProps {
  variant: NavBarVariant;
  isAdmin: boolean;
  unreadCount: number;
}

/** Side bar (desktop) or bottom bar (mobile) with the five entries of spec §2. */
export function NavBar({ variant, isAdmin, unreadCount }: NavBarProps) {
  const { t } = useTranslation();
  const items = NAV_ITEMS.filter((item) => !item.adminOnly || isAdmin);
  const list = (
    <List $variant={variant}>
      {items.map(({ id, to, labelKey, Icon, adminOnly }) => (
        <Item key={id} $variant={variant} $divider={Boolean(adminOnly)}>
          <EntryLink to={to} end={to === '/'} $variant={variant}>
            <IconBox>
              <Icon size={variant === 'side' ? 22 : 24} />
              {id === 'notifications' && <NotificationBadge count={unreadCount} />}
            </IconBox>
            <span>{t(labelKey)}</span>
          </EntryLink>
        </Item>
      ))}
    </List>
  );
  return (
    <Nav $variant={variant} aria-label={t('nav.label')}>
      {variant === 'side' ? (
        <SideContent>
          <LogoLink to="/" aria-label={t('nav.logo')}>
            <Logo />
          </LogoLink>
          {list}
        </SideContent>
      ) : (
        list
      )}
    </Nav>
  );
}
