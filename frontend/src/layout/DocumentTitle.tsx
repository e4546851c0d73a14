import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Keeps the browser tab title in step with the page (screen readers announce it). */
export function DocumentTitle({ title }: { title: string | undefined }) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = title ? `${title} · ${t('app.name')}` : t('app.name');
  }, [title, t]);
  return null;
}
