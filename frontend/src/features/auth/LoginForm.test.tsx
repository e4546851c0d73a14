import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirstStepsLandingDocument, LoginDocument } from '../../gql/graphql';
import { renderWithProviders, routeStub } from '../../test/renderWithProviders';
import { LoginForm } from './LoginForm';

const credentials = { email: 'anna@example.it', password: 'Segreta1!' };

describe('LoginForm', () => {
  it('toggles the password visibility with an accessible button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm />);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Mostra password' }));
    expect(password).toHaveAttribute('type', 'text');

    await user.click(screen.getByRole('button', { name: 'Nascondi password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('shows the Italian rule message for an invalid email', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm />);
    await user.type(screen.getByLabelText('E-mail'), 'non-una-mail');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    const email = screen.getByLabelText('E-mail');
    expect(await screen.findByText('Inserisci un indirizzo e-mail valido')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email.getAttribute('aria-describedby')).toContain('error');
  });

  it('shows the server message when the credentials are wrong', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm />, {
      mocks: [
        {
          request: { query: LoginDocument, variables: { input: credentials } },
          result: {
            errors: [
              {
                message: 'E-mail o password non corretti',
                extensions: { code: 'UNAUTHENTICATED' },
              },
            ],
          },
        },
      ],
    });
    await user.type(screen.getByLabelText('E-mail'), credentials.email);
    await user.type(screen.getByLabelText('Password'), credentials.password);
    await user.click(screen.getByRole('button', { name: 'Accedi' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail o password non corretti');
    expect(window.localStorage.getItem('accessToken')).toBeNull();
  });

  it('the server refusal goes once the fields change, not left beside a new rule message', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm />, {
      mocks: [
        {
          request: { query: LoginDocument, variables: { input: credentials } },
          result: {
            errors: [
              {
                message: 'E-mail o password non corretti',
                extensions: { code: 'UNAUTHENTICATED' },
              },
            ],
          },
        },
      ],
    });
    await user.type(screen.getByLabelText('E-mail'), credentials.email);
    await user.type(screen.getByLabelText('Password'), credentials.password);
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail o password non corretti');

    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'anna@');
    await user.tab();
    expect(await screen.findByText('Inserisci un indirizzo e-mail valido')).toBeInTheDocument();
    expect(screen.queryByText('E-mail o password non corretti')).not.toBeInTheDocument();
  });

  it('stores the session and goes home on success', async () => {
    // an administrator whose only association has done its first steps: Home
    const user = userEvent.setup();
    const { router } = renderWithProviders(<LoginForm />, {
      route: '/login',
      path: '/login',
      routes: [routeStub('/', 'Pagina Home')],
      mocks: [
        {
          request: { query: LoginDocument, variables: { input: credentials } },
          result: {
            data: {
              login: {
                __typename: 'AuthPayload',
                accessToken: 'token-123',
                user: {
                  __typename: 'User',
                  id: 1,
                  name: 'Anna',
                  surname: 'Rossi',
                  imageUrl: '/media/9',
                  isAdmin: true,
                },
              },
            },
          },
        },
        landingMock([{ id: 5, complete: true }]),
      ],
    });
    await user.type(screen.getByLabelText('E-mail'), credentials.email);
    await user.type(screen.getByLabelText('Password'), credentials.password);
    await user.click(screen.getByRole('button', { name: 'Accedi' }));

    expect(await screen.findByText('Pagina Home')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(window.localStorage.getItem('accessToken')).toBe('token-123');
    expect(window.localStorage.getItem('name')).toBe('Anna');
    expect(window.localStorage.getItem('surname')).toBe('Rossi');
    expect(window.localStorage.getItem('admin')).toBe('true');
    expect(window.localStorage.getItem('imageProfile')).toBe('/media/9');
  });

  it.each([
    [
      'one association with its first steps to do: its dashboard',
      [{ id: 5, complete: false }],
      '/dashboard/5',
    ],
    [
      'two associations: Home',
      [
        { id: 5, complete: false },
        { id: 6, complete: false },
      ],
      '/',
    ],
  ])('an administrator of %s (issue 18)', async (_label, associations, landing) => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<LoginForm />, {
      route: '/login',
      path: '/login',
      routes: [
        routeStub('/', 'Pagina Home'),
        routeStub('/dashboard/:idAssociation', 'Pagina Gestione'),
      ],
      mocks: [
        {
          request: { query: LoginDocument, variables: { input: credentials } },
          result: {
            data: {
              login: {
                __typename: 'AuthPayload',
                accessToken: 'token-456',
                user: {
                  __typename: 'User',
                  id: 2,
                  name: 'Bruno',
                  surname: 'Neri',
                  imageUrl: null,
                  isAdmin: true,
                },
              },
            },
          },
        },
        landingMock(associations),
      ],
    });
    await user.type(screen.getByLabelText('E-mail'), credentials.email);
    await user.type(screen.getByLabelText('Password'), credentials.password);
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(landing));
  });

  it.each([
    ['/check-in/9?code=AbC123', '/check-in/9', '?code=AbC123'],
    // another site, or what a browser reads as one: Home instead
    ['https://evil.example/check-in/9', '/', ''],
    ['//evil.example/check-in/9', '/', ''],
  ])('after the login, ?next=%s leads to %s%s (issue 22)', async (next, pathname, search) => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<LoginForm />, {
      route: `/login?${new URLSearchParams({ next }).toString()}`,
      path: '/login',
      routes: [routeStub('/', 'Pagina Home'), routeStub('/check-in/:idShift', 'Pagina presenza')],
      mocks: [
        {
          request: { query: LoginDocument, variables: { input: credentials } },
          result: {
            data: {
              login: {
                __typename: 'AuthPayload',
                accessToken: 'token-789',
                user: {
                  __typename: 'User',
                  id: 3,
                  name: 'Carla',
                  surname: 'Bianchi',
                  imageUrl: null,
                  isAdmin: false,
                },
              },
            },
          },
        },
      ],
    });
    await user.type(screen.getByLabelText('E-mail'), credentials.email);
    await user.type(screen.getByLabelText('Password'), credentials.password);
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
    expect(router.state.location.search).toBe(search);
  });
});

/** The administrator's associations and whether their first steps are done. */
function landingMock(associations: { id: number; complete: boolean }[]) {
  return {
    request: { query: FirstStepsLandingDocument },
    result: {
      data: {
        associations: {
          __typename: 'AssociationConnection',
          edges: associations.map(({ id, complete }) => ({
            __typename: 'AssociationEdge',
            node: {
              __typename: 'Association',
              id,
              setupChecklist: { __typename: 'AssociationSetupChecklist', complete },
            },
          })),
        },
      },
    },
  };
}
