import crypto from 'node:crypto';

/**
 * A 32-byte key for one purpose, derived from a master secret (the JWT secret) by HKDF-SHA256 with
 * that purpose's label: no new setting to manage, and a key of one purpose (media URLs, device
 * cookies) is useless for another or as the JWT key. Rotating the master rotates them all.
 */
export function derivedKey(masterSecret: string, label: string): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', masterSecret, Buffer.alloc(0), label, 32));
}
