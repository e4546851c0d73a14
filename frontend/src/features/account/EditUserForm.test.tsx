import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EventTypesDocument, MeDocument, UpdateProfileDocument } from '../../gql/graphql';
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
};

const eventTypes = Array.from({ length: 7 }, (_, index) => ({
  __typename: 'EventType' as const,
  id: index + 1,
  name: `Tipo ${index + 1}`,
}));

const baseMocks: MockLink.MockedResponse[] = [
  { request: { query: MeDocument }, result: { data: { me } }, maxUsageCount: 5 },
  { request: { query: EventTypesDocument }, result: { data: { eventTypes } }, maxUsageCount: 5 },
];

function renderForm(extraMocks: MockLink.MockedResponse[] = []) {
  return renderWithProviders(<EditUserForm />, {
    route: '/settings/edit-user',
    path: '/settings/edit-user',
    routes: [routeStub('/settings', 'Pagina impostazioni')],
    mocks: [...baseMocks, ...extraMocks],
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
});
