import crypto from 'node:crypto';
import { derivedKey } from '../../common/derived-key';

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"; see
 * docs/rate-limits.md). A successful login gives the browser a cookie naming the account; a later
 * login to that account that presents it is counted per device instead of against the account's
 * lock-out, so strangers who lock the account cannot lock its owner out of a device they used.
 *
 * The value is `{expiry}.{nonce}.{mac}`, mac = HMAC-SHA256(k, "{e-mail}|{nonce}|{expiry}") with k
 * derived from the JWT secret. The e-mail is bound, not written: the cookie reveals no address, and
 * it is checked before the account is looked up, so it costs no statement and tells nothing about
 * whether the address is registered.
 */
export const DEVICE_COOKIE = 'insieme_device';
const KEY_LABEL = 'insieme/device-cookie/v1';
const LIFETIME_SECONDS = 365 * 86_400;
/** The login endpoints (REST and GraphQL): the cookie is sent to nothing else. */
const LOGIN_PATHS = ['/api/auth/login', '/graphql'];
/** Canonical form only: the MAC covers the numbers as the server wrote them. */
const VALUE = /^([1-9]\d{0,11})\.([\w-]{22})\.([\w-]{43})$/;
/** More same-named cookies than this are not ours to check (each costs an HMAC). */
const MAX_PRESENTED = 4;

/** A new device: the nonce of a cookie never issued before (128 random bits). */
export const newDevice = (): string => crypto.randomBytes(16).toString('base64url');

export class DeviceCookies {
  private readonly key: Buffer;

  constructor(
    jwtSecret: string,
    private readonly now: () => number = Date.now,
  ) {
    this.key = derivedKey(jwtSecret, KEY_LABEL);
  }

  private mac(email: string, nonce: string, expiresAt: number): Buffer {
    return crypto.createHmac('sha256', this.key).update(`${email}|${nonce}|${expiresAt}`).digest();
  }

  /**
   * A new cookie value for this (normalized) e-mail and device (a fresh nonce is a fresh device;
   * the login names the session's row with it). A login that presented a valid cookie keeps its
   * nonce, so the device stays one device — one
   * rate-limit bucket and one row in "Dispositivi connessi" — with a new year of life.
   */
  issue(email: string, nonce: string = newDevice()): string {
    const expiresAt = Math.floor(this.now() / 1000) + LIFETIME_SECONDS;
    return `${expiresAt}.${nonce}.${this.mac(email, nonce, expiresAt).toString('base64url')}`;
  }

  /**
   * The device (the nonce of the cookie) when one of the presented values is ours, unexpired and
   * issued for this e-mail; null otherwise (forged, altered, expired, another account's).
   */
  deviceOf(presented: readonly string[], email: string): string | null {
    for (const value of presented.slice(0, MAX_PRESENTED)) {
      const match = VALUE.exec(value);
      if (!match) continue;
      const [, expiry, nonce, mac] = match;
      const expiresAt = Number(expiry);
      if (expiresAt * 1000 <= this.now()) continue;
      const given = Buffer.from(mac, 'base64url');
      const expected = this.mac(email, nonce, expiresAt);
      if (given.length === expected.length && crypto.timingSafeEqual(given, expected)) return nonce;
    }
    return null;
  }
}

const signers = new WeakMap<object, DeviceCookies>();

/** One signer per configuration: the key derivation runs once per server, not per login. */
export function deviceCookies(config: { jwtSecret: string }): DeviceCookies {
  let signer = signers.get(config);
  if (!signer) {
    signer = new DeviceCookies(config.jwtSecret);
    signers.set(config, signer);
  }
  return signer;
}

/** The HTTP side of one login: the device cookies sent, and a way to give the client a new one. */
export interface DeviceCookieJar {
  presented: string[];
  keep(value: string): void;
}

/** Values of the device cookie in a Cookie header (no cookie library for one name). */
export function presentedDeviceCookies(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair.startsWith(`${DEVICE_COOKIE}=`))
    .map((pair) => pair.slice(DEVICE_COOKIE.length + 1));
}

/**
 * HttpOnly (no script reads it), SameSite=Strict (no other site's page makes the browser send it),
 * Secure when the app is served over https, and one cookie per login path so it travels with login
 * requests only. Both carry the same value: a login over either API trusts the device on both.
 */
export function deviceCookieJar(
  req: { headers: { cookie?: string } },
  res: { append(field: string, value: string[]): unknown },
  publicUrl: string,
): DeviceCookieJar {
  const secure = publicUrl.startsWith('https:') ? '; Secure' : '';
  return {
    presented: presentedDeviceCookies(req.headers.cookie),
    keep: (value) =>
      res.append(
        'Set-Cookie',
        LOGIN_PATHS.map(
          (path) =>
            `${DEVICE_COOKIE}=${value}; Path=${path}; Max-Age=${LIFETIME_SECONDS}; HttpOnly; SameSite=Strict${secure}`,
        ),
      ),
  };
}
