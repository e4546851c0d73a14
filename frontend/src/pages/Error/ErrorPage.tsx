import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorView } from '../../features/errors/ErrorView';

/** The router's own refusals (spec §8: 400, 403, 404, 405) and 500, told in Italian. */
const STATUS_KEYS: Record<number, string> = {
  400: 'error_page.status_400',
  403: 'error_page.status_403',
  404: 'error_page.status_404',
  405: 'error_page.status_405',
  500: 'errors.server_error',
};

/** errorElement of the router: any thrown error or unknown address ends here. */
export function ErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    // never the router's English statusText or its 'No route matches URL …' (`data`)
    const key = STATUS_KEYS[error.status];
    const text = key ? t(key) : error.statusText || t('error_page.unknown');
    return <ErrorView status={error.status} message={text} />;
  }
  console.error(error);
  if (error instanceof Error && error.message) return <ErrorView message={error.message} />;
  if (typeof error === 'string' && error) return <ErrorView message={error} />;
  return <ErrorView message={t('error_page.unknown')} />;
}
