import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { adminVar, closedToast, toastVar } from '../../app/clientState';
import {
  CheckActivationCodeDocument,
  CreateAssociationDocument,
  TopicsDocument,
} from '../../gql/graphql';
import { FOREVER, associationProfile, topics } from '../../test/associationFixtures';
import { renderWithProviders, routeStub } from '../../test/renderWithProviders';
import { CreateAssociationWizard } from './CreateAssociationWizard';

type Mock = MockLink.MockedResponse;

const topicsMock: Mock = {
  request: { query: TopicsDocument },
  result: { data: { topics } },
  maxUsageCount: FOREVER,
};

const INPUT = {
  activationCode: 'ABC123',
  name: 'Amici del Parco',
  description: 'Curiamo il verde del quartiere.',
  street: 'Via Verdi 3',
  town: 'Milano',
  province: 'MI',
  dateOfFoundation: '2001-03-04',
  topicIds: [2, 4],
};

/** The server's answer to the step 1 check (issue 18). */
function codeCheck(code: string, usable: boolean): Mock {
  return {
    request: { query: CheckActivationCodeDocument, variables: { code } },
    result: { data: { checkActivationCode: usable } },
    maxUsageCount: FOREVER,
  };
}

function renderWizard(mocks: Mock[] = []) {
  return renderWithProviders(<CreateAssociationWizard />, {
    route: '/create-association',
    path: '/create-association',
    mocks: [topicsMock, codeCheck(INPUT.activationCode, true), ...mocks],
    routes: [
      routeStub('/settings', 'Impostazioni'),
      routeStub('/', 'Home'),
      routeStub('/dashboard/:idAssociation', 'Dashboard'),
    ],
  });
}

const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Avanti' }));

async function fillCode(user: UserEvent, code = INPUT.activationCode) {
  await user.type(screen.getByLabelText('Codice di attivazione'), code);
  await next(user);
}

async function fillData(user: UserEvent) {
  // the code's check with the server comes first (issue 18)
  await user.type(await screen.findByLabelText("Nome dell'associazione"), INPUT.name);
  await user.type(screen.getByLabelText('Indirizzo (via e numero civico)'), INPUT.street);
  await user.type(screen.getByLabelText('Comune'), INPUT.town);
  await user.selectOptions(screen.getByLabelText('Provincia'), 'MI');
  fireEvent.change(screen.getByLabelText('Data di fondazione'), {
    target: { value: INPUT.dateOfFoundation },
  });
  await user.type(screen.getByLabelText('Descrizione'), INPUT.description);
  await next(user);
}

beforeEach(() => {
  toastVar(closedToast);
  adminVar(false);
});

describe('create-association wizard', () => {
  it('step 1 requires a code of exactly 6 characters', async () => {
    const user = userEvent.setup();
    renderWizard();
    expect(screen.getByRole('heading', { name: 'Codice di attivazione' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Passo 1 di 3');
    await fillCode(user, 'ABC');
    expect(
      await screen.findByText('Il codice di attivazione deve essere di 6 caratteri'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Codice di attivazione' })).toBeInTheDocument();
  });

  it('a mistyped code is refused on step 1, which does not advance (issue 18)', async () => {
    const user = userEvent.setup();
    renderWizard([codeCheck('ABC124', false)]);
    await fillCode(user, 'ABC124');
    expect(
      await screen.findByText('Codice di attivazione non valido o già utilizzato'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Codice di attivazione' })).toBeInTheDocument();
    expect(screen.queryByLabelText("Nome dell'associazione")).not.toBeInTheDocument();
  });

  it('the back link of step 1 goes to /settings', async () => {
    const user = userEvent.setup();
    const { router } = renderWizard();
    await user.click(screen.getByRole('button', { name: 'Indietro' }));
    expect(await screen.findByText('Impostazioni')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('step 2 validates the association data; back returns to step 1', async () => {
    const user = userEvent.setup();
    renderWizard();
    await fillCode(user);
    expect(
      await screen.findByRole('heading', { name: "I dati dell'associazione" }),
    ).toBeInTheDocument();
    await next(user);
    expect((await screen.findAllByText('Campo obbligatorio')).length).toBeGreaterThanOrEqual(4);
    await user.click(screen.getByRole('button', { name: 'Indietro' }));
    expect(screen.getByRole('heading', { name: 'Codice di attivazione' })).toBeInTheDocument();
    expect(screen.getByLabelText('Codice di attivazione')).toHaveValue('ABC123');
  });

  it('step 3 allows at most 3 topics', async () => {
    const user = userEvent.setup();
    renderWizard();
    await fillCode(user);
    await fillData(user);
    await screen.findByRole('heading', { name: "Ambiti dell'associazione" });
    for (const name of ['Ambito 1', 'Ambito 2', 'Ambito 3']) {
      await user.click(await screen.findByRole('checkbox', { name }));
    }
    expect(screen.getByRole('checkbox', { name: 'Ambito 4' })).toBeDisabled();
    expect(screen.getByText(/al massimo 3 \(selezionati: 3\)/)).toBeInTheDocument();
  });

  it('on success: toast, admin flag on (storage and client state), its dashboard (issue 18)', async () => {
    const user = userEvent.setup();
    const created = jest.fn();
    const { router } = renderWizard([
      {
        request: { query: CreateAssociationDocument, variables: { input: INPUT } },
        result: () => {
          created();
          return {
            data: {
              createAssociation: associationProfile({
                id: 9,
                name: INPUT.name,
                iAmAdmin: true,
                iAmVolunteer: true,
              }),
            },
          };
        },
      },
    ]);
    await fillCode(user);
    await fillData(user);
    await user.click(await screen.findByRole('checkbox', { name: 'Ambito 2' }));
    await user.click(screen.getByRole('checkbox', { name: 'Ambito 4' }));
    await user.click(screen.getByRole('button', { name: 'Crea associazione' }));

    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    expect(created).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/dashboard/9');
    expect(window.localStorage.getItem('admin')).toBe('true');
    expect(adminVar()).toBe(true);
    expect(screen.getByText(/Associazione creata!/)).toBeInTheDocument();
  });

  it('a refused code brings the user back to step 1 with the server message', async () => {
    const user = userEvent.setup();
    renderWizard([
      {
        request: { query: CreateAssociationDocument, variables: { input: INPUT } },
        result: {
          errors: [
            {
              message: 'Codice di attivazione non valido o già utilizzato',
              extensions: {
                code: 'BAD_USER_INPUT',
                key: 'validation.activation_code_not_valid',
                field: 'activationCode',
              },
            },
          ],
        },
      },
    ]);
    await fillCode(user);
    await fillData(user);
    await user.click(await screen.findByRole('checkbox', { name: 'Ambito 2' }));
    await user.click(screen.getByRole('checkbox', { name: 'Ambito 4' }));
    await user.click(screen.getByRole('button', { name: 'Crea associazione' }));

    expect(
      await screen.findByText('Codice di attivazione non valido o già utilizzato'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Codice di attivazione' })).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem('admin')).toBeNull());
  });
});
