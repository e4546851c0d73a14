import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import {
  AssociationCardDocument,
  CheckActivationCodeDocument,
  EventTypesDocument,
  RegisterDocument,
  RegistrationAssociationsDocument,
  TopicsDocument,
  type RegisterInput,
} from '../../gql/graphql';
import { renderWithProviders, routeStub } from '../../test/renderWithProviders';
import { RegistrationWizard } from './RegistrationWizard';

const FOREVER = Number.POSITIVE_INFINITY;

const eventTypes = Array.from({ length: 8 }, (_, index) => ({
  __typename: 'EventType' as const,
  id: index + 1,
  name: `Tipo ${index + 1}`,
}));

const topics = Array.from({ length: 5 }, (_, index) => ({
  __typename: 'Topic' as const,
  id: index + 1,
  name: `Ambito ${index + 1}`,
  imageUrl: null,
}));

const associations = [
  {
    __typename: 'AssociationSummary' as const,
    id: 3,
    name: 'Croce Verde',
    address: 'Via Roma 1, Torino, TO',
    imageUrl: null,
  },
  {
    __typename: 'AssociationSummary' as const,
    id: 7,
    name: 'Banco Alimentare',
    address: 'Via Po 2, Milano, MI',
    imageUrl: null,
  },
];

const catalogMocks: MockLink.MockedResponse[] = [
  codeCheck('ABC123', true),
  {
    request: { query: EventTypesDocument },
    result: { data: { eventTypes } },
    maxUsageCount: FOREVER,
  },
  {
    request: { query: TopicsDocument },
    result: { data: { topics } },
    maxUsageCount: FOREVER,
  },
  {
    request: { query: RegistrationAssociationsDocument, variables: { search: null } },
    result: { data: { registrationAssociations: associations } },
    maxUsageCount: FOREVER,
  },
  {
    request: { query: AssociationCardDocument, variables: { id: 7 } },
    result: { data: { associationCard: associations[1] } },
    maxUsageCount: FOREVER,
  },
];

/** The server's answer to the step 4 check (issue 18). */
function codeCheck(code: string, usable: boolean): MockLink.MockedResponse {
  return {
    request: { query: CheckActivationCodeDocument, variables: { code } },
    result: { data: { checkActivationCode: usable } },
    maxUsageCount: FOREVER,
  };
}

function adultBirthDate(): string {
  const year = new Date().getFullYear() - 30;
  return `${year}-05-20`;
}

function minorBirthDate(): string {
  const year = new Date().getFullYear() - 10;
  return `${year}-05-20`;
}

function renderWizard(options: { route?: string; mocks?: MockLink.MockedResponse[] } = {}) {
  const route = options.route ?? '/registration';
  const preselect = new URLSearchParams(route.split('?')[1] ?? '').get('id_association');
  return renderWithProviders(
    <RegistrationWizard preselectedAssociationId={preselect ? Number(preselect) : undefined} />,
    {
      route,
      path: '/registration',
      mocks: [...catalogMocks, ...(options.mocks ?? [])],
      routes: [routeStub('/send-mail-confirm-registration', 'Controlla la posta')],
    },
  );
}

const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Avanti' }));

async function expectStep(title: string, progress: string) {
  expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', progress);
}

async function fillAccount(user: UserEvent) {
  await user.type(screen.getByLabelText('Nome'), 'Anna');
  await user.type(screen.getByLabelText('Cognome'), 'Rossi');
  await user.type(screen.getByLabelText('E-mail'), 'anna@example.it');
  await user.type(screen.getByLabelText('Password'), 'Segreta1!');
  await next(user);
}

async function fillPersonal(user: UserEvent, birthDate = adultBirthDate()) {
  await user.type(screen.getByLabelText('Telefono'), '3331234567');
  fireEvent.change(screen.getByLabelText('Data di nascita'), { target: { value: birthDate } });
  await user.click(screen.getByRole('checkbox', { name: /termini di utilizzo/ }));
  await user.click(screen.getByRole('checkbox', { name: /informativa sulla privacy/ }));
  await next(user);
}

async function choosePath(user: UserEvent, admin: boolean) {
  await user.click(
    screen.getByRole('radio', { name: admin ? /Sì, gestisco/ : /No, voglio fare volontariato/ }),
  );
  await next(user);
}

describe('RegistrationWizard', () => {
  it('step 1 shows the rule messages under each field', async () => {
    const user = userEvent.setup();
    renderWizard();
    await expectStep('I tuoi dati di accesso', 'Passo 1 di 4');

    await user.type(screen.getByLabelText('E-mail'), 'anna@');
    await user.type(screen.getByLabelText('Password'), 'corta');
    await next(user);

    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')).toHaveTextContent(
      'Inserisci un indirizzo e-mail valido',
    );
    expect(screen.getAllByText('Campo obbligatorio')).toHaveLength(2); // name, surname
    expect(screen.getByText(/La password deve avere almeno 8 caratteri/)).toBeInTheDocument();
    // still on step 1
    expect(screen.getByRole('heading', { name: 'I tuoi dati di accesso' })).toBeInTheDocument();
  });

  it('step 1 refuses a name longer than 25 characters with the limit in the text', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.type(screen.getByLabelText('Nome'), 'A'.repeat(26));
    await next(user);
    expect(await screen.findByText('Massimo 25 caratteri')).toBeInTheDocument();
  });

  it('step 2 refuses users under 18 and requires terms and privacy', async () => {
    const user = userEvent.setup();
    renderWizard();
    await fillAccount(user);
    await expectStep('Qualcosa su di te', 'Passo 2 di 4');

    await user.type(screen.getByLabelText('Telefono'), '12345');
    fireEvent.change(screen.getByLabelText('Data di nascita'), {
      target: { value: minorBirthDate() },
    });
    await next(user);

    expect(
      await screen.findByText('Devi avere almeno 18 anni per registrarti'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Il numero di telefono deve contenere esattamente 10 cifre'),
    ).toBeInTheDocument();
    expect(screen.getByText('Devi accettare i termini di utilizzo')).toBeInTheDocument();
    expect(screen.getByText("Devi accettare l'informativa sulla privacy")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'termini di utilizzo' })).toHaveAttribute(
      'href',
      '/term-of-use',
    );
    expect(screen.getByRole('link', { name: 'informativa sulla privacy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });

  it('the back link goes back one step and never below step 1', async () => {
    const user = userEvent.setup();
    renderWizard();
    expect(screen.queryByRole('button', { name: 'Indietro' })).not.toBeInTheDocument();

    await fillAccount(user);
    await expectStep('Qualcosa su di te', 'Passo 2 di 4');
    // focus follows the wizard to the new step's title
    expect(screen.getByRole('heading', { name: 'Qualcosa su di te' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Indietro' }));

    await expectStep('I tuoi dati di accesso', 'Passo 1 di 4');
    expect(screen.queryByRole('button', { name: 'Indietro' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Nome')).toHaveValue('Anna');
  });

  it('step 3 needs an answer', async () => {
    const user = userEvent.setup();
    renderWizard();
    await fillAccount(user);
    await fillPersonal(user);
    await expectStep('Il tuo ruolo', 'Passo 3 di 4');
    await next(user);
    expect(await screen.findByText('Scegli una delle due risposte')).toBeInTheDocument();
  });

  it('"yes" leads to the administrator path and checks the code length', async () => {
    const user = userEvent.setup();
    renderWizard();
    await fillAccount(user);
    await fillPersonal(user);
    await choosePath(user, true);

    // one count (issue 31): choosing the administrator's path does not turn "di 4" into "di 7"
    await expectStep('Codice di attivazione', 'Passo 4 di 4');
    await user.type(screen.getByLabelText('Codice di attivazione'), 'ABC');
    await next(user);
    expect(
      await screen.findByText('Il codice di attivazione deve essere di 6 caratteri'),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Codice di attivazione'));
    await user.type(screen.getByLabelText('Codice di attivazione'), 'ABC123');
    await next(user);
    await expectStep('La tua associazione', 'Associazione: passo 1 di 3');
  });

  it('a mistyped activation code is refused on step 4, which does not advance (issue 18)', async () => {
    const user = userEvent.setup();
    renderWizard({ mocks: [codeCheck('ABC124', false)] });
    await fillAccount(user);
    await fillPersonal(user);
    await choosePath(user, true);
    await expectStep('Codice di attivazione', 'Passo 4 di 4');
    await user.type(screen.getByLabelText('Codice di attivazione'), 'ABC124');
    await next(user);
    expect(
      await screen.findByText('Codice di attivazione non valido o già utilizzato'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Codice di attivazione')).toHaveAttribute('aria-invalid', 'true');
    await expectStep('Codice di attivazione', 'Passo 4 di 4');

    // corrected, it goes on
    await user.clear(screen.getByLabelText('Codice di attivazione'));
    await user.type(screen.getByLabelText('Codice di attivazione'), 'ABC123');
    await next(user);
    await expectStep('La tua associazione', 'Associazione: passo 1 di 3');
  });

  it('too many refused codes: step 4 says to wait and does not advance', async () => {
    const user = userEvent.setup();
    renderWizard({
      mocks: [
        {
          request: { query: CheckActivationCodeDocument, variables: { code: 'ZZZ999' } },
          result: {
            errors: [
              {
                message: 'Troppi tentativi: attendi qualche minuto e riprova',
                extensions: { code: 'TOO_MANY_REQUESTS', key: 'auth.too_many_requests' },
              },
            ],
          },
        },
      ],
    });
    await fillAccount(user);
    await fillPersonal(user);
    await choosePath(user, true);
    await user.type(screen.getByLabelText('Codice di attivazione'), 'ZZZ999');
    await next(user);
    expect(
      await screen.findByText('Troppi tentativi: attendi qualche minuto e riprova'),
    ).toBeInTheDocument();
    await expectStep('Codice di attivazione', 'Passo 4 di 4');
  });

  it('"no" leads to the volunteer path with associations and event types', async () => {
    const user = userEvent.setup();
    renderWizard();
    await fillAccount(user);
    await fillPersonal(user);
    await choosePath(user, false);

    await expectStep('Associazioni e interessi', 'Passo 4 di 4');
    expect(await screen.findByText('Croce Verde')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Registrati' })).toBeInTheDocument();
  });

  it('association data step validates every field', async () => {
    const user = userEvent.setup();
    renderWizard();
    await fillAccount(user);
    await fillPersonal(user);
    await choosePath(user, true);
    await user.type(screen.getByLabelText('Codice di attivazione'), 'ABC123');
    await next(user);
    await expectStep('La tua associazione', 'Associazione: passo 1 di 3');

    fireEvent.change(screen.getByLabelText('Data di fondazione'), {
      target: { value: `${new Date().getFullYear() + 1}-01-01` },
    });
    await next(user);
    expect(await screen.findByText('La data non può essere nel futuro')).toBeInTheDocument();
    expect(screen.getByText('Seleziona una provincia valida')).toBeInTheDocument();
    expect(screen.getByLabelText("Nome dell'associazione")).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'Provincia' })).toHaveDisplayValue(
      'Scegli la provincia',
    );
  });

  it('topics: a fourth cannot be selected once three are chosen', async () => {
    const user = userEvent.setup();
    renderWizard();
    await fillAccount(user);
    await fillPersonal(user);
    await choosePath(user, true);
    await user.type(screen.getByLabelText('Codice di attivazione'), 'ABC123');
    await next(user);
    await user.type(await screen.findByLabelText("Nome dell'associazione"), 'Amici del Parco');
    await user.type(screen.getByLabelText('Indirizzo (via e numero civico)'), 'Via Verdi 3');
    await user.type(screen.getByLabelText('Comune'), 'Torino');
    await user.selectOptions(screen.getByLabelText('Provincia'), 'TO');
    fireEvent.change(screen.getByLabelText('Data di fondazione'), {
      target: { value: '2001-03-04' },
    });
    await user.type(screen.getByLabelText('Descrizione'), 'Cura del verde pubblico.');
    await next(user);
    await expectStep("Ambiti dell'associazione", 'Associazione: passo 2 di 3');

    for (const name of ['Ambito 1', 'Ambito 2', 'Ambito 3']) {
      await user.click(await screen.findByRole('checkbox', { name }));
    }
    const fourth = screen.getByRole('checkbox', { name: 'Ambito 4' });
    expect(fourth).toBeDisabled();
    await user.click(fourth);
    expect(fourth).not.toBeChecked();
    expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(3);

    // un-choosing one frees a place
    await user.click(screen.getByRole('checkbox', { name: 'Ambito 1' }));
    expect(screen.getByRole('checkbox', { name: 'Ambito 4' })).toBeEnabled();
  });

  it('event types: at most six can be chosen', async () => {
    const user = userEvent.setup();
    renderWizard();
    await fillAccount(user);
    await fillPersonal(user);
    await choosePath(user, false);
    await expectStep('Associazioni e interessi', 'Passo 4 di 4');

    for (let index = 1; index <= 6; index += 1) {
      await user.click(await screen.findByRole('checkbox', { name: `Tipo ${index}` }));
    }
    const seventh = screen.getByRole('checkbox', { name: 'Tipo 7' });
    expect(seventh).toBeDisabled();
    await user.click(seventh);
    expect(seventh).not.toBeChecked();
    expect(screen.getByText(/selezionati: 6/)).toBeInTheDocument();
  });

  it('?id_association preselects the association and registers a volunteer following it', async () => {
    const user = userEvent.setup();
    const expected: RegisterInput = {
      name: 'Anna',
      surname: 'Rossi',
      email: 'anna@example.it',
      password: 'Segreta1!',
      phone: '3331234567',
      birthDate: adultBirthDate(),
      acceptTerms: true,
      acceptPrivacy: true,
      preferences: [2],
      language: 'it',
      followAssociationIds: [7, 3],
    };
    const { router } = renderWizard({
      route: '/registration?id_association=7',
      mocks: [
        {
          request: { query: RegisterDocument, variables: { input: expected } },
          result: {
            data: {
              register: {
                __typename: 'RegistrationPayload',
                email: 'anna@example.it',
                message: 'Controlla la tua e-mail',
              },
            },
          },
        },
      ],
    });

    expect(
      await screen.findByText(
        "Ti stai registrando su invito dell'associazione «Banco Alimentare».",
      ),
    ).toBeInTheDocument();
    await fillAccount(user);
    await fillPersonal(user);
    await expectStep('Il tuo ruolo', 'Passo 3 di 4');
    expect(screen.getByRole('radio', { name: /No, voglio fare volontariato/ })).toBeChecked();
    await next(user);

    await expectStep('Associazioni e interessi', 'Passo 4 di 4');
    const found = await screen.findByRole('list', { name: 'Associazioni trovate' });
    expect(within(found).getByRole('checkbox', { name: /Banco Alimentare/ })).toBeChecked();
    await user.click(within(found).getByRole('checkbox', { name: /Croce Verde/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Tipo 2' }));
    await user.click(screen.getByRole('button', { name: 'Registrati' }));

    expect(await screen.findByText('Controlla la posta')).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/send-mail-confirm-registration'),
    );
  });

  it('a refused activation code brings the administrator back to its step', async () => {
    const user = userEvent.setup();
    const birthDate = adultBirthDate();
    const expected: RegisterInput = {
      name: 'Anna',
      surname: 'Rossi',
      email: 'anna@example.it',
      password: 'Segreta1!',
      phone: '3331234567',
      birthDate,
      acceptTerms: true,
      acceptPrivacy: true,
      preferences: [1],
      language: 'it',
      followAssociationIds: [],
      association: {
        activationCode: 'ABC123',
        name: 'Amici del Parco',
        description: 'Cura del verde pubblico.',
        street: 'Via Verdi 3',
        town: 'Torino',
        province: 'TO',
        dateOfFoundation: '2001-03-04',
        topicIds: [2],
      },
    };
    renderWizard({
      mocks: [
        {
          request: { query: RegisterDocument, variables: { input: expected } },
          result: {
            errors: [
              {
                message: 'Codice di attivazione non valido o già usato',
                extensions: {
                  code: 'BAD_USER_INPUT',
                  key: 'activation_code_not_valid',
                  field: 'association.activationCode',
                },
              },
            ],
          },
        },
      ],
    });
    await fillAccount(user);
    await fillPersonal(user, birthDate);
    await choosePath(user, true);
    await user.type(screen.getByLabelText('Codice di attivazione'), 'ABC123');
    await next(user);
    await user.type(await screen.findByLabelText("Nome dell'associazione"), 'Amici del Parco');
    await user.type(screen.getByLabelText('Indirizzo (via e numero civico)'), 'Via Verdi, 3');
    await user.type(screen.getByLabelText('Comune'), 'Torino');
    await user.selectOptions(screen.getByLabelText('Provincia'), 'TO');
    fireEvent.change(screen.getByLabelText('Data di fondazione'), {
      target: { value: '2001-03-04' },
    });
    await user.type(screen.getByLabelText('Descrizione'), 'Cura del verde pubblico.');
    await next(user);
    await user.click(await screen.findByRole('checkbox', { name: 'Ambito 2' }));
    await next(user);
    await expectStep('Tipi di evento che ti interessano', 'Associazione: passo 3 di 3');
    await user.click(await screen.findByRole('checkbox', { name: 'Tipo 1' }));
    await user.click(screen.getByRole('button', { name: 'Registrati' }));

    await expectStep('Codice di attivazione', 'Passo 4 di 4');
    expect(
      await screen.findByText('Codice di attivazione non valido o già usato'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Codice di attivazione')).toHaveAttribute('aria-invalid', 'true');
  });
});
