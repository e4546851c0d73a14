import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closedToast, numberNotificationsVar, toastVar } from '../../app/clientState';
import {
  AnswerQuestionDocument,
  MarkAllNotificationsDisplayedDocument,
  MarkNotificationDisplayedDocument,
  MarkQuestionReadDocument,
  NotificationDocument,
  NotificationsDocument,
  NotificationsScreenDocument,
  OnNotificationReceivedDocument,
  UnreadNotificationCountDocument,
  type NotificationsQueryVariables,
  type NotificationsScreenQueryVariables,
} from '../../gql/graphql';
import { FOREVER } from '../../test/associationFixtures';
import { shellData } from '../../test/shellFixtures';
import { renderWithProviders, routeStub } from '../../test/renderWithProviders';
import { NotificationDetailPage, NotificationsPage } from './NotificationPages';
import { connectionOf, notificationItem, questionItem, setWideScreen } from './testFixtures';

type Mock = MockLink.MockedResponse;

const plain = notificationItem(1, { title: 'Riunione di giugno', displayed: false });
const forEvent = notificationItem(2, {
  title: 'Turni della festa',
  displayed: true,
  eventId: 7,
  kind: null as string | null,
  shiftId: null as number | null,
  eventName: 'Festa di primavera',
});
const notice = notificationItem(3, {
  title: 'Nuova domanda',
  displayed: true,
  questionId: 9,
  question: questionItem(9, { question: 'Serve il certificato medico?' }),
});

function listMock(
  store: { list: ReturnType<typeof notificationItem>[] },
  calls: NotificationsQueryVariables[] = [],
): Mock {
  return {
    request: { query: NotificationsDocument, variables: () => true },
    result: (variables: NotificationsQueryVariables) => {
      calls.push(variables);
      return { data: { notifications: connectionOf('Notification', store.list) } };
    },
    maxUsageCount: FOREVER,
  };
}

function detailMock(id: number, node: ReturnType<typeof notificationItem> | null): Mock {
  return {
    request: { query: NotificationDocument, variables: { id } },
    result: { data: { notification: node } },
    maxUsageCount: FOREVER,
  };
}

function markMock(marked: number[]): Mock {
  return {
    request: { query: MarkNotificationDisplayedDocument, variables: () => true },
    result: (variables: { input: { notificationId: number } }) => {
      marked.push(variables.input.notificationId);
      return {
        data: {
          markNotificationDisplayed: {
            __typename: 'Notification',
            id: variables.input.notificationId,
            displayed: true,
          },
        },
      };
    },
    maxUsageCount: FOREVER,
  };
}

const quietReceived: Mock = {
  request: { query: OnNotificationReceivedDocument },
  result: { data: { notificationReceived: notificationItem(99) } },
  delay: 60_000,
};

/** The bell's count, when a test does not give its own: nothing unread. */
const noneUnread: Mock = {
  request: { query: UnreadNotificationCountDocument },
  result: { data: { unreadNotificationCount: 0 } },
  maxUsageCount: FOREVER,
};

type ListAnswer = { data: { notifications: ReturnType<typeof connectionOf> } };

/**
 * The screen's one request (notificationsScreen.graphql), answered with the list's mock as asked
 * without a search; `screens` gets its variables.
 */
function screenMock(list: Mock, screens: NotificationsScreenQueryVariables[]): Mock {
  const answer = list.result as (variables: NotificationsQueryVariables) => ListAnswer;
  return {
    request: { query: NotificationsScreenDocument, variables: () => true },
    result: (variables: NotificationsScreenQueryVariables) => {
      screens.push(variables);
      const { data } = answer({ search: null, first: variables.first, after: null });
      return { data: { ...shellData(), notifications: data.notifications } };
    },
    maxUsageCount: FOREVER,
  };
}

function renderList(mocks: Mock[]) {
  const screens: NotificationsScreenQueryVariables[] = [];
  const list = mocks.find((mock) => mock.request.query === NotificationsDocument)!;
  const result = renderWithProviders(<NotificationsPage />, {
    route: '/notifications',
    path: '/notifications',
    mocks: [screenMock(list, screens), ...mocks, noneUnread],
    routes: [routeStub('/list-associations', 'Elenco associazioni')],
  });
  return { ...result, screens };
}

const originalMatchMedia = window.matchMedia;
beforeEach(() => {
  toastVar(closedToast);
  numberNotificationsVar(0);
});
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

describe('notifications list', () => {
  it('on a narrow screen lists them newest first, unread marked, each a link to its screen', async () => {
    const user = userEvent.setup();
    const calls: NotificationsQueryVariables[] = [];
    const { screens } = renderList([
      listMock({ list: [plain, forEvent, notice] }, calls),
      quietReceived,
    ]);
    const list = await screen.findByRole('list', { name: 'Notifiche' });
    // the first page came in the screen's one request
    expect(screens).toEqual([{ first: 20 }]);
    expect(calls).toEqual([{ search: null, first: 20, after: null }]);
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(3);
    // the unread one says so, and only it
    expect(links[0]).toHaveAccessibleName(/^Non letta, Riunione di giugno/);
    expect(links[1]).not.toHaveAccessibleName(/Non letta/);
    expect(links[0]).toHaveAttribute('href', '/notifications/1?id_event=0&question=0');
    expect(links[1]).toHaveAttribute('href', '/notifications/2?id_event=7&question=0');
    // the administrators' notice of a question to answer
    expect(links[2]).toHaveAttribute('href', '/notifications/3?id_event=0&question=9&admin=2');
    expect(within(links[0]).getByText('01/06/2030 12:30')).toBeInTheDocument();
    expect(screen.getByText('3 notifiche')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Cerca tra le notifiche' }), 'festa');
    await waitFor(() => expect(calls).toContainEqual({ search: 'festa', first: 20, after: null }));
  });

  it('"Mostra altri" appends the next page after the screen\'s first one', async () => {
    const user = userEvent.setup();
    const calls: NotificationsQueryVariables[] = [];
    const older = notificationItem(4, { title: 'Avviso più vecchio', displayed: true });
    renderList([
      {
        request: { query: NotificationsDocument, variables: () => true },
        result: (variables: NotificationsQueryVariables) => {
          calls.push(variables);
          return {
            data: {
              notifications: variables.after
                ? connectionOf('Notification', [older])
                : connectionOf('Notification', [plain, forEvent], { hasNextPage: true }),
            },
          };
        },
        maxUsageCount: FOREVER,
      },
      quietReceived,
    ]);
    const list = await screen.findByRole('list', { name: 'Notifiche' });
    await user.click(screen.getByRole('button', { name: 'Mostra altri' }));
    expect(await within(list).findByText('Avviso più vecchio')).toBeInTheDocument();
    expect(within(list).getAllByRole('link')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Mostra altri' })).not.toBeInTheDocument();
    expect(calls).toEqual([
      { search: null, first: 20, after: null },
      { search: null, first: 20, after: 'c2' },
    ]);
  });

  it('with none shows the empty state with the way to the associations', async () => {
    const user = userEvent.setup();
    renderList([listMock({ list: [] }), quietReceived]);
    expect(await screen.findByRole('heading', { name: 'Nessuna notifica' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Scopri le associazioni' }));
    expect(await screen.findByText('Elenco associazioni')).toBeInTheDocument();
  });

  it('on a wide screen shows the chosen one at the right and marks it displayed', async () => {
    setWideScreen(true);
    const user = userEvent.setup();
    const marked: number[] = [];
    renderList([
      listMock({ list: [plain, forEvent] }),
      detailMock(1, plain),
      detailMock(2, forEvent),
      markMock(marked),
      quietReceived,
    ]);
    const pane = screen.getByRole('region', { name: 'Notifica selezionata' });
    expect(within(pane).getByText('Seleziona una notifica per leggerla')).toBeInTheDocument();
    const item = await screen.findByRole('button', { name: /^Non letta, Riunione di giugno/ });
    await user.click(item);
    expect(
      await within(pane).findByRole('heading', { level: 2, name: 'Riunione di giugno' }),
    ).toBeInTheDocument();
    expect(within(pane).getByText('Inviata il 01/06/2030 12:30')).toBeInTheDocument();
    expect(within(pane).getByRole('link', { name: 'Croce Verde' })).toHaveAttribute(
      'href',
      '/association/2',
    );
    await waitFor(() => expect(marked).toEqual([1]));
    // the cache follows: no longer unread in the list
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Riunione di giugno/ })).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );
    // an already read one is not marked again
    await user.click(screen.getByRole('button', { name: /Turni della festa/ }));
    expect(
      await within(pane).findByRole('link', { name: "Vai all'evento Festa di primavera" }),
    ).toHaveAttribute('href', '/event/7');
    expect(marked).toEqual([1]);
  });

  it('a new notification appears on top without a reload', async () => {
    renderList([
      listMock({ list: [forEvent] }),
      {
        request: { query: OnNotificationReceivedDocument },
        result: {
          data: { notificationReceived: notificationItem(5, { title: 'Appena arrivata' }) },
        },
        delay: 200,
      },
    ]);
    expect(await screen.findByText('Turni della festa')).toBeInTheDocument();
    const fresh = await screen.findByRole('link', { name: /^Non letta, Appena arrivata/ });
    const links = within(screen.getByRole('list', { name: 'Notifiche' })).getAllByRole('link');
    expect(links[0]).toBe(fresh);
    expect(screen.getByText('2 notifiche')).toBeInTheDocument();
  });
});

describe('"Segna tutte come lette"', () => {
  /** The server's unread count, which marking all sets to 0. */
  function serverMocks(store: { unread: number; markAllCalls: number }): Mock[] {
    return [
      {
        request: { query: UnreadNotificationCountDocument },
        result: () => ({ data: { unreadNotificationCount: store.unread } }),
        maxUsageCount: FOREVER,
      },
      {
        request: { query: MarkAllNotificationsDisplayedDocument },
        result: () => {
          store.markAllCalls += 1;
          const marked = store.unread;
          store.unread = 0;
          return { data: { markAllNotificationsDisplayed: marked } };
        },
        maxUsageCount: FOREVER,
      },
    ];
  }

  it.each([390, 1280])(
    'at %i px marks every one read: the unread marks go, the badge reads 0, the button turns off',
    async (width) => {
      setWideScreen(width > 991);
      const user = userEvent.setup();
      const store = { unread: 2, markAllCalls: 0 };
      const second = notificationItem(6, { title: 'Assemblea', displayed: false });
      const { cache } = renderList([
        listMock({ list: [plain, second, forEvent] }),
        ...serverMocks(store),
        quietReceived,
      ]);
      const list = await screen.findByRole('list', { name: 'Notifiche' });
      const button = screen.getByRole('button', { name: 'Segna tutte come lette' });
      await waitFor(() => expect(button).toBeEnabled());
      expect(within(list).getAllByText('Non letta', { exact: false })).toHaveLength(2);

      await user.click(button);
      await waitFor(() => expect(within(list).queryByText(/Non letta/)).not.toBeInTheDocument());
      expect(store.markAllCalls).toBe(1);
      // the bell's count, shared through the cache with the badge
      expect(cache.readQuery({ query: UnreadNotificationCountDocument })).toEqual({
        unreadNotificationCount: 0,
      });
      await waitFor(() => expect(button).toBeDisabled());
    },
  );

  it('is disabled when nothing is unread', async () => {
    renderList([
      listMock({ list: [forEvent, notice] }),
      ...serverMocks({ unread: 0, markAllCalls: 0 }),
      quietReceived,
    ]);
    await screen.findByRole('list', { name: 'Notifiche' });
    expect(screen.getByRole('button', { name: 'Segna tutte come lette' })).toBeDisabled();
  });

  it('is enabled when an unread one is further down the list than the loaded page', async () => {
    // the badge's count, as the shell mirrors it from the screen's request
    numberNotificationsVar(3);
    renderList([
      listMock({ list: [forEvent] }),
      ...serverMocks({ unread: 3, markAllCalls: 0 }),
      quietReceived,
    ]);
    await screen.findByRole('list', { name: 'Notifiche' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Segna tutte come lette' })).toBeEnabled(),
    );
  });
});

describe('notification screen', () => {
  function renderDetail(route: string, mocks: Mock[]) {
    return renderWithProviders(<NotificationDetailPage />, {
      route,
      path: '/notifications/:idNotification',
      mocks,
    });
  }

  it('shows association, title, body, time and the event link, and marks it displayed', async () => {
    const marked: number[] = [];
    const node = notificationItem(4, {
      title: 'Cambio orario',
      body: 'Ci vediamo alle 9.',
      eventId: 7,
      kind: null as string | null,
      shiftId: null as number | null,
      eventName: 'Festa di primavera',
    });
    renderDetail('/notifications/4?id_event=7&question=0', [detailMock(4, node), markMock(marked)]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cambio orario' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Croce Verde')).toBeInTheDocument();
    expect(screen.getByText('Ci vediamo alle 9.')).toBeInTheDocument();
    expect(screen.getByText('Inviata il 01/06/2030 12:30')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Vai all'evento Festa di primavera" })).toHaveAttribute(
      'href',
      '/event/7',
    );
    await waitFor(() => expect(marked).toEqual([4]));
  });

  it.each([
    ['sign_up_accepted', 3, "Vai all'evento Festa di primavera", '/event/7/3'],
    ['shift_deleted', 3, "Vai all'evento Festa di primavera", '/event/7'],
    ['volunteer_request', null, 'Vedi le richieste dei volontari', '/dashboard/2/list-volunteers'],
    // issue 23: the data the register of volunteers needs is in the profile's form, which
    // opens at those fields (issue 31)
    ['register_data_missing', null, 'Completa il profilo', '/settings/edit-user#dati-registro'],
    // issue 31: a volunteer changed data the register holds: the correction is in the register
    ['register_correction', null, 'Apri la rettifica nel registro', '/dashboard/2/register'],
  ])('an automatic notice (%s) leads where it is about', async (kind, shiftId, label, href) => {
    const aboutAnEvent = ![
      'volunteer_request',
      'register_data_missing',
      'register_correction',
    ].includes(kind);
    const node = notificationItem(5, {
      title: 'Avviso',
      eventId: aboutAnEvent ? 7 : null,
      eventName: aboutAnEvent ? 'Festa di primavera' : null,
      kind: kind as string | null,
      shiftId: shiftId as number | null,
    });
    renderDetail('/notifications/5?id_event=7&question=0', [detailMock(5, node), markMock([])]);
    expect(await screen.findByRole('link', { name: label })).toHaveAttribute('href', href);
  });

  it.each([
    ['OPEN', "Rispondi all'offerta del posto", null],
    [
      'ACCEPTED',
      "Vai all'evento Festa di primavera",
      'Hai già risposto: hai accettato questo posto.',
    ],
    ['DECLINED', "Vai all'evento Festa di primavera", /Hai già risposto: hai rinunciato/],
    [
      'EXPIRED',
      "Vai all'evento Festa di primavera",
      'Offerta scaduta: il posto è passato al prossimo in lista.',
    ],
  ])('an offer of a place (%s) asks for an answer only while open', async (state, label, says) => {
    const node = notificationItem(6, {
      title: 'Si è liberato un posto: Festa di primavera',
      eventId: 7,
      eventName: 'Festa di primavera',
      kind: 'waitlist_offer',
      shiftId: 3,
      offerState: state,
    });
    renderDetail('/notifications/6?id_event=7&question=0', [detailMock(6, node), markMock([])]);
    expect(await screen.findByRole('link', { name: label })).toHaveAttribute('href', '/event/7/3');
    if (says) expect(screen.getByRole('status')).toHaveTextContent(says);
    else expect(screen.queryByText(/Hai già risposto|Offerta scaduta/)).toBeNull();
    if (state !== 'OPEN')
      expect(screen.queryByRole('link', { name: "Rispondi all'offerta del posto" })).toBeNull();
  });

  it('makes the web addresses of the body links, as in an event description', async () => {
    const node = notificationItem(11, {
      title: 'Modulo di adesione',
      body: 'Compila il modulo su https://esempio.it/modulo. Grazie!',
    });
    renderDetail('/notifications/11?id_event=0&question=0', [detailMock(11, node), markMock([])]);
    const link = await screen.findByRole('link', { name: 'https://esempio.it/modulo' });
    expect(link).toHaveAttribute('href', 'https://esempio.it/modulo');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // the sentence around it stays, the closing full stop outside the link
    expect(link.closest('p')).toHaveTextContent(
      'Compila il modulo su https://esempio.it/modulo. Grazie!',
    );
  });

  it("the asker's answer shows the question and the answer, without an answer box", async () => {
    const marked: number[] = [];
    const node = notificationItem(8, {
      title: "Risposta dall'associazione «Croce Verde»",
      body: 'Sì, per i turni.',
      questionId: 9,
      question: questionItem(9, {
        question: 'Serve il certificato medico?',
        displayed: true,
        answer: 'Sì, per i turni.',
        answeredAt: '2030-06-02T08:00:00.000Z',
      }),
    });
    renderDetail('/notifications/8?id_event=0&question=9', [detailMock(8, node), markMock(marked)]);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: "Risposta dall'associazione «Croce Verde»",
      }),
    ).toBeInTheDocument();
    // the question's headings are one level below the page's title: none skipped
    expect(screen.getByRole('heading', { level: 2, name: /^Domanda di / })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Risposta' })).toBeInTheDocument();
    expect(screen.getByText('Serve il certificato medico?')).toBeInTheDocument();
    expect(screen.getAllByText('Sì, per i turni.')).toHaveLength(1);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await waitFor(() => expect(marked).toEqual([8]));
  });

  it('a missing one shows the empty message', async () => {
    renderDetail('/notifications/40?id_event=0&question=0', [detailMock(40, null)]);
    expect(
      await screen.findByRole('heading', { name: 'Notifica non trovata' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna alle notifiche' })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });

  it('a question notice shows the question with the answer box (required, then sent)', async () => {
    const user = userEvent.setup();
    const answers: unknown[] = [];
    const read: number[] = [];
    const node = notificationItem(3, {
      title: 'Nuova domanda',
      displayed: true,
      questionId: 9,
      question: questionItem(9, { question: 'Serve il certificato medico?' }),
    });
    renderDetail('/notifications/3?id_event=0&question=9&admin=2', [
      detailMock(3, node),
      {
        request: { query: MarkQuestionReadDocument, variables: { input: { questionId: 9 } } },
        result: () => {
          read.push(9);
          return { data: { markQuestionRead: { __typename: 'Question', id: 9, displayed: true } } };
        },
      },
      {
        request: { query: AnswerQuestionDocument, variables: () => true },
        result: (variables: { input: { questionId: number; answer: string } }) => {
          answers.push(variables.input);
          return {
            data: {
              answerQuestion: questionItem(9, {
                question: 'Serve il certificato medico?',
                displayed: true,
                answer: variables.input.answer,
                answeredAt: '2030-06-02T08:00:00.000Z',
              }),
            },
          };
        },
      },
    ]);
    expect(await screen.findByText('Serve il certificato medico?')).toBeInTheDocument();
    // opening the notice reads the question
    await waitFor(() => expect(read).toEqual([9]));
    await user.click(screen.getByRole('button', { name: 'Invia risposta' }));
    expect(await screen.findByText('Scrivi una risposta')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'La tua risposta' })).toHaveAttribute(
      'maxlength',
      '255',
    );
    await user.type(screen.getByRole('textbox', { name: 'La tua risposta' }), 'Sì, per i turni.');
    await user.click(screen.getByRole('button', { name: 'Invia risposta' }));
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'La tua risposta' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Sì, per i turni.')).toBeInTheDocument();
    expect(screen.getByText('Risposta inviata il 02/06/2030 10:00')).toBeInTheDocument();
    expect(answers).toEqual([{ questionId: 9, answer: 'Sì, per i turni.' }]);
  });
});
