/** A small subset of OpenAPI 3.1 typing, enough for the facade's own documents. */
export type JsonSchema = Record<string, unknown>;

export interface OpenApiOperation {
  summary: string;
  tags: string[];
  security?: Record<string, string[]>[];
  parameters?: Record<string, unknown>[];
  requestBody?: Record<string, unknown>;
  responses: Record<string, { description: string; content?: Record<string, unknown> }>;
}

export type OpenApiPaths = Record<
  string,
  Partial<Record<'get' | 'post' | 'put' | 'patch' | 'delete', OpenApiOperation>>
>;

export const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
export const bearer = [{ bearerAuth: [] }];
export const messageResponse = (description: string) => ({
  description,
  content: json({ $ref: '#/components/schemas/Message' }),
});
export const errors = (...codes: number[]) =>
  Object.fromEntries(
    codes.map((code) => [
      String(code),
      { description: ERROR_TEXT[code], content: json({ $ref: '#/components/schemas/Message' }) },
    ]),
  );

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid input: message in Italian, `key` is the message key, `field` the offending field',
  401: 'Missing, invalid or outdated token',
  403: 'Not allowed',
  404: 'Not found',
  409: 'State conflict',
  429: 'Rate limited (see Retry-After)',
};
