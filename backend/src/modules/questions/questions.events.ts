/** What happens to questions (platform/domain-events.ts), recorded by QuestionsService. */
declare module '../../platform/domain-events' {
  interface DomainEventMap {
    /** Someone asked an association a question: its administrators are told. */
    QuestionAsked: { questionId: number; associationId: number; text: string };
    /** An administrator answered: the asker is told; `wasUnread`: it had not been opened yet. */
    QuestionAnswered: {
      questionId: number;
      associationId: number;
      association: string;
      askerId: number;
      answer: string;
      wasUnread: boolean;
    };
  }
}

export {};
