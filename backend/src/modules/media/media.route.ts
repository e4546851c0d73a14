import { Router } from 'express';
import type { Services } from '../../platform/services';
import { MEDIA_KEY_PATTERN, mediaSigner } from './media-urls';
import { MediaVariants, requestedWidth } from './media-variants';

/**
 * GET /media/{key}[?v=&e=&s=][&w=] (docs/media.md). Public images with a year-long immutable cache;
 * private ones only with a valid capability, cached privately until it expires. Anything else —
 * a sequential id, an unknown key, a missing, forged or expired signature, a person who may no
 * longer see the event — is the same 404, so nothing can be learned by probing. `w` asks for one
 * of the responsive widths (media-variants.ts); an unknown width is that 404 too.
 */
export function mediaRouter(services: Services): Router {
  const router = Router();
  const signer = mediaSigner(services.config);
  const variants = new MediaVariants();

  router.get('/:key', async (req, res) => {
    const key = req.params.key;
    const now = Date.now();
    const width = requestedWidth(req.query.w);
    const readable = MEDIA_KEY_PATTERN.test(key) && width !== undefined;
    const grant = readable ? signer.verify(key, req.query, now) : null;
    const media = readable ? await services.media.readByKey(key, grant?.viewerId ?? null) : null;
    if (!media || width === undefined) {
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
    res.type(media.mimeType).send(await variants.variant(key, media, width));
  });

  return router;
}
