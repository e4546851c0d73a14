import { Router } from 'express';
import { badInput } from '../../common/app-error';
import { currentUser } from '../../rest/auth-middleware';
import { requestInput } from '../../rest/contract-validator';
import { bearer, binary, errors, json, type OpenApiPaths } from '../../rest/openapi-types';
import type { Services } from '../../platform/services';
import { MEDIA_ERRORS } from './media.errors';

/**
 * POST /api/media: the one way an image reaches GraphQL. The file travels as a multipart body
 * (multer stops reading at MAX_UPLOAD_BYTES), so JSON bodies can stay small; the answer is a key
 * the person's next mutation names (`imageKey`, `photoKeys`, `newPhotoKeys`). docs/media.md.
 */
export function mediaRoutes(services: Services): Router {
  const router = Router();

  router.post('/media', async (_req, res) => {
    const { files } = requestInput(res);
    const file = files.file?.[0];
    if (!file) throw badInput(MEDIA_ERRORS.imageType, { field: 'file' });
    res.status(201).json(await services.media.upload(currentUser(res).id, file));
  });

  return router;
}

export const mediaOpenApi: OpenApiPaths = {
  '/media': {
    post: {
      summary:
        'Upload an image (multipart field file, at most 8 MiB and 50 megapixels) for my next mutation: its key is mine, attached once, within 24 h',
      tags: ['media'],
      security: bearer,
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: { type: 'object', required: ['file'], properties: { file: binary } },
          },
        },
      },
      responses: {
        '201': {
          description:
            'Stored (validated by content, resized, WebP); name `key` in imageKey, photoKeys or newPhotoKeys',
          content: json({
            type: 'object',
            required: ['key'],
            properties: { key: { type: 'string', format: 'uuid' } },
          }),
        },
        ...errors(400, 401, 413, 429),
      },
    },
  },
};
