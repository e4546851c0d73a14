import { Router } from 'express';
import type { Services } from '../../services';
import { MEDIA_KEY_PATTERN, mediaSigner } from './media-urls';

/**
 * GET /media/{key}[?v=&e=&s=] (docs/media.md). Public images with a year-long immutable cache;
 * private ones only with a valid capability, cached privately until it expires. Anything else —
 * a sequential id, an unknown key, a missing, forged or expired signature, a person who may no
 * longer see the event — is the same 404, so nothing can be learned by probing.
 */
export function mediaRouter(services: Services): Router {
  const router = Router();
  const signer = mediaSigner(services.config);

  router.get('/:key', async (req, res) => {
    const key = req.params.key;
    const now = Date.now();
    const grant = MEDIA_KEY_PATTERN.test(key) ? signer.verify(key, req.query, now) : null;
    const media = MEDIA_KEY_PATTERN.test(key)
      ? await services.media.readByKey(key, grant?.viewerId ?? null)
      : null;
    if (!media) {
      res.setHeader('Cache-Control', 'no-store');
      res.status(404).json({ message: 'Immagine non trovata' });
      return;
    }
    // a key never changes content: a new upload gets a new key
    res.setHeader(
      'Cache-Control',
      media.isPublic
        ? 'public, max-age=31536000, immutable'
        : `private, max-age=${Math.max(0, grant!.expiresAt - Math.floor(now / 1000))}`,
    );
    res.type(media.mimeType).send(media.data);
  });

  return router;
}
