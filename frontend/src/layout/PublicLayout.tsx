import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { DocumentTitle } from './DocumentTitle';
import { Footer } from './Footer';
import { Logo } from './Logo';
import { useRouteHandle } from './routeHandle';

const Top = styled.header`
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 20px 16px 8px;

  a {
    text-decoration: none;
  }
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: 960px;
  margin: 0 auto;
  padding: 16px;
`;

const Frame = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

/** Screens reachable without a session: logo on top, page, footer with the legal links. */
export function PublicLayout() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  return (
    <Frame>
      <DocumentTitle title={handle ? t(handle.titleKey) : undefined} />
      <Top>
        <Link to="/" aria-label={t('nav.logo')}>
          <Logo />
        </Link>
      </Top>
      <Main id="main-content">
        <Outlet />
      </Main>
      <Footer />
    </Frame>
  );
}
