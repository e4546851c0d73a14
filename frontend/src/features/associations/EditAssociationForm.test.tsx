import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closedToast, toastVar } from '../../app/clientState';
import {
  EditAssociationScreenDocument,
  TopicsDocument,
  UpdateAssociationDocument,
} from '../../gql/graphql';
import { FOREVER, associationProfile, topics } from '../../test/associationFixtures';
import { renderWithProviders, routeStub } from '../../test/renderWithProviders';
import { EditAssociationPage } from '../../pages/Dashboard/EditAssociationPage';
import { adminShellData as shellData } from '../../test/dashboardFixtures';

type Mock = MockLink.MockedResponse;

const topicsMock: Mock = {
  request: { query: TopicsDocument },
  result: { data: { topics } },
  maxUsageCount: FOREVER,
};

function associationMock(overrides: Record<string, unknown> = {}): Mock {
  return {
    // the screen's one query (pages/Dashboard/editAssociation.graphql)
    request: { query: EditAssociationScreenDocument, variables: { idAssociation: 2 } },
    result: {
      data: {
        ...shellData(),
        association: {
          ...associationProfile({ iAmAdmin: true }),
          fiscalCode: null,
          runtsNumber: null,
          autoAcceptWaitlist: false,
          ...overrides,
        },
        topics,
      },
    },
    maxUsageCount: FOREVER,
  };
}

function renderForm(mocks: Mock[]) {
  return renderWithProviders(<EditAssociationPage />, {
    route: '/dashboard/2/edit-association',
    path: '/dashboard/:idAssociation/edit-association',
    mocks: [topicsMock, ...mocks],
    routes: [routeStub('/dashboard/:idAssociation', 'Dashboard')],
  });
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Salva' }));
const noLegalData = { fiscalCode: null, runtsNumber: null, autoAcceptWaitlist: false };

/** The edit with the profile's values unchanged and the legal data given. */
const updateWith = (legal: { fiscalCode: string | null; runtsNumber: string | null }) => ({
  query: UpdateAssociationDocument,
  variables: {
    input: {
      id: 2,
      name: 'Croce Verde',
      description: 'Soccorso e trasporto sanitario dal 1907.',
      street: 'Via Roma 1',
      town: 'Torino',
      province: 'TO',
      dateOfFoundation: '1907-05-12',
      siteWeb: 'https://www.croceverde.example',
      messagingChannelUrl: null,
      topicIds: [1],
      autoAcceptWaitlist: false,
      ...legal,
    },
  },
});

beforeEach(() => toastVar(closedToast));

describe('edit association', () => {
  it('is prefilled, the address split into street, town and province', async () => {
    renderForm([
      associationMock({
        street: '',
        town: '',
        province: '',
        address: 'Corso Francia 10, Rivoli, TO',
        imageUrl: '/media/5',
      }),
    ]);
    expect(await screen.findByLabelText("Nome dell'associazione")).toHaveValue('Croce Verde');
    expect(screen.getByLabelText('Indirizzo (via e numero civico)')).toHaveValue(
      'Corso Francia 10',
    );
    expect(screen.getByLabelText('Comune')).toHaveValue('Rivoli');
    expect(screen.getByLabelText('Provincia')).toHaveValue('TO');
    expect(screen.getByLabelText('Data di fondazione')).toHaveValue('1907-05-12');
    expect(screen.getByLabelText('Sito web')).toHaveValue('https://www.croceverde.example');
    expect(screen.getByRole('img', { name: 'Anteprima del logo' })).toHaveAttribute(
      'src',
      '/media/5',
    );
    expect(await screen.findByRole('checkbox', { name: 'Ambito 1' })).toBeChecked();
  });

  it('shows one message at a time, in the order of spec §5: name, description, site …', async () => {
    const user = userEvent.setup();
    renderForm([associationMock({ imageUrl: null })]);
    const name = await screen.findByLabelText("Nome dell'associazione");
    await user.clear(name);
    await user.clear(screen.getByLabelText('Descrizione'));
    await user.clear(screen.getByLabelText('Sito web'));
    await user.type(screen.getByLabelText('Sito web'), 'non un sito');

    // no logo is no problem (issue 18): the name speaks first
    await save();
    expect(await screen.findByText('Il nome è obbligatorio')).toBeInTheDocument();
    expect(screen.queryByText("Inserisci un'immagine")).not.toBeInTheDocument();
    expect(screen.queryByText('La descrizione è obbligatoria')).not.toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');

    await user.type(name, 'Croce Verde');
    await save();
    expect(await screen.findByText('La descrizione è obbligatoria')).toBeInTheDocument();
    expect(screen.queryByText('Il nome è obbligatorio')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Descrizione'), 'Soccorso.');
    await save();
    expect(
      await screen.findByText('Inserisci un indirizzo web valido (es. https://www.esempio.it)'),
    ).toBeInTheDocument();
  });

  it('saves an association without a logo, without asking for one (the placeholder stays), with its messaging channel', async () => {
    const user = userEvent.setup();
    const saved = jest.fn();
    renderForm([
      associationMock({ imageUrl: null }),
      {
        request: {
          query: UpdateAssociationDocument,
          variables: {
            input: {
              id: 2,
              name: 'Croce Verde',
              description: 'Soccorso e trasporto sanitario dal 1907.',
              street: 'Via Roma 1',
              town: 'Torino',
              province: 'TO',
              dateOfFoundation: '1907-05-12',
              siteWeb: 'https://www.croceverde.example',
              messagingChannelUrl: 'https://chat.example.org/croce-verde',
              fiscalCode: null,
              runtsNumber: null,
              topicIds: [1],
              autoAcceptWaitlist: false,
            },
          },
        },
        result: () => {
          saved();
          return {
            data: {
              updateAssociation: {
                ...associationProfile({
                  messagingChannelUrl: 'https://chat.example.org/croce-verde',
                }),
                ...noLegalData,
              },
            },
          };
        },
      },
    ]);
    // the placeholder has nothing to remove
    await screen.findByLabelText("Nome dell'associazione");
    // and it is an organisation's, not a person's silhouette (issue 31)
    const logo = screen.getByRole('group', { name: "Logo dell'associazione" });
    expect(logo.querySelector('[data-placeholder="organisation"]')).not.toBeNull();
    expect(logo.querySelector('[data-placeholder="person"]')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rimuovi immagine' })).not.toBeInTheDocument();
    await user.type(
      screen.getByLabelText('Canale di messaggi'),
      'https://chat.example.org/croce-verde',
    );
    await save();
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    expect(saved).toHaveBeenCalledTimes(1);
    expect(screen.queryByText("Inserisci un'immagine")).not.toBeInTheDocument();
  });

  it('turns on the automatic acceptance of requests from the waitlist', async () => {
    const user = userEvent.setup();
    const saved = jest.fn();
    renderForm([
      associationMock({ imageUrl: '/media/5' }),
      {
        request: {
          ...updateWith(noLegalData),
          variables: {
            input: { ...updateWith(noLegalData).variables.input, autoAcceptWaitlist: true },
          },
        },
        result: () => {
          saved();
          return {
            data: {
              updateAssociation: {
                ...associationProfile({ imageUrl: '/media/5' }),
                ...noLegalData,
                autoAcceptWaitlist: true,
              },
            },
          };
        },
      },
    ]);
    const box = await screen.findByRole('checkbox', {
      name: /Accetta subito le richieste dalla lista d'attesa/,
    });
    expect(box).not.toBeChecked();
    expect(screen.getByText(/senza aspettare la vostra conferma/)).toBeInTheDocument();
    await user.click(box);
    await save();
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it('"Rimuovi" takes back a newly chosen logo, back to the current one', async () => {
    const user = userEvent.setup();
    renderForm([associationMock({ imageUrl: '/media/5' })]);
    await screen.findByLabelText("Nome dell'associazione");
    expect(screen.queryByRole('button', { name: 'Rimuovi immagine' })).not.toBeInTheDocument();
    const file = new File(['png'], 'logo.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText("Scegli un'immagine"), file);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Anteprima del logo' })).toHaveAttribute(
        'src',
        expect.stringMatching(/^data:image\/png/),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Rimuovi immagine' }));
    expect(screen.getByRole('img', { name: 'Anteprima del logo' })).toHaveAttribute(
      'src',
      '/media/5',
    );
    expect(screen.queryByRole('button', { name: 'Rimuovi immagine' })).not.toBeInTheDocument();
  });

  it('a missing town is void_address', async () => {
    const user = userEvent.setup();
    renderForm([associationMock({ imageUrl: '/media/5' })]);
    await user.clear(await screen.findByLabelText('Comune'));
    await save();
    expect(
      await screen.findByText("Inserisci l'indirizzo completo: via, comune e provincia"),
    ).toBeInTheDocument();
  });

  it('saves, toasts and goes back to the dashboard', async () => {
    const user = userEvent.setup();
    const saved = jest.fn();
    const { router } = renderForm([
      associationMock({ imageUrl: '/media/5' }),
      {
        request: {
          query: UpdateAssociationDocument,
          variables: {
            input: {
              id: 2,
              name: 'Croce Verde Torino',
              description: 'Soccorso e trasporto sanitario dal 1907.',
              street: 'Via Roma 1',
              town: 'Torino',
              province: 'TO',
              dateOfFoundation: '1907-05-12',
              siteWeb: 'https://www.croceverde.example',
              messagingChannelUrl: null,
              fiscalCode: null,
              runtsNumber: null,
              topicIds: [1],
              autoAcceptWaitlist: false,
            },
          },
        },
        result: () => {
          saved();
          return {
            data: {
              updateAssociation: {
                ...associationProfile({ name: 'Croce Verde Torino', imageUrl: '/media/5' }),
                ...noLegalData,
              },
            },
          };
        },
      },
    ]);
    const scrolled = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await user.type(await screen.findByLabelText("Nome dell'associazione"), ' Torino');
    await save();
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    expect(saved).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/dashboard/2');
    expect(screen.getByText('Associazione aggiornata')).toBeInTheDocument();
    // the dashboard opens at its top, not where the form's "Salva" was (issue 31)
    expect(scrolled).toHaveBeenCalledWith({ top: 0 });
    scrolled.mockRestore();
  });

  describe("the association's legal data, for its register of volunteers", () => {
    const code = () => screen.getByLabelText("Codice fiscale dell'associazione");
    const runts = () => screen.getByLabelText('Numero di iscrizione al RUNTS');

    it('is prefilled; the hint follows the typing and the check digit is checked before sending', async () => {
      const user = userEvent.setup();
      const saved = jest.fn();
      renderForm([
        associationMock({ imageUrl: '/media/5', fiscalCode: null, runtsNumber: '4321' }),
        {
          request: updateWith({ fiscalCode: '80012345676', runtsNumber: null }),
          result: () => {
            saved();
            return {
              data: {
                updateAssociation: {
                  ...associationProfile({ imageUrl: '/media/5' }),
                  fiscalCode: '80012345676',
                  runtsNumber: null,
                  autoAcceptWaitlist: false,
                },
              },
            };
          },
        },
      ]);
      expect(await screen.findByLabelText('Numero di iscrizione al RUNTS')).toHaveValue('4321');
      expect(code()).toHaveValue('');
      expect(screen.getByText(/11 cifre, ad esempio 80012345676/)).toBeInTheDocument();

      await user.type(code(), '8001234');
      expect(screen.getByText('7 caratteri: ne servono 11 (o 16)')).toBeInTheDocument();
      // eleven digits whose last does not match the others
      await user.type(code(), '5678');
      expect(
        screen.getByText("L'ultima cifra non corrisponde alle altre: controlla il numero"),
      ).toBeInTheDocument();
      await save();
      expect(
        await screen.findByText(/Codice fiscale dell'associazione non valido: 11 cifre/),
      ).toBeInTheDocument();
      expect(code()).toHaveAttribute('aria-invalid', 'true');
      expect(saved).not.toHaveBeenCalled();

      // the right one, typed with spaces; the RUNTS number emptied: none
      await user.clear(code());
      await user.type(code(), '800 1234 5676');
      expect(screen.getByText('Formato corretto')).toBeInTheDocument();
      await user.clear(runts());
      await save();
      expect(await screen.findByText('Dashboard')).toBeInTheDocument();
      expect(saved).toHaveBeenCalledTimes(1);
    });

    it("shows the server's refusal under the field it names", async () => {
      const user = userEvent.setup();
      renderForm([
        associationMock({ imageUrl: '/media/5' }),
        {
          request: updateWith({ fiscalCode: 'RSSMRA85C15H501X', runtsNumber: null }),
          result: {
            errors: [
              {
                message: "Codice fiscale dell'associazione non valido",
                extensions: {
                  code: 'BAD_USER_INPUT',
                  key: 'validation.association_fiscal_code_not_valid',
                  field: 'fiscalCode',
                },
              },
            ],
          },
        },
      ]);
      // a person's code of the right shape with a wrong check character: only the server knows
      await user.type(
        await screen.findByLabelText("Codice fiscale dell'associazione"),
        'rssmra85c15h501x',
      );
      expect(screen.getByText('Formato corretto')).toBeInTheDocument();
      await save();
      expect(
        await screen.findByText(/Codice fiscale dell'associazione non valido: 11 cifre/),
      ).toBeInTheDocument();
      expect(code()).toHaveAttribute('aria-invalid', 'true');
      expect(screen.queryByText('Dashboard')).not.toBeInTheDocument();
    });
  });
});
