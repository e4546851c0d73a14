import zlib from 'node:zlib';
import { Pool } from 'undici';
import type { Operation } from './documents';

/** The JSON body of one operation: the hash alone for a persisted document, else the text. */
export const graphqlBody = (op: Operation, variables: Record<string, unknown>): string =>
  JSON.stringify(
    op.hash
      ? {
          operationName: op.operationName,
          variables,
          extensions: { persistedQuery: { version: 1, sha256Hash: op.hash } },
        }
      : { operationName: op.operationName, variables, query: op.query },
  );

/**
 * The load generator's HTTP client: undici's pool (keep-alive, no fetch/WHATWG layers), so the
 * bench's own CPU per request stays small next to the server's on the same cores.
 */
export class BenchHttp {
  private readonly pool: Pool;

  constructor(
    readonly base: string,
    connections: number,
  ) {
    this.pool = new Pool(base, { connections, pipelining: 1, keepAliveTimeout: 30_000 });
  }

  async request(
    method: 'GET' | 'POST',
    path: string,
    options: { token?: string; body?: string } = {},
  ): Promise<string> {
    // as Chromium sends them: the server compresses what it would compress for the browser
    const headers: Record<string, string> = {
      accept: 'application/json',
      'accept-encoding': 'gzip, deflate, br, zstd',
    };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await this.pool.request({ method, path, headers, body: options.body });
    const raw = Buffer.from(await response.body.arrayBuffer());
    const encoding = response.headers['content-encoding'];
    const text = (
      encoding === 'br'
        ? zlib.brotliDecompressSync(raw)
        : encoding === 'gzip'
          ? zlib.gunzipSync(raw)
          : encoding === 'deflate'
            ? zlib.inflateSync(raw)
            : raw
    ).toString('utf8');
    if (response.statusCode >= 400)
      throw new Error(`${method} ${path}: ${response.statusCode} ${text.slice(0, 300)}`);
    return text;
  }

  /**
   * One operation as Apollo Client posts it (the hash alone for the app's persisted documents,
   * frontend/src/app/apollo.ts); an answer with errors fails the bench.
   */
  async graphql(op: Operation, variables: Record<string, unknown>, token: string): Promise<string> {
    const text = await this.request('POST', '/graphql', {
      token,
      body: graphqlBody(op, variables),
    });
    if (text.includes('"errors":')) throw new Error(`${op.operationName}: ${text.slice(0, 500)}`);
    return text;
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

/**
 * Runs the requests of one browser wave at once, at most `limit` in flight (a browser opens six
 * HTTP/1.1 connections per origin).
 */
export async function wave(tasks: (() => Promise<unknown>)[], limit = 6): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, tasks.length) }, async () => {
      while (next < tasks.length) await tasks[next++]();
    }),
  );
}
