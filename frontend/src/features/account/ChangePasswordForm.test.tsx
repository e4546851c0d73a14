import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastVar } from '../../app/clientState';
import { ChangePasswordDocument } from '../../gql/graphql';
import { renderWithProviders, routeStub } from '../../test/renderWithProviders';
import { ChangePasswordForm } from './ChangePasswordForm';

const input = { oldPassword: 'Vecchia1!', newPassword: 'NuovaPass2@' };

function renderForm(mocks: Parameters<typeof renderWithProviders>[1] = {}) {
  return renderWithProviders(<ChangePasswordForm />, {
    route: '/settings/change-password',
    path: '/settings/change-password',
    routes: [routeStub('/settings', 'Pagina impostazioni')],
    ...mocks,
  });
}

beforeEach(() => {
  toastVar({ open: false, message: '', type: 'error' });
  window.localStorage.setItem('accessToken', 'old-token');
});

describe('ChangePasswordForm', () => {
  it('refuses a confirmation that differs from the new password', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Password attuale'), input.oldPassword);
    await user.type(screen.getByLabelText('Nuova password'), input.newPassword);
    await user.type(screen.getByLabelText('Conferma la nuova password'), 'Diversa3#');
    await user.click(screen.getByRole('button', { name: 'Salva' }));

    expect(await screen.findByText('Le password non coincidono')).toBeInTheDocument();
    expect(screen.getByLabelText('Conferma la nuova password')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('requires every field', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findAllByText('Campo obbligatorio')).toHaveLength(3);
  });

  it('each field has its own show/hide toggle', async () => {
    const user = userEvent.setup();
    renderForm();
    const toggles = screen.getAllByRole('button', { name: 'Mostra password' });
    expect(toggles).toHaveLength(3);
    await user.click(toggles[1]);
    expect(screen.getByLabelText('Nuova password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Password attuale')).toHaveAttribute('type', 'password');
  });

  it('sends old and new password only, keeps the fresh token and returns to /settings', async () => {
    const user = userEvent.setup();
    const { router } = renderForm({
      mocks: [
        {
          request: { query: ChangePasswordDocument, variables: { input } },
          result: {
            data: {
              changePassword: {
                __typename: 'AuthPayload',
                accessToken: 'new-token',
                user: {
                  __typename: 'User',
                  id: 1,
                  name: 'Anna',
                  surname: 'Rossi',
                  imageUrl: null,
                  isAdmin: false,
                },
              },
            },
          },
        },
      ],
    });
    await user.type(screen.getByLabelText('Password attuale'), input.oldPassword);
    await user.type(screen.getByLabelText('Nuova password'), input.newPassword);
    await user.type(screen.getByLabelText('Conferma la nuova password'), input.newPassword);
    await user.click(screen.getByRole('button', { name: 'Salva' }));

    expect(await screen.findByText('Pagina impostazioni')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(window.localStorage.getItem('accessToken')).toBe('new-token');
    expect(screen.getByRole('status')).toHaveTextContent('Password aggiornata');
  });

  it('shows a refused old password under its field', async () => {
    const user = userEvent.setup();
    renderForm({
      mocks: [
        {
          request: { query: ChangePasswordDocument, variables: { input } },
          result: {
            errors: [
              {
                message: 'La password attuale non è corretta',
                extensions: { code: 'BAD_USER_INPUT', key: 'wrong_password', field: 'oldPassword' },
              },
            ],
          },
        },
      ],
    });
    await user.type(screen.getByLabelText('Password attuale'), input.oldPassword);
    await user.type(screen.getByLabelText('Nuova password'), input.newPassword);
    await user.type(screen.getByLabelText('Conferma la nuova password'), input.newPassword);
    await user.click(screen.getByRole('button', { name: 'Salva' }));

    expect(await screen.findByText('La password attuale non è corretta')).toBeInTheDocument();
    expect(screen.getByLabelText('Password attuale')).toHaveAttribute('aria-invalid', 'true');
    expect(window.localStorage.getItem('accessToken')).toBe('old-token');
  });
});
