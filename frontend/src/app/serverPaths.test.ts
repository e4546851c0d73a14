import { isServerPath } from './serverPaths';

describe('server paths (left to the network by the service worker)', () => {
  it.each([
    '/graphql',
    '/api/auth/login',
    '/media/00000000-0000-4000-8000-000000000000',
    '/healthz',
    '/unsubscribe/a.b.c',
    '/calendar/3f2a9c.ics',
  ])('%s is the server’s', (path) => {
    expect(isServerPath(path)).toBe(true);
  });

  it.each(['/', '/calendar', '/event/1', '/settings', '/unsubscribed', '/dashboard/2/calendar'])(
    '%s is the app’s',
    (path) => {
      expect(isServerPath(path)).toBe(false);
    },
  );
});
