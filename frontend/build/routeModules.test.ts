import fs from 'node:fs';
import path from 'node:path';
import { matchRoutes } from 'react-router-dom';
import { appRoutes } from '../src/routes';
import { routeModules } from './routeModules';

const source = fs.readFileSync(path.join(__dirname, '../src/routes.tsx'), 'utf8');
const table = routeModules(source);

/** a concrete address for a route path: every parameter is 1 */
const sample = (routePath: string) => routePath.replace(/:[^/]+/g, '1');

describe('routeModules (the route table read without running it)', () => {
  it('finds the screens a person lands on, with their layouts first', () => {
    const byPath = new Map(table.map((r) => [r.path, r.modules]));
    expect(byPath.get('/login')).toEqual(['./layout/PublicLayout', './pages/Auth/LoginPage']);
    expect(byPath.get('/')).toEqual(['./layout/AppShell', './pages/Home/HomePage']);
    expect(byPath.get('/event/:idEvent')).toEqual(['./layout/AppShell', './pages/Event/EventPage']);
    expect(byPath.get('/dashboard/:idAssociation')).toEqual([
      './layout/AppShell',
      './features/dashboard/DashboardGuard',
      './pages/Dashboard/DashboardAssociationPage',
    ]);
    expect(byPath.get('/invitation-volunteer/:idAssociation')).toEqual([
      './pages/Invitation/InvitationVolunteerPage',
    ]);
    expect(table.length).toBeGreaterThan(35);
  });

  // the derived table must agree with the router itself: for every route, react-router's own
  // matching of an address reaches exactly the lazy loaders whose modules the table lists
  it.each(table.map((r) => [r.path, r.modules] as const))(
    '%s matches the same lazy chain in react-router',
    (routePath, modules) => {
      const matches = matchRoutes(appRoutes, sample(routePath)) ?? [];
      const loaders = matches.flatMap((m) => (m.route.lazy ? [String(m.route.lazy)] : []));
      expect(loaders).toHaveLength(modules.length);
      loaders.forEach((loader, i) => expect(loader).toContain(`"${modules[i]}"`));
    },
  );

  it('refuses a convention it does not know instead of preloading nothing', () => {
    expect(() =>
      routeModules(`const appRoutes = [{ path: 'x', lazy: () => import('./X') }];`),
    ).toThrow(/lazy must name a loader/);
    expect(() => routeModules(`const routes = [];`)).toThrow(/no appRoutes/);
  });
});
