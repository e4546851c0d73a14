import http from 'node:http';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes on the wire, not decoded. */
  body: Buffer;
}

/**
 * An HTTP request whose answer comes back as sent: fetch would decode a compressed body and hide
 * its encoding, and would not show the bytes of an image variant as they are.
 */
export function rawRequest(
  url: string,
  headers: Record<string, string> = {},
  options: { method?: string; body?: string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: options.method ?? 'GET', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    request.on('error', reject);
    request.end(options.body);
  });
}
