import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDateTime } from '../../app/formatDates';
import { Avatar } from '../../components/Avatar';
import { ButtonLink } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Loading } from '../../components/Spinner';
import { QuestionDocument, type QuestionItemFragment } from '../../gql/graphql';
import { DetailBody, Meta, Sender } from '../notifications/MasterDetail';
import { AnswerForm } from './AnswerForm';
import { useMarkQuestionReadMutation } from './useQuestionMutations';
import { theme } from '../../app/theme';

const Quote = styled.blockquote`
  margin: 0 0 16px;
  padding: 10px 14px;
  border-left: 4px solid ${theme.colors.primary};
  background: ${theme.colors.background};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const SubHeading = styled.h3`
  margin: 16px 0 8px;
  font-size: 1.05rem;
`;

/** Marks an unread question read once an administrator has it open (spec §4). */
export function useMarkQuestionRead(
  question: { id: number; displayed: boolean } | null | undefined,
) {
  const markRead = useMarkQuestionReadMutation();
  const marked = useRef(new Set<number>());
  const id = question?.id;
  const unread = question ? !question.displayed : false;
  useEffect(() => {
    if (id === undefined || !unread || marked.current.has(id)) return;
    marked.current.add(id);
    markRead(id).catch((error: unknown) => {
      marked.current.delete(id);
      console.error(error);
    });
  }, [id, unread, markRead]);
}

/** A question: who asked, when, the text, then the answer or the answer box. */
export function QuestionContent({
  question,
  headingLevel = 2,
  live,
}: {
  question: QuestionItemFragment;
  headingLevel?: 1 | 2;
  /** The server's copy (not the list's): opening it marks it read */
  live: boolean;
}) {
  const { t } = useTranslation();
  // Marked once the server's copy is here, so that its answer cannot undo the mark.
  useMarkQuestionRead(live ? question : null);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <DetailBody aria-labelledby={`question-${question.id}-heading`}>
      <Sender>
        <Avatar src={question.askerImageUrl} alt="" size={48} />
        <div>
          <Heading id={`question-${question.id}-heading`}>
            {t('questions.question_of', { name: question.askerName })}
          </Heading>
          <Meta as="span">
            {t('questions.asked_at', { date: formatDateTime(question.askedAt) })}
          </Meta>
        </div>
      </Sender>
      <Quote>{question.question}</Quote>
      {question.answer ? (
        <>
          <SubHeading>{t('questions.answer_title')}</SubHeading>
          <Quote>{question.answer}</Quote>
          {question.answeredAt && (
            <Meta>{t('questions.answered_at', { date: formatDateTime(question.answeredAt) })}</Meta>
          )}
        </>
      ) : (
        <AnswerForm questionId={question.id} />
      )}
    </DetailBody>
  );
}

/** The empty message of a question that does not exist (or is not this association's). */
export function QuestionNotFound({
  associationId,
  title,
}: {
  associationId: number;
  title?: string;
}) {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={title ?? t('questions.not_found')}
      action={
        <ButtonLink to={`/dashboard/${associationId}/list-question`} variant="secondary">
          {t('questions.back_to_list')}
        </ButtonLink>
      }
    />
  );
}

/** One question by id: the side panel on wide screens, list-question/{id} on narrow ones. */
export function QuestionDetail({
  questionId,
  associationId,
  preview,
  headingLevel,
  fromScreen = false,
}: {
  questionId: number;
  associationId: number;
  preview?: QuestionItemFragment;
  headingLevel?: 1 | 2;
  /** The screen's query brought it (list-question/{id}, pages/Dashboard/questionDetail.graphql) */
  fromScreen?: boolean;
}) {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(QuestionDocument, {
    variables: { id: questionId },
    fetchPolicy: fromScreen ? 'cache-first' : 'cache-and-network',
  });
  const fetched = data?.question;
  // Another association's question is not this dashboard's.
  const question =
    fetched && fetched.associationId === associationId ? fetched : data ? undefined : preview;
  if (!question) {
    if (loading && !error) return <Loading />;
    return (
      <QuestionNotFound
        associationId={associationId}
        title={error ? t('questions.load_error') : undefined}
      />
    );
  }
  return (
    <QuestionContent question={question} headingLevel={headingLevel} live={question === fetched} />
  );
}
