import type { Task } from 'graphile-worker';
import type { DataExportService } from '../modules/users/data-export.service';
import type { JobPayloads } from './enqueue';

function exportIdOf(payload: unknown, task: string): number {
  const { exportId } = payload as JobPayloads['data-export'];
  if (typeof exportId !== 'number' || !Number.isInteger(exportId) || exportId <= 0)
    throw new Error(`${task} job without export`);
  return exportId;
}

/** Builds a requested data export, stores it and mails its link (DataExportService.prepare). */
export function dataExportTask(dataExport: DataExportService): Task {
  return async (payload) => dataExport.prepare(exportIdOf(payload, 'data-export'));
}

/** A data export's link expired: its file is deleted. */
export function dataExportExpiryTask(dataExport: DataExportService): Task {
  return async (payload) => dataExport.expire(exportIdOf(payload, 'data-export-expiry'));
}
