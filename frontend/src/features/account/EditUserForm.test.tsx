import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { EditUserScreenDocument, UpdateProfileDocument } from '../../gql/graphql';
import { FOREVER } from '../../test/associationFixtures';
import * as mediaUpload from '../../app/mediaUpload';
import { renderWithProviders, routeStub } from '../../test/renderWithProviders';
import { EditUserForm } from './EditUserForm';

// the upload itself (multipart POST /api/media) is the browser tests' concern: here, what the
// form sends and when
jest.mock('../../app/mediaUpload', () => ({
  ...jest.requireActual('../../app/mediaUpload'),
  uploadImage: jest.fn(),
}));
const uploadImage = jest.mocked(mediaUpload.uploadImage);

const me = {
  __typename: 'User' as const,
  id: 1,
  name: 'Anna',
  surname: 'Rossi',
  imageUrl: '/media/4',
  isAdmin: false,
  email: 'anna@example.it',
  phone: '3331234567',
  birthDate: '1990-05-20',
  preferences: [{ __typename: 'EventType' as const, id: 2, name: 'Tipo 2' }],
  fiscalCode: null as string | null,
  birthPlace: null as string | null,
  residence: null as string | null,
  domicile: null as string | null,
};

/** What the form sends of the register data when it is left empty (issue 23). */
const NO_REGISTER_DATA = { fiscalCode: null, birthPlace: null, residence: null, domicile: null };

const eventTypes = Array.from({ length: 7 }, (_, index) => ({
  __typename: 'EventType' as const,
  id: index + 1,
  name: `Tipo ${index + 1}`,
}));

const holder = {
  __typename: 'RegisterHolder' as const,
  associationId: 2,
  associationName: 'Croce Verde',
  current: true,
  since: '2026-03-10',
  until: null,
};

/** The screen's one request (pages/Settings/editUser.graphql): the event types come in it. */
function screenMock(profile = me, holders: (typeof holder)[] = []): MockLink.MockedResponse {
  return {
    request: { query: EditUserScreenDocument },
    result: {
      data: {
        unreadNotificationCount: 0,
        me: profile,
        eventTypes,
        myRegisterAssociations: holders,
      },
    },
    maxUsageCount: FOREVER,
  };
}

function renderForm(extraMocks: MockLink.MockedResponse[] = [], screenMocks = [screenMock()]) {
  return renderWithProviders(<EditUserForm />, {
    route: '/settings/edit-user',
    path: '/settings/edit-user',
    routes: [routeStub('/settings', 'Pagina impostazioni')],
    mocks: [...screenMocks, ...extraMocks],
  });
}

describe('EditUserForm', () => {
  it('is filled with the current profile', async () => {
    renderForm();
    expect(await screen.findByLabelText('Nome')).toHaveValue('Anna');
    expect(screen.getByLabelText('Cognome')).toHaveValue('Rossi');
    expect(screen.getByLabelText('Telefono')).toHaveValue('3331234567');
    expect(screen.getByLabelText('Data di nascita')).toHaveValue('1990-05-20');
    expect(await screen.findByRole('checkbox', { name: 'Tipo 2' })).toBeChecked();
    expect(
      screen.getByRole('img', { name: "Anteprima dell'immagine del profilo" }),
    ).toHaveAttribute('src', '/media/4');
  });

  it('requires name, surname and phone with their own messages', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.clear(await screen.findByLabelText('Nome'));
    await user.clear(screen.getByLabelText('Cognome'));
    await user.clear(screen.getByLabelText('Telefono'));
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Il nome è obbligatorio')).toBeInTheDocument();
    expect(screen.getByText('Il cognome è obbligatorio')).toBeInTheDocument();
    expect(screen.getByText('Il numero di telefono è obbligatorio')).toBeInTheDocument();
  });

  it('refuses a file that is not an image', async () => {
    renderForm();
    await screen.findByLabelText('Nome');
    const file = new File(['testo'], 'note.txt', { type: 'text/plain' });
    fireEvent.change(screen.getByLabelText("Scegli un'immagine"), { target: { files: [file] } });
    expect(await screen.findByText("Il file deve essere un'immagine")).toBeInTheDocument();
  });

  it('saves, updates the stored name and picture and returns to /settings', async () => {
    const user = userEvent.setup();
    const { router } = renderForm([
      {
        request: {
          query: UpdateProfileDocument,
          variables: {
            input: {
              name: 'Annalisa',
              surname: 'Rossi',
              phone: '3331234567',
              birthDate: '1990-05-20',
              preferences: [2, 5],
              removeImage: true,
              ...NO_REGISTER_DATA,
            },
          },
        },
        result: {
          data: {
            updateProfile: {
              ...me,
              name: 'Annalisa',
              imageUrl: null,
              preferences: [
                { __typename: 'EventType', id: 2, name: 'Tipo 2' },
                { __typename: 'EventType', id: 5, name: 'Tipo 5' },
              ],
            },
          },
        },
        maxUsageCount: 1,
      },
    ]);
    const name = await screen.findByLabelText('Nome');
    await user.clear(name);
    await user.type(name, 'Annalisa');
    await user.click(await screen.findByRole('checkbox', { name: 'Tipo 5' }));
    await user.click(screen.getByRole('button', { name: 'Rimuovi immagine' }));
    await user.click(screen.getByRole('button', { name: 'Salva' }));

    expect(await screen.findByText('Pagina impostazioni')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(window.localStorage.getItem('name')).toBe('Annalisa');
    expect(window.localStorage.getItem('imageProfile')).toBe('');
  });

  it('uploads a chosen picture first, then names its key; shows its preview', async () => {
    const user = userEvent.setup();
    const dataUrl = 'data:image/png;base64,cG5nLWJ5dGVz';
    uploadImage.mockResolvedValueOnce('0b7f3c1e-4a4c-4d6e-9a43-6f1f2f6a7b10');
    renderForm([
      {
        request: {
          query: UpdateProfileDocument,
          variables: {
            input: {
              name: 'Anna',
              surname: 'Rossi',
              phone: '3331234567',
              birthDate: '1990-05-20',
              preferences: [2],
              removeImage: false,
              imageKey: '0b7f3c1e-4a4c-4d6e-9a43-6f1f2f6a7b10',
              ...NO_REGISTER_DATA,
            },
          },
        },
        result: { data: { updateProfile: { ...me, imageUrl: '/media/5' } } },
      },
    ]);
    await screen.findByLabelText('Nome');
    const file = new File(['png-bytes'], 'foto.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText("Scegli un'immagine"), file);
    await waitFor(() =>
      expect(
        screen.getByRole('img', { name: "Anteprima dell'immagine del profilo" }),
      ).toHaveAttribute('src', dataUrl),
    );
    await user.click(screen.getByRole('button', { name: 'Salva' }));

    expect(await screen.findByText('Pagina impostazioni')).toBeInTheDocument();
    expect(uploadImage).toHaveBeenCalledWith(dataUrl);
    expect(window.localStorage.getItem('imageProfile')).toBe('/media/5');
  });

  it('shows a refused upload under the picture and sends no mutation', async () => {
    const user = userEvent.setup();
    uploadImage.mockRejectedValueOnce(
      new mediaUpload.ImageUploadError(
        "Il file deve essere un'immagine",
        'validation.image_type',
        400,
      ),
    );
    renderForm();
    await screen.findByLabelText('Nome');
    const file = new File(['png-bytes'], 'foto.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText("Scegli un'immagine"), file);
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText("Il file deve essere un'immagine")).toBeInTheDocument();
    expect(screen.queryByText('Pagina impostazioni')).not.toBeInTheDocument();
  });

  describe('the register data (issue 23)', () => {
    const saveWith = (input: Record<string, unknown>, result = me): MockLink.MockedResponse => ({
      request: {
        query: UpdateProfileDocument,
        variables: {
          input: {
            name: 'Anna',
            surname: 'Rossi',
            phone: '3331234567',
            birthDate: '1990-05-20',
            preferences: [2],
            removeImage: false,
            ...NO_REGISTER_DATA,
            ...input,
          },
        },
      },
      result: { data: { updateProfile: result } },
    });

    it('says why they are asked and which associations keep them', async () => {
      renderForm([], [screenMock(me, [holder])]);
      const group = await screen.findByRole('group', {
        name: 'Dati per il registro dei volontari',
      });
      expect(group).toHaveAccessibleDescription(
        "Servono solo se un'associazione ti iscrive nel registro dei volontari: finché non succede puoi lasciarli vuoti.",
      );
      expect(
        screen.getByText(
          'Le associazioni che li conservano nel registro dei volontari: «Croce Verde».',
        ),
      ).toBeInTheDocument();
      expect(screen.getByLabelText('Codice fiscale')).toHaveValue('');
      expect(screen.getByLabelText('Domicilio, se diverso dalla residenza')).toHaveValue('');
    });

    // issue 31: "Completa il profilo" opens the form at these fields
    it('opened at #dati-registro, focuses the first empty one of them', async () => {
      renderWithProviders(<EditUserForm />, {
        route: '/settings/edit-user#dati-registro',
        path: '/settings/edit-user',
        mocks: [screenMock({ ...me, fiscalCode: 'RSSNNA90E60F205Z', birthPlace: 'Milano' })],
      });
      const residence = await screen.findByLabelText('Residenza');
      await waitFor(() => expect(residence).toHaveFocus());
    });

    it('opened without it, focuses none of them', async () => {
      renderForm();
      const residence = await screen.findByLabelText('Residenza');
      expect(residence).not.toHaveFocus();
      expect(screen.getByLabelText('Codice fiscale')).not.toHaveFocus();
    });

    it('hints the codice fiscale while typing and refuses a wrong shape before asking', async () => {
      const user = userEvent.setup();
      renderForm();
      const code = await screen.findByLabelText('Codice fiscale');
      expect(code).toHaveAccessibleDescription(/^16 lettere e cifre, come RSSMRA85C15H501R/);
      await user.type(code, 'vrd nna');
      expect(code).toHaveAccessibleDescription('6 caratteri su 16.');
      await user.type(code, '90e60f205x');
      expect(code).toHaveAccessibleDescription(/^Formato corretto\./);
      await user.clear(code);
      await user.type(code, 'VRDNNA90Z60F205X');
      await user.click(screen.getByRole('button', { name: 'Salva' }));
      expect(
        await screen.findByText(
          'Codice fiscale non valido: controlla le 16 lettere e cifre e il carattere finale',
        ),
      ).toBeInTheDocument();
      expect(screen.queryByText('Pagina impostazioni')).not.toBeInTheDocument();
    });

    it('sends them normalised, with an empty domicile as null, and returns to /settings', async () => {
      const user = userEvent.setup();
      renderForm([
        saveWith(
          {
            fiscalCode: 'VRDNNA90E60F205X',
            birthPlace: 'Milano (MI)',
            residence: 'Via Roma 1, 20100 Milano',
          },
          {
            ...me,
            fiscalCode: 'VRDNNA90E60F205X',
            birthPlace: 'Milano (MI)',
            residence: 'Via Roma 1, 20100 Milano',
          },
        ),
      ]);
      await user.type(await screen.findByLabelText('Codice fiscale'), ' vrdnna 90e60 f205x ');
      await user.type(screen.getByLabelText('Luogo di nascita'), 'Milano (MI)');
      await user.type(screen.getByLabelText('Residenza'), '  Via Roma 1, 20100 Milano ');
      await user.click(screen.getByRole('button', { name: 'Salva' }));
      expect(await screen.findByText('Pagina impostazioni')).toBeInTheDocument();
    });

    it("shows the server's refusal under the codice fiscale (the birth date it encodes)", async () => {
      const user = userEvent.setup();
      renderForm([
        {
          request: saveWith({ fiscalCode: 'RSSMRA85C15H501R' }).request,
          result: {
            errors: [
              new GraphQLError('Il codice fiscale non corrisponde alla data di nascita', {
                extensions: {
                  code: 'BAD_USER_INPUT',
                  key: 'validation.fiscal_code_birth_date',
                  field: 'fiscalCode',
                },
              }),
            ],
          },
        },
      ]);
      const code = await screen.findByLabelText('Codice fiscale');
      await user.type(code, 'RSSMRA85C15H501R');
      await user.click(screen.getByRole('button', { name: 'Salva' }));
      expect(
        await screen.findByText('Il codice fiscale non corrisponde alla data di nascita'),
      ).toBeInTheDocument();
      expect(code).toHaveAttribute('aria-invalid', 'true');
      expect(screen.queryByText('Pagina impostazioni')).not.toBeInTheDocument();
    });

    it('clears a stored value with null', async () => {
      const user = userEvent.setup();
      const stored = { ...me, fiscalCode: 'VRDNNA90E60F205X', domicile: 'Via Po 2, Torino' };
      renderForm(
        [
          saveWith(
            { fiscalCode: 'VRDNNA90E60F205X', domicile: null },
            { ...stored, domicile: null },
          ),
        ],
        [screenMock(stored)],
      );
      const domicile = await screen.findByLabelText('Domicilio, se diverso dalla residenza');
      expect(domicile).toHaveValue('Via Po 2, Torino');
      await user.clear(domicile);
      await user.click(screen.getByRole('button', { name: 'Salva' }));
      expect(await screen.findByText('Pagina impostazioni')).toBeInTheDocument();
    });
  });

  it('says when the profile could not be loaded, and asks again', async () => {
    const user = userEvent.setup();
    renderForm(
      [],
      [{ request: { query: EditUserScreenDocument }, error: new Error('offline') }, screenMock()],
    );
    expect(
      await screen.findByText('Non è stato possibile caricare il profilo.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByLabelText('Nome')).toHaveValue('Anna');
  });
});
