import { screen, waitFor, within } from '@testing-library/react';
import { useFragment, useQuery } from '@apollo/client/react';
import userEvent from '@testing-library/user-event';
import { createCache } from '../../app/cache';
import {
  AssociationCalendarFeedDocument,
  MyCalendarFeedFragmentDoc,
  RenewAssociationCalendarFeedDocument,
  RenewCalendarFeedDocument,
} from '../../gql/graphql';
import { renderWithProviders } from '../../test/renderWithProviders';
import { AssociationCalendarFeedCard, CalendarFeedCard } from './CalendarFeedCard';

const OLD = 'https://insieme.example/calendar/abc123.ics';
const NEW = 'https://insieme.example/calendar/def456.ics';
const me = (calendarFeedUrl: string) => ({
  me: { __typename: 'User' as const, id: 1, calendarFeedUrl },
});
const association = (calendarFeedUrl: string | null) => ({
  __typename: 'Association' as const,
  id: 2,
  calendarFeedUrl,
});

/** The card as its screens feed it: the address read from the cache, where their request put it. */
function FeedOfMe({ compact }: { compact: boolean }) {
  const { data } = useFragment({
    fragment: MyCalendarFeedFragmentDoc,
    from: { __typename: 'User', id: 1 },
  });
  return <CalendarFeedCard compact={compact} url={data?.calendarFeedUrl} />;
}

function renderCard(compact = false) {
  const cache = createCache();
  cache.writeFragment({ fragment: MyCalendarFeedFragmentDoc, data: me(OLD).me });
  return renderWithProviders(<FeedOfMe compact={compact} />, {
    route: '/settings',
    path: '/settings',
    cache,
    mocks: [
      {
        request: { query: RenewCalendarFeedDocument },
        result: { data: { renewCalendarFeed: me(NEW).me } },
      },
    ],
  });
}

/**
 * A marker for "the answer has been rendered": it reads the card's query from the cache only, so
 * it shows "answered" in the same update that hands the answer to the card.
 */
function AnswerArrived() {
  const { data } = useQuery(AssociationCalendarFeedDocument, {
    variables: { id: 2 },
    fetchPolicy: 'cache-only',
  });
  return data ? <p>answered</p> : null;
}

function renderAssociationCard(url: string | null = OLD) {
  const read = jest.fn(() => ({ data: { association: association(url) } }));
  const renewed = jest.fn(() => ({
    data: { renewAssociationCalendarFeed: association(NEW) },
  }));
  const ui = (
    <>
      <AssociationCalendarFeedCard associationId={2} />
      <AnswerArrived />
    </>
  );
  renderWithProviders(ui, {
    route: '/dashboard/2',
    path: '/dashboard/:idAssociation',
    mocks: [
      {
        request: { query: AssociationCalendarFeedDocument, variables: { id: 2 } },
        result: read,
      },
      {
        request: { query: RenewAssociationCalendarFeedDocument, variables: { associationId: 2 } },
        result: renewed,
      },
    ],
  });
  return { read, renewed };
}

describe('CalendarFeedCard (/settings)', () => {
  it('shows the secret address with Google Calendar and webcal:// links', async () => {
    renderCard();
    expect(await screen.findByLabelText('Indirizzo del calendario')).toHaveValue(OLD);
    expect(screen.getByRole('region', { name: 'Il tuo calendario' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Aggiungi ad Apple Calendar (webcal://)' }),
    ).toHaveAttribute('href', 'webcal://insieme.example/calendar/abc123.ics');
    expect(screen.getByRole('link', { name: 'Aggiungi a Google Calendar' })).toHaveAttribute(
      'href',
      `https://calendar.google.com/calendar/render?cid=${encodeURIComponent('webcal://insieme.example/calendar/abc123.ics')}`,
    );
  });

  it('copies the address', async () => {
    const user = userEvent.setup();
    renderCard();
    await screen.findByLabelText('Indirizzo del calendario');
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(screen.getByRole('button', { name: 'Copia' }));
    expect(writeText).toHaveBeenCalledWith(OLD);
    expect(await screen.findByText('Indirizzo copiato')).toBeInTheDocument();
  });

  it('makes a new address only after a confirmation', async () => {
    const user = userEvent.setup();
    renderCard();
    await screen.findByLabelText('Indirizzo del calendario');
    await user.click(screen.getByRole('button', { name: 'Nuovo indirizzo' }));
    const dialog = await screen.findByRole('dialog');
    expect(screen.getByLabelText('Indirizzo del calendario')).toHaveValue(OLD);
    await user.click(within(dialog).getByRole('button', { name: 'Nuovo indirizzo' }));
    expect(await screen.findByDisplayValue(NEW)).toBeInTheDocument();
  });

  it('compact (/my-event): the same address and actions, no renewal', async () => {
    const user = userEvent.setup();
    renderCard(true);
    expect(await screen.findByLabelText('Indirizzo del calendario')).toHaveValue(OLD);
    expect(screen.getByRole('region', { name: 'I tuoi turni nel calendario' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Aggiungi ad Apple Calendar (webcal://)' }),
    ).toHaveAttribute('href', 'webcal://insieme.example/calendar/abc123.ics');
    expect(screen.getByRole('link', { name: 'Aggiungi a Google Calendar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nuovo indirizzo' })).not.toBeInTheDocument();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(screen.getByRole('button', { name: 'Copia' }));
    expect(writeText).toHaveBeenCalledWith(OLD);
  });
});

describe('AssociationCalendarFeedCard (dashboard)', () => {
  it("shows the association's address with the same actions", async () => {
    const user = userEvent.setup();
    renderAssociationCard();
    const card = await screen.findByRole('region', { name: "Calendario dell'associazione" });
    expect(within(card).getByLabelText('Indirizzo del calendario')).toHaveValue(OLD);
    expect(within(card).getByText(/Condividilo solo con gli amministratori/)).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: 'Aggiungi ad Apple Calendar (webcal://)' }),
    ).toHaveAttribute('href', 'webcal://insieme.example/calendar/abc123.ics');
    expect(within(card).getByRole('link', { name: 'Aggiungi a Google Calendar' })).toHaveAttribute(
      'href',
      `https://calendar.google.com/calendar/render?cid=${encodeURIComponent('webcal://insieme.example/calendar/abc123.ics')}`,
    );
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(within(card).getByRole('button', { name: 'Copia' }));
    expect(writeText).toHaveBeenCalledWith(OLD);
  });

  it('renews only after a confirmation that says every administrator loses the old address', async () => {
    const user = userEvent.setup();
    const { renewed } = renderAssociationCard();
    await screen.findByLabelText('Indirizzo del calendario');
    await user.click(screen.getByRole('button', { name: 'Nuovo indirizzo' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('smetterà di funzionare per tutti gli amministratori');
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(renewed).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Indirizzo del calendario')).toHaveValue(OLD);

    await user.click(screen.getByRole('button', { name: 'Nuovo indirizzo' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Nuovo indirizzo' }),
    );
    expect(await screen.findByDisplayValue(NEW)).toBeInTheDocument();
    expect(renewed).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Nuovo indirizzo creato')).toBeInTheDocument();
  });

  it('is not shown to someone the server gives no address (not an administrator)', async () => {
    const { read } = renderAssociationCard(null);
    // the marker beside the card shows once the answer is rendered: had the card something to
    // show for it, it would be on screen by now (the same cache update renders both)
    expect(await screen.findByText('answered')).toBeInTheDocument();
    expect(read).toHaveBeenCalledTimes(1);
    expect(screen.queryByLabelText('Indirizzo del calendario')).not.toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
