import { useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listFetchPolicy } from '../../app/screenQuery';
import styled from 'styled-components';
import { formatDateTime } from '../../app/formatDates';
import { useDebouncedValue } from '../../app/useDebouncedValue';
import { useIsDesktop } from '../../app/useIsDesktop';
import { Avatar } from '../../components/Avatar';
import { EmptyState } from '../../components/EmptyState';
import { QuestionIcon } from '../../components/icons';
import { ListCount } from '../../components/ListGrid';
import {
  AssociationCountersDocument,
  QuestionsDocument,
  type QuestionItemFragment,
} from '../../gql/graphql';
import { useDashboardCounters } from '../dashboard/useDashboardCounters';
import { ItemList, ItemText, Preview, UnreadDot } from '../notifications/MasterDetail';
import { appendPage, nextPageButton, PAGE_SIZE } from '../notifications/paging';
import { QuestionDetail } from './QuestionDetail';
import { listOrState, MasterDetailPage, MasterItem } from '../notifications/MasterDetailPage';

const Answered = styled.small`
  font-weight: 600;
`;

function ItemContent({ question }: { question: QuestionItemFragment }) {
  const { t } = useTranslation();
  const unread = !question.displayed;
  return (
    <>
      <Avatar src={question.askerImageUrl} alt="" size={40} />
      <ItemText $unread={unread}>
        {unread && <span className="visually-hidden">{t('questions.unread')}, </span>}
        <strong>{question.askerName}</strong>
        <Preview>{question.question}</Preview>
        <small>{formatDateTime(question.askedAt)}</small>
        <Answered>{question.answer ? t('questions.answered') : t('questions.to_answer')}</Answered>
      </ItemText>
      {unread && <UnreadDot aria-hidden="true" />}
    </>
  );
}

/**
 * /dashboard/{id}/list-question ("Domande"): the association's questions, unread first, searched
 * by text on the server. A new question shows up live (the unread counter changed: the list is
 * fetched again). Wide screens open the question at the right, narrow ones navigate to it.
 */
export function QuestionsView({ associationId }: { associationId: number }) {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  const [selectedId, setSelectedId] = useState<number | undefined>(undefined);
  // the screen's query brought them (`...DashboardHeader`); the subscription keeps them live
  const { data: countersData } = useQuery(AssociationCountersDocument, {
    variables: { id: associationId },
    fetchPolicy: 'cache-first',
  });
  const result = useQuery(QuestionsDocument, {
    variables: { associationId, search: debounced || null, first: PAGE_SIZE, after: null },
    // without a search: from the screen's query (pages/Dashboard/listQuestion.graphql)
    fetchPolicy: listFetchPolicy(!debounced),
    notifyOnNetworkStatusChange: true,
  });

  const refetchList = useRef(result.refetch);
  refetchList.current = result.refetch;
  const counters = countersData?.associationDashboard.counters;
  useDashboardCounters(associationId, {
    knownQuestions: counters?.numberQuestion,
    onQuestionsChange: () => {
      refetchList.current().catch((error: unknown) => console.error(error));
    },
  });

  const connection = result.data?.questions;
  const questions = connection?.edges.map((edge) => edge.node);
  const selected = questions?.find((question) => question.id === selectedId);
  const name = countersData?.associationDashboard.association.name;
  const unreadCount = counters?.numberQuestion ?? 0;

  const showMore = () => {
    const after = connection?.pageInfo.endCursor;
    if (!after) return;
    result
      .fetchMore({
        variables: { after },
        updateQuery: (previous, { fetchMoreResult }) => ({
          ...previous,
          questions: appendPage(previous.questions, fetchMoreResult.questions),
        }),
      })
      .catch((error: unknown) => console.error(error));
  };

  const list = listOrState(
    {
      items: questions,
      loading: result.loading && !result.error,
      loadError: t('questions.load_error'),
      search: debounced,
      emptySearch: t('questions.empty_search', { search: debounced }),
      empty: (
        <EmptyState
          icon={<QuestionIcon size={40} />}
          title={t('questions.empty')}
          description={t('questions.empty_text')}
        />
      ),
    },
    (questions) => (
      <>
        <ListCount aria-live="polite">
          {t('questions.count', { count: connection?.totalCount ?? questions.length })}
          {unreadCount > 0 && ` · ${t('questions.unread_count', { count: unreadCount })}`}
        </ListCount>
        <ItemList aria-label={t('titles.list_question')}>
          {questions.map((question) => {
            const unread = !question.displayed;
            return (
              <li key={question.id}>
                <MasterItem
                  isDesktop={isDesktop}
                  selected={question.id === selectedId}
                  unread={unread}
                  onSelect={() => setSelectedId(question.id)}
                  to={`/dashboard/${associationId}/list-question/${question.id}`}
                >
                  <ItemContent question={question} />
                </MasterItem>
              </li>
            );
          })}
        </ItemList>
      </>
    ),
  );

  return (
    <MasterDetailPage
      heading={name ? t('questions.heading', { name }) : t('titles.list_question')}
      searchLabel={t('questions.search')}
      search={search}
      onSearch={setSearch}
      list={list}
      detailLabel={t('questions.detail_label')}
      isDesktop={isDesktop}
      detail={
        selectedId !== undefined ? (
          <QuestionDetail
            key={selectedId}
            questionId={selectedId}
            associationId={associationId}
            preview={selected}
          />
        ) : (
          <EmptyState title={t('questions.choose')} />
        )
      }
      more={nextPageButton(connection?.pageInfo, showMore, result.networkStatus)}
    />
  );
}
