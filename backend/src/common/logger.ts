import pino from 'pino';

/** Structured JSON logs on stdout; the level comes from LOG_LEVEL (config.ts reads the same). */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  base: undefined,
  redact: ['req.headers.authorization', '*.password', '*.newPassword', '*.oldPassword'],
});
