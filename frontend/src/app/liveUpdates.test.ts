import { liveEpochVar, resumeIfTokenChanged, socketRefused } from './liveUpdates';
import { shouldReconnect } from './webSocketLink';

describe('live updates after the session changed (issue 17)', () => {
  it('a refused socket resumes once a different token is stored, whichever comes first', () => {
    const start = liveEpochVar();
    // the close arrives first (the password change's answer is still on its way)
    socketRefused('old', 'old');
    expect(liveEpochVar()).toBe(start);
    resumeIfTokenChanged('new');
    expect(liveEpochVar()).toBe(start + 1);
    // the new token arrives first, then the old socket's close
    socketRefused('new', 'newer');
    expect(liveEpochVar()).toBe(start + 2);
  });

  it('does not resume after a logout (no token) or with the same refused token', () => {
    const start = liveEpochVar();
    socketRefused('old', null);
    resumeIfTokenChanged('old');
    expect(liveEpochVar()).toBe(start);
    // a later login resumes
    resumeIfTokenChanged('fresh');
    expect(liveEpochVar()).toBe(start + 1);
    // nothing was refused since: storing another token changes nothing
    resumeIfTokenChanged('another');
    expect(liveEpochVar()).toBe(start + 1);
  });

  it.each([
    [{ code: 1006 }, 'a', 'a', true],
    [{ code: 4401 }, 'a', 'a', false],
    [{ code: 4403 }, 'a', null, false],
    [{ code: 4401 }, 'a', 'b', true],
  ])('close %j with socket token %s and stored %s → reconnect %s', (event, socket, stored, yes) => {
    expect(shouldReconnect(event, socket, stored)).toBe(yes);
  });
});
