import { useReactiveVar } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { adminVar } from '../app/clientState';
import { useIsDesktop } from '../app/useIsDesktop';
import { DocumentTitle } from './DocumentTitle';
import { Footer } from './Footer';
import { Header } from './Header';
import { NavBar } from './NavBar';
import { useRouteHandle } from './routeHandle';
import { ShellColumn } from './ShellColumn';
import { useShellData } from './useShellData';
import { theme } from '../app/theme';

const Frame = styled.div<{ $desktop: boolean }>`
  min-height: 100vh;
  ${({ $desktop }) =>
    $desktop
      ? css`
          /* the side bar is the first column, down the whole page (NavBar places itself) */
          display: grid;
          grid-template-columns: ${theme.layout.sideBarWidth} minmax(0, 1fr);
        `
      : css`
          display: flex;
          flex-direction: column;
          /* room for the fixed bottom bar */
          padding-bottom: ${theme.layout.bottomBarHeight};
        `}
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: 1100px;
  /* the footer starts below the fold: a page that fills in as its data arrives (the event page,
     Home) must not push a visible footer down, which would count as a layout shift */
  min-height: calc(100vh - ${theme.layout.headerHeight});
  margin: 0 auto;
  padding: 16px;

  ${theme.media.desktop} {
    padding: 32px;
  }
`;

/** Navigation, header, page and footer of the signed-in area. */
export function AppShell() {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  const isAdmin = useReactiveVar(adminVar);
  const unreadCount = useShellData();
  const handle = useRouteHandle();
  const title = handle ? t(handle.titleKey) : t('app.name');

  return (
    <Frame $desktop={isDesktop}>
      <DocumentTitle title={title} />
      <a className="visually-hidden" href="#main-content">
        {t('nav.skip_to_content')}
      </a>
      <ShellColumn>
        <Header title={title} back={handle?.back} isDesktop={isDesktop} />
        <Main id="main-content" tabIndex={-1}>
          <Outlet />
        </Main>
        <Footer />
      </ShellColumn>
      <NavBar variant={isDesktop ? 'side' : 'bottom'} isAdmin={isAdmin} unreadCount={unreadCount} />
    </Frame>
  );
}
