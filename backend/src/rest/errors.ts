import type { ErrorRequestHandler } from 'express';
import multer from 'multer';
import { AppError, HTTP_STATUS, INTERNAL_ERROR_MESSAGE } from '../common/app-error';
import { logger } from '../common/logger';

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
  if (error instanceof multer.MulterError) {
    res.status(400).json({ message: 'Il file inviato non è valido o è troppo grande.' });
    return;
  }
  const status =
    typeof error?.status === 'number' && error.status >= 400 && error.status < 500
      ? error.status
      : 500;
  if (status === 500) logger.error({ err: error }, 'unexpected REST error');
  res
    .status(status)
    .json({ message: status === 500 ? INTERNAL_ERROR_MESSAGE : 'Richiesta non valida' });
};
