import crypto from 'node:crypto';
import type DataLoader from 'dataloader';
import { derivedKey } from '../../common/derived-key';

/**
 * Media URLs (docs/media.md). Association logos, topic images and photos of public events are
 * public: `/media/{key}`. Profile pictures and photos of private events carry a capability signed
 * by the server for the person the API showed them to: `/media/{key}?v={userId}&e={expiry}&s={mac}`.
 * An <img> cannot send the bearer token, so the URL itself has to say who may read the image.
 */

const DAY_SECONDS = 86_400;
/** Context label of the key derivation: the media key is not usable as a JWT key and vice versa. */
const KEY_LABEL = 'insieme/media-url/v1';

/** The canonical text form of a media key (PostgreSQL prints uuids lower-case). */
export const MEDIA_KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface MediaGrant {
  viewerId: number;
  /** Epoch seconds. */
  expiresAt: number;
}

/** Signs and checks media capabilities with a key derived from the JWT secret (no new setting). */
export class MediaSigner {
  private readonly secret: Buffer;

  constructor(jwtSecret: string) {
    this.secret = derivedKey(jwtSecret, KEY_LABEL);
  }

  /**
   * The start of the UTC day after tomorrow: the same all day long, so a page keeps the same URL
   * (browser and Apollo caches hit) and a URL handed out is good for one to two days.
   */
  static expiryFor(nowMs: number): number {
    return (Math.floor(nowMs / 1000 / DAY_SECONDS) + 2) * DAY_SECONDS;
  }

  private mac(key: string, viewerId: number, expiresAt: number): Buffer {
    return crypto
      .createHmac('sha256', this.secret)
      .update(`${key}|${viewerId}|${expiresAt}`)
      .digest();
  }

  signedPath(key: string, viewerId: number, nowMs = Date.now()): string {
    const expiresAt = MediaSigner.expiryFor(nowMs);
    const mac = this.mac(key, viewerId, expiresAt).toString('base64url');
    return `/media/${key}?v=${viewerId}&e=${expiresAt}&s=${mac}`;
  }

  /** The grant of a well-formed, unexpired, authentic capability; null otherwise. */
  verify(
    key: string,
    query: { v?: unknown; e?: unknown; s?: unknown },
    nowMs = Date.now(),
  ): MediaGrant | null {
    const { v, e, s } = query;
    if (typeof v !== 'string' || typeof e !== 'string' || typeof s !== 'string') return null;
    // canonical forms only: the MAC covers the numbers as the server wrote them
    if (!/^[1-9]\d{0,9}$/.test(v) || !/^[1-9]\d{0,11}$/.test(e) || !/^[\w-]{43}$/.test(s))
      return null;
    const viewerId = Number(v);
    const expiresAt = Number(e);
    if (expiresAt * 1000 <= nowMs) return null;
    const given = Buffer.from(s, 'base64url');
    const expected = this.mac(key, viewerId, expiresAt);
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
    return { viewerId, expiresAt };
  }
}

const signers = new WeakMap<object, MediaSigner>();

/** One signer per configuration (the key derivation runs once per server, not per request). */
export function mediaSigner(config: { jwtSecret: string }): MediaSigner {
  let signer = signers.get(config);
  if (!signer) {
    signer = new MediaSigner(config.jwtSecret);
    signers.set(config, signer);
  }
  return signer;
}

/**
 * The URLs one viewer is given in one request. The DTO mappers say what an image is (a logo, a
 * profile picture, a photo of a public or private event) and this decides public or signed. Keys
 * come from a per-request dataloader: a page costs one statement for all its images.
 */
export class MediaUrls {
  constructor(
    private readonly signer: MediaSigner,
    private readonly viewerId: number | null,
    private readonly keys: DataLoader<number, string | null>,
    private readonly now: () => number = Date.now,
  ) {}

  private async publicUrl(id: number | null | undefined): Promise<string | null> {
    const key = id ? await this.keys.load(id) : null;
    return key ? `/media/${key}` : null;
  }

  private async signedUrl(id: number | null | undefined): Promise<string | null> {
    // nobody to sign for: a private image is not shown to anonymous requests
    if (!id || this.viewerId === null) return null;
    const key = await this.keys.load(id);
    return key ? this.signer.signedPath(key, this.viewerId, this.now()) : null;
  }

  /** Association logos are public (the invitation page shows them before sign-in). */
  logo(id: number | null | undefined): Promise<string | null> {
    return this.publicUrl(id);
  }

  topicImage(id: number | null | undefined): Promise<string | null> {
    return this.publicUrl(id);
  }

  /** Profile pictures are personal data: only for the viewer the API showed the person to. */
  profilePicture(id: number | null | undefined): Promise<string | null> {
    return this.signedUrl(id);
  }

  /** A private event's photos are readable only by who may see the event (checked when served). */
  eventPhoto(id: number, eventIsPublic: boolean): Promise<string | null> {
    return eventIsPublic ? this.publicUrl(id) : this.signedUrl(id);
  }
}

/** What `mediaUrls` needs of the GraphQL context (structural: no import cycle with graphql/). */
export interface MediaUrlsContext {
  user: { id: number } | null;
  services: { config: { jwtSecret: string } };
  loaders: { mediaKeyById: DataLoader<number, string | null> };
}

const perRequest = new WeakMap<object, MediaUrls>();

/**
 * The viewer's media URL builder for this request: one per loaders object, so a subscription
 * that takes fresh loaders for each event (freshLoaders) also reads fresh keys.
 */
export function mediaUrls(context: MediaUrlsContext): MediaUrls {
  let urls = perRequest.get(context.loaders);
  if (!urls) {
    urls = new MediaUrls(
      mediaSigner(context.services.config),
      context.user?.id ?? null,
      context.loaders.mediaKeyById,
    );
    perRequest.set(context.loaders, urls);
  }
  return urls;
}
