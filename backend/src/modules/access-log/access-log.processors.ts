import type { Processors } from '../../platform/domain-events';
import type {} from './access-log.events';
import type { AccessLogService } from './access-log.service';

/** A download recorded in a transaction is logged in it: no file without its row. */
export function accessLogProcessors(processors: Processors, accessLog: AccessLogService): void {
  processors.inTransaction('DataDownloaded', (tx, access) => accessLog.record(access, tx.em));
}
