import { screen } from '@testing-library/react';
import { ConfirmRegistrationDocument, ResetPasswordDocument } from '../../gql/graphql';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ConfirmForgetPasswordPage } from './ConfirmForgetPasswordPage';
import { ConfirmRegistrationPage } from './ConfirmRegistrationPage';

const ok = (field: string) => ({
  data: { [field]: { __typename: 'MessagePayload', message: 'Fatto' } },
});
const refused = {
  errors: [{ message: 'Link non valido', extensions: { code: 'NOT_FOUND' } }],
};

describe('/confirm-registration/:id', () => {
  it('confirms the token once and offers the login', async () => {
    renderWithProviders(<ConfirmRegistrationPage />, {
      route: '/confirm-registration/tok-1',
      path: '/confirm-registration/:id',
      mocks: [
        {
          request: { query: ConfirmRegistrationDocument, variables: { input: { token: 'tok-1' } } },
          result: ok('confirmRegistration'),
        },
      ],
    });
    expect(
      await screen.findByRole('heading', { name: 'Registrazione confermata!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vai al login' })).toHaveAttribute('href', '/login');
  });

  it('shows the error title and the contact address when the link is refused', async () => {
    renderWithProviders(<ConfirmRegistrationPage />, {
      route: '/confirm-registration/tok-2',
      path: '/confirm-registration/:id',
      mocks: [
        {
          request: { query: ConfirmRegistrationDocument, variables: { input: { token: 'tok-2' } } },
          result: refused,
        },
      ],
    });
    expect(
      await screen.findByRole('heading', {
        name: 'Non è stato possibile confermare la registrazione',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('privacy@insieme.example');
    expect(screen.getByRole('link', { name: 'Vai al login' })).toBeInTheDocument();
  });
});

describe('/confirm-forget-password/:id', () => {
  it('tells that a new password was mailed', async () => {
    renderWithProviders(<ConfirmForgetPasswordPage />, {
      route: '/confirm-forget-password/tok-3',
      path: '/confirm-forget-password/:id',
      mocks: [
        {
          request: { query: ResetPasswordDocument, variables: { input: { token: 'tok-3' } } },
          result: ok('resetPassword'),
        },
      ],
    });
    expect(await screen.findByText(/Ti abbiamo inviato una nuova password/)).toHaveAttribute(
      'role',
      'status',
    );
  });

  it('shows the error screen for a used link', async () => {
    renderWithProviders(<ConfirmForgetPasswordPage />, {
      route: '/confirm-forget-password/tok-4',
      path: '/confirm-forget-password/:id',
      mocks: [
        {
          request: { query: ResetPasswordDocument, variables: { input: { token: 'tok-4' } } },
          result: refused,
        },
      ],
    });
    expect(
      await screen.findByRole('heading', { name: 'Non è stato possibile reimpostare la password' }),
    ).toBeInTheDocument();
  });
});
