import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closedToast, toastVar } from '../../app/clientState';
import {
  AssociationCalendarFeedDocument,
  DashboardAssociationScreenDocument,
  DashboardScreenDocument,
  OnAssociationDashboardCountersDocument,
  SetupChecklistRefreshDocument,
} from '../../gql/graphql';
import { DashboardAssociationPage } from '../../pages/Dashboard/DashboardAssociationPage';
import { DashboardPage } from '../../pages/Dashboard/DashboardPage';
import {
  FOREVER,
  associationTile,
  connection,
  counters,
  setupChecklist,
  volunteer,
} from '../../test/associationFixtures';
import { guardData, adminShellData as shellData } from '../../test/dashboardFixtures';
import { renderWithProviders } from '../../test/renderWithProviders';

type Mock = MockLink.MockedResponse;

const FEED = 'https://insieme.example/calendar/croce-verde.ics';

/** The screen's one query (pages/Dashboard/dashboardAssociation.graphql), counted. */
let asked = 0;
function dashboardMock(
  counterValues: Record<string, unknown>,
  steps: Record<string, boolean> = {},
): Mock {
  return {
    request: { query: DashboardAssociationScreenDocument, variables: { idAssociation: 2 } },
    result: () => {
      asked += 1;
      return {
        data: {
          ...shellData(),
          association: { ...guardData(2).association, calendarFeedUrl: FEED },
          associationDashboard: {
            __typename: 'AssociationDashboard',
            associationId: 2,
            association: associationTile(2, {
              name: 'Croce Verde',
              address: 'Via Roma 1, Torino, TO',
              setupChecklist: setupChecklist(steps),
            }),
            counters: counters(counterValues),
            statistics: {
              __typename: 'AssociationStatistics',
              likes: 7,
              followers: 12,
              views: 340,
            },
            volunteers: [
              volunteer(1, { name: 'Anna', surname: 'Rossi', isAdmin: true, isMember: true }),
              volunteer(2, { name: 'Luca', surname: 'Bianchi', isMember: true }),
              volunteer(3, { name: 'Sara', surname: 'Verdi' }),
            ],
          },
        },
      };
    },
    maxUsageCount: FOREVER,
  };
}

function countersEvent(values: Record<string, unknown>, delay: number): Mock {
  return {
    request: { query: OnAssociationDashboardCountersDocument, variables: { associationId: 2 } },
    result: { data: { associationDashboardCounters: counters(values) } },
    delay,
  };
}

/** The calendar feed's own query: a card that asked for it would raise the screen's count. */
let feedAsked = 0;
const feedMock: Mock = {
  request: {
    query: AssociationCalendarFeedDocument,
    // counted when asked, not when answered
    variables: (variables) => {
      feedAsked += 1;
      return variables.id === 2;
    },
  },
  result: { data: { association: { __typename: 'Association', id: 2, calendarFeedUrl: FEED } } },
  maxUsageCount: FOREVER,
};

function renderDashboard(mocks: Mock[]) {
  return renderWithProviders(<DashboardAssociationPage />, {
    route: '/dashboard/2',
    path: '/dashboard/:idAssociation',
    mocks: [...mocks, feedMock],
  });
}

const tile = (name: RegExp) => screen.getByRole('link', { name });

function setDesktop(matches: boolean) {
  window.matchMedia = ((query: string) => ({
    matches,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

const originalMatchMedia = window.matchMedia;

beforeEach(() => {
  toastVar(closedToast);
  asked = 0;
  feedAsked = 0;
});
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

describe('association dashboard', () => {
  it('shows the card with the preview link, the statistics and every tile', async () => {
    renderDashboard([dashboardMock({}), countersEvent({}, 60_000)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Croce Verde' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Vedi anteprima' })).toHaveAttribute(
      'href',
      '/association/2?preview=true',
    );
    const stats = screen.getByRole('region', { name: 'Statistiche' });
    expect(within(stats).getByText('Mi piace').nextSibling).toHaveTextContent('7');
    expect(within(stats).getByText('Follower').nextSibling).toHaveTextContent('12');
    expect(within(stats).getByText('Visualizzazioni').nextSibling).toHaveTextContent('340');

    const tiles = screen.getByRole('navigation', { name: 'Strumenti di gestione' });
    expect(
      within(tiles)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/dashboard/2/edit-association',
      '/dashboard/2/create-event',
      '/calendar?admin=2',
      '/dashboard/2/list-events',
      '/dashboard/2/list-volunteers',
      '/dashboard/2/register',
      // issue 31: who downloaded the volunteers' data
      '/dashboard/2/access-log',
      '/dashboard/2/request-shift',
      '/dashboard/2/send-notification',
      '/dashboard/2/list-question',
      '/dashboard/2/notifications-board-association',
      '/dashboard/2/hours',
    ]);
    // mobile: no volunteers table
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  describe('first steps of a new association', () => {
    it('lists the four steps from the server, ticked or not, each one tap from its screen', async () => {
      const user = userEvent.setup();
      renderDashboard([
        dashboardMock(
          {},
          { logoAndDescription: true, firstEventWithShift: false, volunteersInvited: false },
        ),
        countersEvent({}, 60_000),
      ]);
      const box = await screen.findByRole('region', { name: 'Primi passi' });
      expect(within(box).getByText(/2 di 4 fatti/)).toBeInTheDocument();
      expect(
        within(box).getByRole('link', { name: 'Aggiungi il logo e la descrizione (fatto)' }),
      ).toHaveAttribute('href', '/dashboard/2/edit-association');
      expect(
        within(box).getByRole('link', {
          name: 'Crea il primo evento con almeno un turno (da fare)',
        }),
      ).toHaveAttribute('href', '/dashboard/2/create-event');
      expect(
        within(box).getByRole('link', {
          name: 'Aggiungi il canale di messaggi dei volontari (fatto)',
        }),
      ).toHaveAttribute('href', '/dashboard/2/edit-association');
      // the invitation is the dashboard's modal: the step opens it
      await user.click(
        within(box).getByRole('button', { name: 'Invita i volontari con il link (da fare)' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Invita volontari' });
      expect(within(dialog).getByLabelText('Link di invito')).toHaveValue(
        `${window.location.origin}/invitation-volunteer/2`,
      );
    });

    it('ticks live a step done elsewhere (back to the tab), and says when all are done', async () => {
      const answers = [
        setupChecklist({ firstEventWithShift: true, volunteersInvited: false }),
        setupChecklist(),
      ];
      const refreshed = jest.fn();
      renderDashboard([
        dashboardMock({}, { firstEventWithShift: false, volunteersInvited: false }),
        countersEvent({}, 60_000),
        {
          request: { query: SetupChecklistRefreshDocument, variables: { id: 2 } },
          result: () => {
            refreshed();
            return {
              data: {
                association: {
                  __typename: 'Association',
                  id: 2,
                  setupChecklist: answers.shift(),
                },
              },
            };
          },
          maxUsageCount: 2,
        },
      ]);
      const box = await screen.findByRole('region', { name: 'Primi passi' });
      expect(within(box).getByText(/2 di 4 fatti/)).toBeInTheDocument();
      expect(refreshed).not.toHaveBeenCalled();

      // the event was created in another tab: coming back reads the steps again
      act(() => {
        window.dispatchEvent(new Event('focus'));
      });
      expect(
        await within(box).findByRole('link', {
          name: 'Crea il primo evento con almeno un turno (fatto)',
        }),
      ).toBeInTheDocument();
      expect(within(box).getByText(/3 di 4 fatti/)).toBeInTheDocument();

      // the first volunteer followed: all done, and the card says so instead of vanishing
      act(() => {
        window.dispatchEvent(new Event('focus'));
      });
      const done = await within(
        await screen.findByRole('region', { name: 'Primi passi' }),
      ).findByRole('status');
      expect(done).toHaveTextContent('Tutti i primi passi sono completati');
      expect(refreshed).toHaveBeenCalledTimes(2);
    });

    it('is gone once every step is done', async () => {
      setDesktop(true);
      renderDashboard([dashboardMock({}), countersEvent({}, 60_000)]);
      await screen.findByRole('heading', { level: 1, name: 'Croce Verde' });
      expect(screen.queryByRole('region', { name: 'Primi passi' })).not.toBeInTheDocument();
    });
  });

  it("shows the association's calendar feed with copy, Google Calendar and webcal:// links", async () => {
    renderDashboard([dashboardMock({}), countersEvent({}, 60_000)]);
    const card = await screen.findByRole('region', { name: "Calendario dell'associazione" });
    expect(within(card).getByLabelText('Indirizzo del calendario')).toHaveValue(FEED);
    expect(within(card).getByRole('button', { name: 'Copia' })).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: 'Aggiungi ad Apple Calendar (webcal://)' }),
    ).toHaveAttribute('href', 'webcal://insieme.example/calendar/croce-verde.ics');
    expect(within(card).getByRole('link', { name: 'Aggiungi a Google Calendar' })).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Nuovo indirizzo' })).toBeInTheDocument();
    // the card reads the address from the screen's one answer
    expect({ asked, feedAsked }).toEqual({ asked: 1, feedAsked: 0 });
  });

  it('badges come from the counters and are hidden at 0', async () => {
    renderDashboard([
      dashboardMock({ numberVolunteerRequests: 1, numberShiftRequests: 0, numberQuestion: 4 }),
      countersEvent({}, 60_000),
    ]);
    await screen.findByRole('heading', { level: 1, name: 'Croce Verde' });
    expect(tile(/^Richieste volontari/)).toHaveAccessibleName(
      'Richieste volontari (1 richiesta in attesa)',
    );
    expect(within(tile(/^Domande/)).getByTestId('count-badge')).toHaveTextContent('4');
    expect(within(tile(/^Richieste turni/)).queryByTestId('count-badge')).not.toBeInTheDocument();
    expect(tile(/^Richieste turni/)).toHaveAccessibleName('Richieste turni');
  });

  it('the shift requests tile tells the places offered from waitlists, live', async () => {
    renderDashboard([
      dashboardMock({ numberShiftRequests: 1, numberWaitlistOffers: 0 }),
      countersEvent({ numberShiftRequests: 1, numberWaitlistOffers: 2 }, 150),
    ]);
    await screen.findByRole('heading', { level: 1, name: 'Croce Verde' });
    expect(within(tile(/^Richieste turni/)).queryByText(/lista d'attesa/)).not.toBeInTheDocument();
    expect(
      await within(tile(/^Richieste turni/)).findByText("2 posti offerti dalla lista d'attesa"),
    ).toBeInTheDocument();
  });

  it('a live counters event raises the badge without a reload', async () => {
    renderDashboard([
      dashboardMock({ numberVolunteerRequests: 1 }),
      countersEvent({ numberVolunteerRequests: 2, numberShiftRequests: 1 }, 150),
    ]);
    await screen.findByRole('heading', { level: 1, name: 'Croce Verde' });
    expect(within(tile(/^Richieste volontari/)).getByTestId('count-badge')).toHaveTextContent('1');
    await waitFor(() =>
      expect(within(tile(/^Richieste volontari/)).getByTestId('count-badge')).toHaveTextContent(
        '2',
      ),
    );
    expect(within(tile(/^Richieste turni/)).getByTestId('count-badge')).toHaveTextContent('1');
  });

  it('on wide screens lists the first volunteers with their roles', async () => {
    setDesktop(true);
    renderDashboard([dashboardMock({}), countersEvent({}, 60_000)]);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual([
      'Amministrazione e socio o socia',
      'Socio o socia',
      'Volontario o volontaria',
    ]);
    expect(within(rows[0]).getByRole('link', { name: 'Anna Rossi' })).toHaveAttribute(
      'href',
      '/dashboard/2/list-volunteers',
    );
    expect(within(rows[0]).getByRole('link', { name: 'persona1@example.it' })).toHaveAttribute(
      'href',
      'mailto:persona1@example.it',
    );
  });

  describe('invitation modal', () => {
    const share = navigator.share;
    const clipboard = navigator.clipboard;
    afterEach(() => {
      Object.defineProperty(navigator, 'share', { value: share, configurable: true });
      Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
    });

    it('without the Web Share API copies the link and says so', async () => {
      const user = userEvent.setup();
      const writeText = jest.fn().mockResolvedValue(undefined);
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
      renderDashboard([dashboardMock({}), countersEvent({}, 60_000)]);
      await user.click(await screen.findByRole('button', { name: 'Invita volontari' }));
      // user-event installs its own clipboard on setup: replace it after
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText },
        configurable: true,
      });
      const dialog = screen.getByRole('dialog', { name: 'Invita volontari' });
      const link = `${window.location.origin}/invitation-volunteer/2`;
      expect(within(dialog).getByLabelText('Link di invito')).toHaveValue(link);
      await user.click(within(dialog).getByRole('button', { name: 'Copia link' }));
      expect(writeText).toHaveBeenCalledWith(link);
      expect(await screen.findByText('Link copiato negli appunti')).toBeInTheDocument();
    });

    it('uses the Web Share API when there is one', async () => {
      const user = userEvent.setup();
      const shareMock = jest.fn().mockResolvedValue(undefined);
      Object.defineProperty(navigator, 'share', { value: shareMock, configurable: true });
      renderDashboard([dashboardMock({}), countersEvent({}, 60_000)]);
      await user.click(await screen.findByRole('button', { name: 'Invita volontari' }));
      await user.click(screen.getByRole('button', { name: 'Condividi link' }));
      expect(shareMock).toHaveBeenCalledWith(
        expect.objectContaining({ url: `${window.location.origin}/invitation-volunteer/2` }),
      );
    });

    it('with neither share nor clipboard tells the user with an alert', async () => {
      const user = userEvent.setup();
      const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
      renderDashboard([dashboardMock({}), countersEvent({}, 60_000)]);
      await user.click(await screen.findByRole('button', { name: 'Invita volontari' }));
      Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
      await user.click(screen.getByRole('button', { name: 'Copia link' }));
      expect(alert).toHaveBeenCalledWith(expect.stringContaining('copialo a mano'));
      alert.mockRestore();
    });
  });
});

describe('/dashboard', () => {
  it('lists the administered associations, each leading to its dashboard', async () => {
    renderWithProviders(<DashboardPage />, {
      route: '/dashboard',
      path: '/dashboard',
      mocks: [
        {
          request: { query: DashboardScreenDocument, variables: { first: 12 } },
          result: {
            data: {
              ...shellData(),
              associations: connection([associationTile(2, { name: 'Croce Verde' })]),
            },
          },
        },
      ],
    });
    expect(await screen.findByRole('link', { name: /Croce Verde/ })).toHaveAttribute(
      'href',
      '/dashboard/2',
    );
  });

  it('without associations points to /create-association', async () => {
    renderWithProviders(<DashboardPage />, {
      route: '/dashboard',
      path: '/dashboard',
      mocks: [
        {
          request: { query: DashboardScreenDocument, variables: () => true },
          result: { data: { ...shellData(), associations: connection([]) } },
        },
      ],
    });
    expect(await screen.findByText('Non gestisci ancora nessuna associazione')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Crea un'associazione" })).toHaveAttribute(
      'href',
      '/create-association',
    );
  });
});
