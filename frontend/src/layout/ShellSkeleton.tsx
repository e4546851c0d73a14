import styled from 'styled-components';
import { Loading } from '../components/Spinner';
import { Logo } from './Logo';
import { ShellColumn } from './ShellColumn';
import { theme } from '../app/theme';

/*
 * The frame of the signed-in area (AppShell) as the document draws it before any script: header,
 * navigation bar and the page's place, with no data and no session — the same for every
 * signed-in address, so it is prerendered once (build/prerender.mjs). Phone or desktop is chosen
 * by CSS here (AppShell asks the window, which the prerender has not).
 */

const Frame = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  padding-bottom: ${theme.layout.bottomBarHeight};

  ${theme.media.desktop} {
    display: grid;
    grid-template-columns: ${theme.layout.sideBarWidth} minmax(0, 1fr);
    padding-bottom: 0;
  }
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  min-height: ${theme.layout.headerHeight};
  padding: 8px 16px;
  background: ${theme.colors.surface};
  border-bottom: 1px solid ${theme.colors.border};

  ${theme.media.desktop} {
    padding: 8px 32px;
    /* the side bar carries the logo on a desktop */
    > * {
      visibility: hidden;
    }
  }
`;

const Nav = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  height: ${theme.layout.bottomBarHeight};
  background: ${theme.colors.surface};
  border-top: 1px solid ${theme.colors.border};
  box-shadow: 0 -2px 8px rgba(0, 0, 0, 0.06);

  ${theme.media.desktop} {
    position: static;
    grid-column: 1;
    grid-row: 1;
    height: auto;
    padding: 20px 12px;
    border-top: 0;
    border-right: 1px solid ${theme.colors.border};
    box-shadow: none;
  }
`;

const SideLogo = styled.div`
  display: none;

  ${theme.media.desktop} {
    display: block;
  }
`;

/** whatever page opens: its content loads in the place AppShell gives it */
export function ShellSkeleton() {
  return (
    <Frame>
      <ShellColumn>
        <Bar>
          <Logo />
        </Bar>
        <Loading />
      </ShellColumn>
      <Nav>
        <SideLogo>
          <Logo />
        </SideLogo>
      </Nav>
    </Frame>
  );
}
