import type { RestResult, TestApp } from './test-app';

/** POST /api/media with `bytes` in the multipart field `file`, as the owner of `token`. */
export function postUpload(
  app: TestApp,
  token: string | undefined,
  bytes: Buffer,
  name = 'image.png',
): Promise<RestResult<{ key?: string; message?: string }>> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return app.rest('POST', '/api/media', { token, form });
}

/** Uploads an image and returns the key a mutation names (fails the test when refused). */
export async function uploadImage(app: TestApp, token: string, bytes: Buffer): Promise<string> {
  const result = await postUpload(app, token, bytes);
  if (result.status !== 201 || !result.body.key)
    throw new Error(`upload refused: ${result.status} ${JSON.stringify(result.body)}`);
  return result.body.key;
}
