import { useState } from 'react';
import { showToast } from './clientState';
import { ApiFileError, downloadApiFile, type DownloadOutcome } from './apiDownload';
import { i18n } from './i18n';

/**
 * A screen's downloads from the REST facade (app/apiDownload.ts): which one is running (its
 * button waits) and a refusal told as a toast with the server's message.
 */
export function useApiDownload() {
  const [running, setRunning] = useState<string | null>(null);
  const download = async (
    path: string,
    fallbackName: string,
  ): Promise<DownloadOutcome | undefined> => {
    setRunning(path);
    try {
      return await downloadApiFile(path, fallbackName);
    } catch (error) {
      showToast(
        error instanceof ApiFileError ? error.message : i18n.t('errors.server_error'),
        'error',
      );
      return undefined;
    } finally {
      setRunning(null);
    }
  };
  return { download, running };
}
