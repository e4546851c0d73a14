import type { ErrorRequestHandler } from 'express';
import multer from 'multer';
import { AppError, HTTP_STATUS, INTERNAL_ERROR_MESSAGE } from '../common/app-error';
import { JsonShapeError } from '../common/json-shape';
import { logger } from '../common/logger';
import { isDatabaseUnavailable, SERVICE_UNAVAILABLE_MESSAGE } from '../db/database-errors';

/** The REST facade's one error mapping: `{ message }` with the status of the domain code. */
export const restErrorHandler: ErrorRequestHandler = (error, _req, res, _next) => {
  if (error instanceof AppError) {
    if (error.retryAfterSeconds) res.setHeader('Retry-After', String(error.retryAfterSeconds));
    res.status(HTTP_STATUS[error.code]).json({
      message: error.message,
      key: error.key,
      ...(error.field ? { field: error.field } : {}),
    });
    return;
  }
  if (error instanceof JsonShapeError) {
    res.status(400).json({ message: error.message });
    return;
  }
  if (error instanceof multer.MulterError) {
    const tooLarge = error.code === 'LIMIT_FILE_SIZE' || error.code === 'LIMIT_FIELD_VALUE';
    res
      .status(tooLarge ? 413 : 400)
      .json({ message: 'Il file inviato non è valido o è troppo grande.' });
    return;
  }
  // the database is restarting or out of reach: the client may simply try again
  if (isDatabaseUnavailable(error)) {
    res.setHeader('Retry-After', '2');
    res.status(503).json({ message: SERVICE_UNAVAILABLE_MESSAGE });
    return;
  }
  // body-parser and the router: 413 (too large) stays, any other client error (malformed JSON,
  // unsupported charset or encoding, undecodable path) is the facade's 400
  const clientError =
    typeof error?.status === 'number' && error.status >= 400 && error.status < 500;
  if (!clientError) {
    logger.error({ err: error }, 'unexpected REST error');
    res.status(500).json({ message: INTERNAL_ERROR_MESSAGE });
    return;
  }
  if (error.status === 413) {
    res.status(413).json({ message: 'La richiesta è troppo grande' });
    return;
  }
  res.status(400).json({ message: 'Richiesta non valida' });
};
