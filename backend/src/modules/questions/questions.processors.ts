import type { Processors } from '../../platform/domain-events';
import type { Live } from '../../platform/live';
import type {} from './questions.events';

/** The association's question badge and dashboard follow new and first-read questions. */
export function questionProcessors(processors: Processors, live: Live): void {
  processors
    .afterCommit('QuestionAsked', ({ associationId }) => live.questionsChanged(associationId))
    .afterCommit('QuestionAnswered', ({ associationId, wasUnread }) => {
      if (wasUnread) live.questionsChanged(associationId);
    });
}
