import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closedToast, toastVar } from '../../../app/clientState';
import {
  CreateEventDocument,
  EventTypesDocument,
  TopicsDocument,
  UpdateEventDocument,
  type CreateEventMutationVariables,
  type UpdateEventMutationVariables,
} from '../../../gql/graphql';
import { FOREVER, topics } from '../../../test/associationFixtures';
import { eventCard, eventDetail, photo, shiftSummary } from '../../../test/eventFixtures';
import * as mediaUpload from '../../../app/mediaUpload';
import { renderWithProviders, routeStub } from '../../../test/renderWithProviders';
import { EventForm } from './EventForm';

// the multipart request itself is the browser tests' concern: here, that photos are uploaded
// before the mutation and only their keys are sent
jest.mock('../../../app/mediaUpload', () => ({
  ...jest.requireActual('../../../app/mediaUpload'),
  uploadImages: jest.fn(async (images: readonly string[]) =>
    images.map((_image, index) => `key-${index + 1}`),
  ),
}));
const uploadImages = jest.mocked(mediaUpload.uploadImages);

type Mock = MockLink.MockedResponse;

const NOW = () => new Date('2030-01-01T00:00:00.000Z');

const catalog: Mock[] = [
  {
    request: { query: TopicsDocument },
    result: { data: { topics } },
    maxUsageCount: FOREVER,
  },
  {
    request: { query: EventTypesDocument },
    result: {
      data: { eventTypes: [{ __typename: 'EventType', id: 1, name: 'Raccolta' }] },
    },
    maxUsageCount: FOREVER,
  },
];

function createMock(calls: CreateEventMutationVariables[], copies = 0): Mock {
  return {
    request: { query: CreateEventDocument, variables: () => true },
    result: (variables: CreateEventMutationVariables) => {
      calls.push(variables);
      return {
        data: {
          createEvent: {
            __typename: 'CreateEventPayload',
            event: eventCard(40, { name: variables.input.name }),
            copies: Array.from({ length: copies }, (_, index) => ({
              __typename: 'Event',
              id: 41 + index,
              name: `Copia ${index}`,
            })),
          },
        },
      };
    },
  };
}

function renderForm(mocks: Mock[], event?: ReturnType<typeof eventDetail>) {
  return renderWithProviders(<EventForm associationId={2} event={event} now={NOW} />, {
    route: '/dashboard/2/create-event',
    path: '/dashboard/:idAssociation/create-event',
    mocks: [...catalog, ...mocks],
    routes: [routeStub('/dashboard/:idAssociation/list-events', 'Lista eventi')],
  });
}

const field = (label: string, scope: HTMLElement = document.body) =>
  within(scope).getByLabelText(label);
const setValue = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });
const shiftGroup = (index: number) => screen.getByRole('group', { name: `Turno ${index}` });

async function fillEvent(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field("Nome dell'evento"), 'Festa di primavera');
  await user.type(field('Indirizzo (via e numero civico)'), 'Via Roma 1');
  await user.type(field('Comune'), 'Torino');
  await user.selectOptions(field('Provincia'), 'TO');
  setValue(field('Inizio'), '2030-06-01T10:00');
  setValue(field('Fine'), '2030-06-01T18:00');
}

beforeEach(() => toastVar(closedToast));

describe('event form', () => {
  it('shifts get the default title Turno N; an empty title is sent as that', async () => {
    const user = userEvent.setup();
    const calls: CreateEventMutationVariables[] = [];
    renderForm([createMock(calls)]);
    await fillEvent(user);
    await user.click(screen.getByRole('switch', { name: 'Turni' }));
    await user.click(screen.getByRole('button', { name: 'Aggiungi turno' }));
    expect(field('Titolo', shiftGroup(1))).toHaveAttribute('placeholder', 'Turno 1');
    expect(field('Titolo', shiftGroup(2))).toHaveAttribute('placeholder', 'Turno 2');
    expect(field('Numero massimo di volontari', shiftGroup(1))).toHaveValue(1);

    await user.clear(field('Titolo', shiftGroup(1)));
    await user.clear(field('Titolo', shiftGroup(2)));
    await user.type(field('Titolo', shiftGroup(2)), 'Pulizie');
    for (const index of [1, 2]) {
      setValue(field('Inizio del turno', shiftGroup(index)), '2030-06-01T10:00');
    }
    await user.click(within(shiftGroup(2)).getByRole('radio', { name: 'Viola' }));
    await user.click(screen.getByRole('button', { name: 'Crea evento' }));

    expect(await screen.findByText('Lista eventi')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    const { input } = calls[0];
    expect(input).toMatchObject({
      associationId: 2,
      name: 'Festa di primavera',
      street: 'Via Roma 1',
      town: 'Torino',
      province: 'TO',
      // Europe/Rome, summer time
      startDate: '2030-06-01T08:00:00.000Z',
      endDate: '2030-06-01T16:00:00.000Z',
      isPublic: true,
      photoKeys: [],
    });
    expect(input.shifts).toEqual([
      expect.objectContaining({ title: 'Turno 1', color: '#0f766e', maxVolunteer: 1 }),
      expect.objectContaining({
        title: 'Pulizie',
        color: '#6d28d9',
        startDate: '2030-06-01T08:00:00.000Z',
        endDate: '2030-06-01T09:00:00.000Z',
      }),
    ]);
    expect(input.repeatWeekdays).toBeUndefined();
    expect(toastVar()).toMatchObject({ open: true, type: 'success', message: 'Evento creato' });
  });

  it('each new shift starts with its default title Turno N, never one already taken', async () => {
    const user = userEvent.setup();
    renderForm([]);
    await user.click(screen.getByRole('switch', { name: 'Turni' }));
    expect(field('Titolo', shiftGroup(1))).toHaveValue('Turno 1');
    await user.click(screen.getByRole('button', { name: 'Aggiungi turno' }));
    await user.click(screen.getByRole('button', { name: 'Aggiungi turno' }));
    expect(field('Titolo', shiftGroup(2))).toHaveValue('Turno 2');
    expect(field('Titolo', shiftGroup(3))).toHaveValue('Turno 3');

    // without the first, the next at position 3 would repeat "Turno 3"
    await user.click(within(shiftGroup(1)).getByRole('button', { name: 'Rimuovi turno' }));
    await user.click(screen.getByRole('button', { name: 'Aggiungi turno' }));
    expect(
      screen
        .getAllByRole('textbox', { name: 'Titolo' })
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['Turno 2', 'Turno 3', 'Turno 4']);
  });

  it('picking a shift start fills an empty end with one hour later, never a chosen end', async () => {
    const user = userEvent.setup();
    renderForm([]);
    await user.click(screen.getByRole('switch', { name: 'Turni' }));
    const group = shiftGroup(1);
    setValue(field('Inizio del turno', group), '2030-06-01T23:30');
    expect(field('Fine del turno', group)).toHaveValue('2030-06-02T00:30');
    setValue(field('Fine del turno', group), '2030-06-02T03:00');
    setValue(field('Inizio del turno', group), '2030-06-01T22:00');
    expect(field('Fine del turno', group)).toHaveValue('2030-06-02T03:00');
  });

  it('open subscription is only available on public events', async () => {
    const user = userEvent.setup();
    renderForm([]);
    await user.click(screen.getByRole('switch', { name: 'Turni' }));
    const open = within(shiftGroup(1)).getByRole('switch', { name: 'Iscrizione aperta' });
    expect(open).toBeEnabled();
    await user.click(open);
    expect(open).toHaveAttribute('aria-checked', 'true');

    await user.click(screen.getByRole('switch', { name: 'Evento pubblico' }));
    expect(open).toBeDisabled();
    expect(open).toHaveAttribute('aria-checked', 'false');
    await user.click(screen.getByRole('switch', { name: 'Evento pubblico' }));
    expect(open).toBeEnabled();
    expect(open).toHaveAttribute('aria-checked', 'false');
  });

  it('keeps at most 3 photos: the extras are dropped with a message', async () => {
    const user = userEvent.setup();
    renderForm([]);
    const files = [1, 2, 3, 4].map(
      (index) => new File([`immagine ${index}`], `foto${index}.png`, { type: 'image/png' }),
    );
    await user.upload(screen.getByLabelText('Aggiungi foto'), files);
    expect(await screen.findByText('Puoi caricare al massimo 3 immagini')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /^Foto \d$/ })).toHaveLength(3);
    expect(screen.getByLabelText('Aggiungi foto')).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Rimuovi foto 2' }));
    expect(screen.getAllByRole('img', { name: /^Foto \d$/ })).toHaveLength(2);
    expect(screen.queryByText('Puoi caricare al massimo 3 immagini')).not.toBeInTheDocument();
  });

  it('shows the first rule that fails under each field', async () => {
    const user = userEvent.setup();
    renderForm([]);
    await user.click(screen.getByRole('switch', { name: 'Turni' }));
    setValue(field('Inizio'), '2029-06-01T10:00');
    setValue(field('Fine'), '2029-06-01T09:00');
    setValue(field('Inizio del turno', shiftGroup(1)), '2030-06-01T10:00');
    setValue(field('Fine del turno', shiftGroup(1)), '2030-06-01T09:00');
    await user.click(screen.getByRole('button', { name: 'Crea evento' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Controlla i campi evidenziati.');
    expect(field("Nome dell'evento")).toHaveAccessibleDescription(
      "Il nome dell'evento è obbligatorio",
    );
    expect(field('Comune')).toHaveAccessibleDescription(
      "Inserisci l'indirizzo completo: via, comune e provincia",
    );
    expect(field('Inizio')).toHaveAccessibleDescription(
      'Ora italiana. Non puoi scegliere una data nel passato',
    );
    expect(field('Fine')).toHaveAccessibleDescription(
      "Ora italiana. La fine dell'evento non può precedere l'inizio",
    );
    expect(field('Fine del turno', shiftGroup(1))).toHaveAccessibleDescription(
      "La fine del turno non può precedere l'inizio",
    );
    await waitFor(() => expect(field("Nome dell'evento")).toHaveFocus());
  });

  it('"Controlla i campi evidenziati." goes once the highlighted fields are fixed', async () => {
    const user = userEvent.setup();
    renderForm([]);
    await user.type(field("Nome dell'evento"), 'Festa di primavera');
    await user.click(screen.getByRole('button', { name: 'Crea evento' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Controlla i campi evidenziati.');

    // fixing some of the fields keeps it: others are still red
    await user.type(field('Indirizzo (via e numero civico)'), 'Via Roma 1');
    await user.type(field('Comune'), 'Torino');
    await user.selectOptions(field('Provincia'), 'TO');
    setValue(field('Inizio'), '2030-06-01T10:00');
    expect(screen.getByRole('alert')).toHaveTextContent('Controlla i campi evidenziati.');

    setValue(field('Fine'), '2030-06-01T18:00');
    expect(field('Fine')).toHaveAccessibleDescription('Ora italiana.');
    expect(screen.queryByText('Controlla i campi evidenziati.')).not.toBeInTheDocument();
  });

  it('asks before creating an event without shifts', async () => {
    const user = userEvent.setup();
    const calls: CreateEventMutationVariables[] = [];
    renderForm([createMock(calls)]);
    await fillEvent(user);
    await user.click(screen.getByRole('button', { name: 'Crea evento' }));
    let dialog = screen.getByRole('dialog', { name: 'Vuoi creare un evento senza turni?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Crea evento' }));
    dialog = screen.getByRole('dialog', { name: 'Vuoi creare un evento senza turni?' });
    await user.click(within(dialog).getByRole('button', { name: 'Continua senza turni' }));
    expect(await screen.findByText('Lista eventi')).toBeInTheDocument();
    expect(calls[0].input.shifts).toEqual([]);
  });

  it('repetition: only for a one-day event, with weekdays and a confirmation', async () => {
    const user = userEvent.setup();
    const calls: CreateEventMutationVariables[] = [];
    renderForm([createMock(calls, 4)]);
    await fillEvent(user);
    const repeat = screen.getByRole('switch', { name: 'Ripeti evento' });
    expect(repeat).toBeEnabled();
    setValue(field('Fine'), '2030-06-02T01:00');
    expect(repeat).toBeDisabled();
    setValue(field('Fine'), '2030-06-01T18:00');
    await user.click(repeat);
    expect(repeat).toHaveAttribute('aria-checked', 'true');

    const weekdays = screen.getByRole('group', { name: 'Giorni della settimana' });
    expect(
      within(weekdays)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual(['Lun', 'Mar', 'Mer', 'Gio', 'Ven', 'Sab', 'Dom']);

    // a weekday is needed
    await user.click(screen.getByRole('switch', { name: 'Turni' }));
    setValue(field('Inizio del turno', shiftGroup(1)), '2030-06-01T10:00');
    await user.click(screen.getByRole('button', { name: 'Crea evento' }));
    expect(await screen.findByText('Scegli almeno un giorno della settimana')).toBeInTheDocument();

    await user.click(within(weekdays).getByRole('checkbox', { name: 'Dom' }));
    await user.click(within(weekdays).getByRole('checkbox', { name: 'Mer' }));
    await user.click(within(weekdays).getByRole('checkbox', { name: 'Lun' }));
    await user.click(screen.getByRole('button', { name: 'Crea evento' }));
    const dialog = screen.getByRole('dialog', { name: "Ripetere l'evento?" });
    // Monday first, as in the picker and the calendar
    expect(dialog).toHaveTextContent(
      'per ogni lunedì, mercoledì e domenica fino alla fine del mese prossimo',
    );
    expect(dialog).toHaveTextContent('non può essere annullata');
    await user.click(within(dialog).getByRole('button', { name: 'Crea le ripetizioni' }));
    expect(await screen.findByText('Lista eventi')).toBeInTheDocument();
    expect(calls[0].input.repeatWeekdays).toEqual([0, 1, 3]);
    expect(toastVar().message).toBe('Evento creato, con 4 ripetizioni');
  });

  it('shows a refusal of the server under its field, or above the form', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    renderForm([
      {
        request: { query: CreateEventDocument, variables: () => true },
        result: () => {
          attempt += 1;
          return {
            errors: [
              attempt === 1
                ? {
                    message: "La fine del turno non può precedere l'inizio",
                    extensions: {
                      code: 'BAD_USER_INPUT',
                      key: 'invalid_end_date_shift',
                      field: 'shifts.0.endDate',
                    },
                  }
                : {
                    message: 'Puoi caricare al massimo 3 immagini',
                    extensions: { code: 'BAD_USER_INPUT', key: 'error_number_image' },
                  },
            ],
          };
        },
        maxUsageCount: 2,
      },
    ]);
    await fillEvent(user);
    await user.click(screen.getByRole('switch', { name: 'Turni' }));
    setValue(field('Inizio del turno', shiftGroup(1)), '2030-06-01T10:00');
    await user.click(screen.getByRole('button', { name: 'Crea evento' }));
    await waitFor(() =>
      expect(field('Fine del turno', shiftGroup(1))).toHaveAccessibleDescription(
        "La fine del turno non può precedere l'inizio",
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Crea evento' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Puoi caricare al massimo 3 immagini',
    );
    expect(screen.getByRole('button', { name: 'Crea evento' })).toBeEnabled();
  });

  it('edit: saved shifts cannot be removed; photos and shifts are sent with their ids', async () => {
    const user = userEvent.setup();
    const calls: UpdateEventMutationVariables[] = [];
    const event = eventDetail(4, {
      isAdmin: true,
      name: 'Festa',
      startDate: '2030-06-01T08:00:00.000Z',
      endDate: '2030-06-01T16:00:00.000Z',
      photos: [photo(11), photo(12)],
      topics: [{ __typename: 'Topic', id: 2, name: 'Ambito 2' }],
      shifts: [shiftSummary(7, { title: 'Accoglienza', maxVolunteer: 4, color: '#be185d' })],
    });
    renderForm(
      [
        {
          request: { query: UpdateEventDocument, variables: () => true },
          result: (variables: UpdateEventMutationVariables) => {
            calls.push(variables);
            return { data: { updateEvent: event } };
          },
        },
      ],
      event,
    );
    const saved = shiftGroup(1);
    expect(field('Titolo', saved)).toHaveValue('Accoglienza');
    const remove = within(saved).getByRole('button', { name: 'Rimuovi turno' });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription('Non puoi eliminare questo turno');
    expect(screen.getByRole('switch', { name: 'Turni' })).toBeDisabled();
    expect(screen.queryByRole('switch', { name: 'Ripeti evento' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Aggiungi turno' }));
    const added = shiftGroup(2);
    expect(field('Titolo', added)).toHaveValue('Turno 2');
    setValue(field('Inizio del turno', added), '2030-06-01T12:00');
    await user.click(within(added).getByRole('button', { name: 'Rimuovi turno' }));
    expect(screen.queryByRole('group', { name: 'Turno 2' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rimuovi foto 1' }));
    await user.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    expect(await screen.findByText('Lista eventi')).toBeInTheDocument();
    expect(calls[0].input).toMatchObject({
      id: 4,
      name: 'Festa',
      keepPhotoIds: [12],
      newPhotoKeys: [],
      topicIds: [2],
      shifts: [expect.objectContaining({ id: 7, title: 'Accoglienza', maxVolunteer: 4 })],
    });
    expect(toastVar().message).toBe('Evento aggiornato');
  });
  it('edit: new photos are uploaded first, in order, and the mutation names their keys', async () => {
    const user = userEvent.setup();
    const calls: UpdateEventMutationVariables[] = [];
    const event = eventDetail(4, {
      isAdmin: true,
      name: 'Festa',
      startDate: '2030-06-01T08:00:00.000Z',
      endDate: '2030-06-01T16:00:00.000Z',
      photos: [photo(11)],
      shifts: [shiftSummary(7, { title: 'Accoglienza', maxVolunteer: 4, color: '#be185d' })],
    });
    renderForm(
      [
        {
          request: { query: UpdateEventDocument, variables: () => true },
          result: (variables: UpdateEventMutationVariables) => {
            calls.push(variables);
            return { data: { updateEvent: event } };
          },
        },
      ],
      event,
    );
    const files = [1, 2].map(
      (index) => new File([`immagine ${index}`], `foto${index}.png`, { type: 'image/png' }),
    );
    await user.upload(screen.getByLabelText('Aggiungi foto'), files);
    // findAll would settle on the saved photo alone: the new ones are read asynchronously
    await waitFor(() => expect(screen.getAllByRole('img', { name: /^Foto \d$/ })).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    expect(await screen.findByText('Lista eventi')).toBeInTheDocument();
    const [sent] = uploadImages.mock.calls.at(-1)!;
    expect(sent).toHaveLength(2);
    expect(sent.every((image) => typeof image === 'string' && image.startsWith('data:'))).toBe(
      true,
    );
    expect(calls[0].input).toMatchObject({ keepPhotoIds: [11], newPhotoKeys: ['key-1', 'key-2'] });
  });
});
