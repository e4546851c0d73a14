import { DeviceCookies, deviceCookieJar, presentedDeviceCookies } from './device-cookie';

const SECRET = 'a-jwt-secret-of-at-least-thirty-two-bytes';

describe('device cookies', () => {
  it('trusts a cookie for the e-mail it was issued to, until it expires', () => {
    let now = Date.UTC(2026, 0, 1);
    const cookies = new DeviceCookies(SECRET, () => now);
    const value = cookies.issue('anna@example.it');
    const nonce = value.split('.')[1];
    expect(cookies.deviceOf([value], 'anna@example.it')).toBe(nonce);
    expect(cookies.deviceOf([value], 'bruno@example.it')).toBeNull();
    expect(new DeviceCookies(`${SECRET}-other`).deviceOf([value], 'anna@example.it')).toBeNull();
    now += 366 * 86_400_000;
    expect(cookies.deviceOf([value], 'anna@example.it')).toBeNull();
  });

  it('finds ours among several cookies of the same name, and ignores what is not ours', () => {
    const cookies = new DeviceCookies(SECRET);
    const value = cookies.issue('anna@example.it');
    const header = `other=1; insieme_device=junk; insieme_device=${value}`;
    const presented = presentedDeviceCookies(header);
    expect(presented).toEqual(['junk', value]);
    expect(cookies.deviceOf(presented, 'anna@example.it')).toBe(value.split('.')[1]);
    expect(presentedDeviceCookies(undefined)).toEqual([]);
  });

  it.each([
    ['http://localhost:4000', ''],
    ['https://insieme.example.it', '; Secure'],
  ])('is Secure when the app is served over https (%s)', (publicUrl, secure) => {
    const set: string[] = [];
    const jar = deviceCookieJar(
      { headers: {} },
      { append: (_field: string, values: string[]) => set.push(...values) },
      publicUrl,
    );
    jar.keep('v');
    expect(set).toEqual(
      ['/api/auth/login', '/graphql'].map(
        (path) =>
          `insieme_device=v; Path=${path}; Max-Age=31536000; HttpOnly; SameSite=Strict${secure}`,
      ),
    );
  });
});
