import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorView } from '../../features/errors/ErrorView';

/** Status texts of the router's own refusals (spec §8). */
const STATUS_TEXTS: Record<number, string> = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
};

function describe(error: unknown): { status?: number; text?: string } {
  if (isRouteErrorResponse(error)) {
    return { status: error.status, text: error.statusText || STATUS_TEXTS[error.status] };
  }
  if (error instanceof Error && error.message) return { text: error.message };
  if (typeof error === 'string' && error) return { text: error };
  return {};
}

/** errorElement of the router: any thrown error or unknown address ends here. */
export function ErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  const { status, text } = describe(error);
  return <ErrorView status={status} message={text ?? t('error_page.unknown')} />;
}
