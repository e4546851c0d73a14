/** Message keys of the questions domain (Italian texts in @insieme/schema messages). */
export const QUESTION_ERRORS = {
  notFound: 'question.not_found',
  alreadyAnswered: 'question.already_answered',
  associationNotFound: 'association.not_found',
} as const;

/** Keys of the confirmations and texts the questions domain sends. */
export const QUESTION_MESSAGES = {
  asked: 'question.sent',
  answered: 'question.answered',
  /** Title of the administrators' notice of a new question. */
  noticeTitle: 'question.notice_title',
  /** Title of the asker's notification with the answer, before the association's name. */
  answerTitle: 'question.answer_title',
} as const;
