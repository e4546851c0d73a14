import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EndSessionDocument, LogoutEverywhereDocument, SessionsDocument } from '../../gql/graphql';
import { renderWithProviders, routeStub } from '../../test/renderWithProviders';
import { SessionsCard } from './SessionsCard';

const session = (id: string, device: string, current: boolean) => ({
  __typename: 'SessionType' as const,
  id,
  device,
  createdAt: '2026-11-20T08:00:00.000Z',
  lastUsedAt: '2026-11-25T17:30:00.000Z',
  current,
});
const PHONE = session('11111111-1111-4111-8111-111111111111', 'Chrome su Android', true);
const LAPTOP = session('22222222-2222-4222-8222-222222222222', 'Firefox su macOS', false);

const list = (...sessions: ReturnType<typeof session>[]): MockLink.MockedResponse => ({
  request: { query: SessionsDocument },
  result: { data: { sessions } },
});
const message = (field: string, text: string) => ({
  data: { [field]: { __typename: 'MessagePayload' as const, message: text } },
});

function render(mocks: MockLink.MockedResponse[]) {
  window.localStorage.setItem('accessToken', 'token-1');
  return renderWithProviders(<SessionsCard />, {
    route: '/settings',
    path: '/settings',
    routes: [routeStub('/login', 'Pagina login')],
    mocks,
  });
}

describe('SessionsCard', () => {
  it('lists the devices, marks this one, and disconnects another', async () => {
    const user = userEvent.setup();
    const ended = jest.fn(() => message('endSession', 'Sessione chiusa'));
    render([
      list(PHONE, LAPTOP),
      { request: { query: EndSessionDocument, variables: { id: LAPTOP.id } }, result: ended },
      list(PHONE),
    ]);
    const card = await screen.findByRole('region', { name: 'Dispositivi connessi' });
    // the page's only heading: its h1
    expect(
      within(card).getByRole('heading', { level: 1, name: 'Dispositivi connessi' }),
    ).toBeInTheDocument();
    expect(await within(card).findByText('Firefox su macOS')).toBeInTheDocument();
    expect(within(card).getByText('questo dispositivo')).toBeInTheDocument();
    // this device has no "Disconnetti": leaving it is "Esci"
    expect(
      within(card).queryByRole('button', { name: 'Disconnetti Chrome su Android' }),
    ).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Disconnetti Firefox su macOS' }));
    expect(await screen.findByText('Dispositivo disconnesso')).toBeInTheDocument();
    expect(ended).toHaveBeenCalledTimes(1);
    // the list is read again: the ended device goes, this one stays
    await waitFor(() => expect(within(card).queryByText('Firefox su macOS')).toBeNull());
    expect(within(card).getByText('Chrome su Android')).toBeInTheDocument();
  });

  it('shows this device first, whatever order the list came in', async () => {
    render([list(LAPTOP, PHONE)]);
    const card = await screen.findByRole('region', { name: 'Dispositivi connessi' });
    await within(card).findByText('Firefox su macOS');
    const rows = within(card).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Chrome su Android');
    expect(rows[0]).toHaveTextContent('questo dispositivo');
    expect(rows[1]).toHaveTextContent('Firefox su macOS');
  });

  it('"Esci da tutti i dispositivi" asks first, then signs out here too', async () => {
    const user = userEvent.setup();
    const everywhere = jest.fn(() =>
      message('logoutEverywhere', 'Sessione chiusa su tutti i dispositivi'),
    );
    const { router } = render([
      list(PHONE, LAPTOP),
      { request: { query: LogoutEverywhereDocument }, result: everywhere },
    ]);
    await screen.findByText('Firefox su macOS');
    await user.click(screen.getByRole('button', { name: 'Esci da tutti i dispositivi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uscire da tutti i dispositivi?' });
    expect(everywhere).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Esci da tutti i dispositivi' }));
    expect(await screen.findByText('Pagina login')).toBeInTheDocument();
    expect(everywhere).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem('accessToken')).toBeNull();
  });
});
