import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closedToast, toastVar } from '../../app/clientState';
import {
  AnswerQuestionDocument,
  AssociationCountersDocument,
  MarkQuestionReadDocument,
  OnAssociationDashboardCountersDocument,
  QuestionDocument,
  QuestionsDocument,
  type QuestionsQueryVariables,
} from '../../gql/graphql';
import { FOREVER, counters } from '../../test/associationFixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { connectionOf, questionItem, setWideScreen } from '../notifications/testFixtures';
import { QuestionDetailPage, QuestionsPage } from './QuestionPages';

type Mock = MockLink.MockedResponse;

const unread = questionItem(1, { askerName: 'Anna Rossi', question: 'Posso portare il cane?' });
const answered = questionItem(2, {
  askerName: 'Luca Bianchi',
  question: 'A che ora si inizia?',
  displayed: true,
  answer: 'Alle 9 in sede.',
  answeredAt: '2030-06-02T07:00:00.000Z',
});
const fresh = questionItem(3, { askerName: 'Sara Verdi', question: 'Serve la divisa?' });

function countersMock(numberQuestion: number): Mock {
  return {
    request: { query: AssociationCountersDocument, variables: { id: 2 } },
    result: {
      data: {
        associationDashboard: {
          __typename: 'AssociationDashboard',
          associationId: 2,
          association: { __typename: 'Association', id: 2, name: 'Croce Verde' },
          counters: counters({ numberQuestion }),
        },
      },
    },
    maxUsageCount: FOREVER,
  };
}

function listMock(
  store: { list: ReturnType<typeof questionItem>[] },
  calls: QuestionsQueryVariables[] = [],
): Mock {
  return {
    request: { query: QuestionsDocument, variables: () => true },
    result: (variables: QuestionsQueryVariables) => {
      calls.push(variables);
      return { data: { questions: connectionOf('Question', store.list) } };
    },
    maxUsageCount: FOREVER,
  };
}

function detailMock(node: ReturnType<typeof questionItem> | null, id = node?.id ?? 0): Mock {
  return {
    request: { query: QuestionDocument, variables: { id } },
    result: { data: { question: node } },
    maxUsageCount: FOREVER,
  };
}

function markMock(marked: number[]): Mock {
  return {
    request: { query: MarkQuestionReadDocument, variables: () => true },
    result: (variables: { input: { questionId: number } }) => {
      marked.push(variables.input.questionId);
      return {
        data: {
          markQuestionRead: {
            __typename: 'Question',
            id: variables.input.questionId,
            displayed: true,
          },
        },
      };
    },
    maxUsageCount: FOREVER,
  };
}

const quietCounters: Mock = {
  request: { query: OnAssociationDashboardCountersDocument, variables: { associationId: 2 } },
  result: { data: { associationDashboardCounters: counters({ numberQuestion: 1 }) } },
  delay: 60_000,
};

function renderList(mocks: Mock[]) {
  return renderWithProviders(<QuestionsPage />, {
    route: '/dashboard/2/list-question',
    path: '/dashboard/:idAssociation/list-question',
    mocks,
  });
}

const originalMatchMedia = window.matchMedia;
beforeEach(() => toastVar(closedToast));
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

describe('questions of an association', () => {
  it('on a narrow screen lists them, unread marked, each a link to its screen; search asks the server', async () => {
    const user = userEvent.setup();
    const calls: QuestionsQueryVariables[] = [];
    renderList([countersMock(1), listMock({ list: [unread, answered] }, calls), quietCounters]);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: "Domande all'associazione «Croce Verde»",
      }),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Domande' });
    const links = within(list).getAllByRole('link');
    expect(links[0]).toHaveAccessibleName(/^Da leggere, Anna Rossi Posso portare il cane\?/);
    expect(links[0]).toHaveAttribute('href', '/dashboard/2/list-question/1');
    expect(within(links[0]).getByText('In attesa di risposta')).toBeInTheDocument();
    expect(links[1]).not.toHaveAccessibleName(/Da leggere/);
    expect(within(links[1]).getByText('Risposta inviata')).toBeInTheDocument();
    expect(screen.getByText('2 domande · 1 da leggere')).toBeInTheDocument();

    await user.type(
      screen.getByRole('searchbox', { name: 'Cerca nel testo delle domande' }),
      'CANE',
    );
    await waitFor(() =>
      expect(calls).toContainEqual({ associationId: 2, search: 'CANE', first: 20, after: null }),
    );
  });

  it('with none shows the empty state', async () => {
    renderList([countersMock(0), listMock({ list: [] }), quietCounters]);
    expect(await screen.findByRole('heading', { name: 'Nessuna domanda' })).toBeInTheDocument();
  });

  it('on a wide screen opens the question at the right, marks it read, and shows an answer', async () => {
    setWideScreen(true);
    const user = userEvent.setup();
    const marked: number[] = [];
    renderList([
      countersMock(1),
      listMock({ list: [unread, answered] }),
      detailMock(unread),
      detailMock(answered),
      markMock(marked),
      quietCounters,
    ]);
    const pane = screen.getByRole('region', { name: 'Domanda selezionata' });
    await user.click(await screen.findByRole('button', { name: /^Da leggere, Anna Rossi/ }));
    expect(
      await within(pane).findByRole('heading', { name: 'Domanda di Anna Rossi' }),
    ).toBeInTheDocument();
    expect(within(pane).getByText('Posso portare il cane?')).toBeInTheDocument();
    expect(within(pane).getByRole('textbox', { name: 'La tua risposta' })).toBeInTheDocument();
    await waitFor(() => expect(marked).toEqual([1]));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Anna Rossi/ })).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );

    await user.click(screen.getByRole('button', { name: /^Luca Bianchi/ }));
    expect(await within(pane).findByText('Alle 9 in sede.')).toBeInTheDocument();
    expect(within(pane).getByText('Risposta inviata il 02/06/2030 09:00')).toBeInTheDocument();
    expect(within(pane).queryByRole('textbox')).not.toBeInTheDocument();
    expect(marked).toEqual([1]);
  });

  it('a new question shows up live when the unread counter changes', async () => {
    const store = { list: [unread] };
    renderList([
      countersMock(1),
      listMock(store),
      {
        request: {
          query: OnAssociationDashboardCountersDocument,
          variables: { associationId: 2 },
        },
        result: () => {
          store.list = [fresh, unread];
          return { data: { associationDashboardCounters: counters({ numberQuestion: 2 }) } };
        },
        delay: 200,
      },
    ]);
    expect(await screen.findByText('Posso portare il cane?')).toBeInTheDocument();
    expect(await screen.findByText('Serve la divisa?')).toBeInTheDocument();
  });
});

describe('question screen (narrow)', () => {
  function renderDetail(route: string, mocks: Mock[]) {
    return renderWithProviders(<QuestionDetailPage />, {
      route,
      path: '/dashboard/:idAssociation/list-question/:idQuestion',
      mocks,
    });
  }

  it('marks it read; the answer is required, then sent and shown', async () => {
    const user = userEvent.setup();
    const marked: number[] = [];
    const answers: unknown[] = [];
    renderDetail('/dashboard/2/list-question/1', [
      detailMock(unread),
      markMock(marked),
      {
        request: { query: AnswerQuestionDocument, variables: () => true },
        result: (variables: { input: { questionId: number; answer: string } }) => {
          answers.push(variables.input);
          return {
            data: {
              answerQuestion: {
                ...unread,
                displayed: true,
                answer: variables.input.answer,
                answeredAt: '2030-06-02T07:00:00.000Z',
              },
            },
          };
        },
      },
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Domanda di Anna Rossi' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(marked).toEqual([1]));
    await user.click(screen.getByRole('button', { name: 'Invia risposta' }));
    expect(await screen.findByText('Scrivi una risposta')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'La tua risposta' }), 'x'.repeat(256));
    expect(screen.getByRole('textbox', { name: 'La tua risposta' })).toHaveValue('x'.repeat(255));
    await user.clear(screen.getByRole('textbox', { name: 'La tua risposta' }));
    await user.type(screen.getByRole('textbox', { name: 'La tua risposta' }), 'Sì, al guinzaglio.');
    await user.click(screen.getByRole('button', { name: 'Invia risposta' }));
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'La tua risposta' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Sì, al guinzaglio.')).toBeInTheDocument();
    expect(await screen.findByText('Risposta inviata')).toBeInTheDocument();
    expect(answers).toEqual([{ questionId: 1, answer: 'Sì, al guinzaglio.' }]);
  });

  it('a missing one, or one of another association, shows the empty message', async () => {
    renderDetail('/dashboard/2/list-question/5', [
      detailMock(questionItem(5, { associationId: 3 })),
    ]);
    expect(await screen.findByRole('heading', { name: 'Domanda non trovata' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna alle domande' })).toHaveAttribute(
      'href',
      '/dashboard/2/list-question',
    );
  });
});
