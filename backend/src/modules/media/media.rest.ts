import { Type } from '@sinclair/typebox';
import { badInput } from '../../common/app-error';
import { currentUser } from '../../rest/auth-middleware';
import { errors, ok, route } from '../../rest/route';
import { Binary } from '../../rest/schemas';
import { MEDIA_ERRORS } from './media.errors';

/**
 * POST /api/media: the one way an image reaches GraphQL. The file travels as a multipart body
 * (multer stops reading at MAX_UPLOAD_BYTES), so JSON bodies can stay small; the answer is a key
 * the person's next mutation names (`imageKey`, `photoKeys`, `newPhotoKeys`). docs/media.md.
 */
const upload = route({
  method: 'post',
  path: '/media',
  summary:
    'Upload an image (multipart field file, at most 8 MiB and 50 megapixels) for my next mutation: its key is mine, attached once, within 24 h',
  tags: ['media'],
  security: 'bearer',
  body: { multipart: Type.Object({ file: Binary }) },
  responses: {
    201: ok(
      'Stored (validated by content, resized, WebP); name `key` in imageKey, photoKeys or newPhotoKeys',
      Type.Object({ key: Type.String({ format: 'uuid' }) }),
    ),
    ...errors(400, 401, 413, 429),
  },
  handle: async ({ files }, { res, services }) => {
    const file = files.file?.[0];
    if (!file) throw badInput(MEDIA_ERRORS.imageType, { field: 'file' });
    res.status(201).json(await services.media.upload(currentUser(res).id, file));
  },
});

export const mediaRoutes = [upload];
