import { formatMessage } from '@insieme/schema';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { DataExportAnswer } from '../data-export.service';
import { USER_MESSAGES } from '../users.errors';

export enum DataExportStatusEnum {
  READY = 'ready',
  QUEUED = 'queued',
}
registerEnumType(DataExportStatusEnum, {
  name: 'DataExportStatus',
  description: 'READY: the data is in `data`; QUEUED: a job builds it and mails its link',
});

@ObjectType('DataExportResult', {
  description:
    '"Scarica i miei dati" (issue 23): the data at once when small, otherwise the export being built (the same as GET /api/user/export)',
})
export class DataExportResult {
  @Field(() => DataExportStatusEnum)
  status: DataExportStatusEnum;

  @Field(() => String, {
    nullable: true,
    description: 'READY: all my data as a JSON text (docs/register.md describes every key)',
  })
  data: string | null;

  @Field(() => Int, { nullable: true, description: 'QUEUED: the export being built' })
  exportId: number | null;

  @Field(() => Date, { nullable: true, description: 'QUEUED: when it was asked for' })
  requestedAt: Date | null;

  @Field(() => String, { nullable: true, description: 'QUEUED: what the person is told' })
  message: string | null;

  static from(answer: DataExportAnswer): DataExportResult {
    const result = new DataExportResult();
    if (answer.kind === 'ready') {
      Object.assign(result, {
        status: DataExportStatusEnum.READY,
        data: JSON.stringify(answer.data),
        exportId: null,
        requestedAt: null,
        message: null,
      });
    } else {
      Object.assign(result, {
        status: DataExportStatusEnum.QUEUED,
        data: null,
        exportId: answer.id,
        requestedAt: answer.requestedAt,
        message: formatMessage(USER_MESSAGES.exportQueued),
      });
    }
    return result;
  }
}
