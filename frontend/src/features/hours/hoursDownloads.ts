import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../app/clientState';
import { ApiFileError, downloadApiFile } from '../../app/apiDownload';

/** The statement of my hours for one association and period (a new statement each time). */
export function statementPath(associationId: number, from: string, to: string): string {
  const query = new URLSearchParams({ id_association: String(associationId), from, to });
  return `/api/user/hours/statement?${query.toString()}`;
}

/** An association's hours per volunteer as CSV (UTF-8 with BOM, `;`, for Italian spreadsheets). */
export function associationCsvPath(associationId: number, from: string, to: string): string {
  const query = new URLSearchParams({ from, to, format: 'csv' });
  return `/api/association/${associationId}/hours?${query.toString()}`;
}

/**
 * A download button's state (the files come from app/apiDownload.ts, as the register's): which
 * one is running (one at a time), and what a refusal says. A 404 has its own text (`notFoundText`: nothing to attest in the period), others the server's
 * message or a generic one.
 */
export function useDownload() {
  const { t } = useTranslation();
  const [running, setRunning] = useState<string | null>(null);
  const download = async (
    key: string,
    path: string,
    fileName: string,
    notFoundText?: string,
  ): Promise<boolean> => {
    setRunning(key);
    try {
      await downloadApiFile(path, fileName);
      return true;
    } catch (error) {
      const text =
        error instanceof ApiFileError && error.status === 404 && notFoundText
          ? notFoundText
          : error instanceof ApiFileError && error.status < 500 && error.message
            ? error.message
            : t('hours.download_error');
      showToast(text, 'error');
      return false;
    } finally {
      setRunning(null);
    }
  };
  return { running, download };
}
