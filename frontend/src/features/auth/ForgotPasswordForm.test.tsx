import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ForgotPasswordDocument } from '../../gql/graphql';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ForgotPasswordForm } from './ForgotPasswordForm';

describe('ForgotPasswordForm', () => {
  it('validates the address before sending', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText('E-mail'), 'anna rossi@example.it');
    await user.click(screen.getByRole('button', { name: 'Invia' }));
    expect(await screen.findByText('Inserisci un indirizzo e-mail valido')).toBeInTheDocument();
  });

  it("shows the server's answer and has a way back to /login", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordForm />, {
      mocks: [
        {
          request: {
            query: ForgotPasswordDocument,
            variables: { input: { email: 'anna@example.it' } },
          },
          result: {
            data: {
              forgotPassword: {
                __typename: 'MessagePayload',
                message: "Se l'indirizzo è registrato riceverai un'e-mail",
              },
            },
          },
        },
      ],
    });
    expect(screen.getByRole('link', { name: 'Annulla' })).toHaveAttribute('href', '/login');
    await user.type(screen.getByLabelText('E-mail'), 'anna@example.it');
    await user.click(screen.getByRole('button', { name: 'Invia' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      "Se l'indirizzo è registrato riceverai un'e-mail",
    );
  });
});
