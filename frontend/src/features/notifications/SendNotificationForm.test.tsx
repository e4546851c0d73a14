import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closedToast, toastVar } from '../../app/clientState';
import {
  AssociationCountersDocument,
  NotificationEventChoicesDocument,
  SendNotificationDocument,
  VolunteersDocument,
  type SendNotificationInput,
} from '../../gql/graphql';
import { FOREVER, counters, volunteer } from '../../test/associationFixtures';
import { eventCard, eventConnection } from '../../test/eventFixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { SendNotificationPage } from './NotificationPages';
import { sentItem } from './testFixtures';

type Mock = MockLink.MockedResponse;

const anna = volunteer(1, { name: 'Anna', surname: 'Rossi', userId: 101 });
const luca = volunteer(2, { name: 'Luca', surname: 'Bianchi', userId: 102 });
const sara = volunteer(3, { name: 'Sara', surname: 'Verdi', userId: 103 });

const baseMocks: Mock[] = [
  {
    request: { query: AssociationCountersDocument, variables: { id: 2 } },
    result: {
      data: {
        associationDashboard: {
          __typename: 'AssociationDashboard',
          associationId: 2,
          association: { __typename: 'Association', id: 2, name: 'Croce Verde' },
          counters: counters(),
        },
      },
    },
    maxUsageCount: FOREVER,
  },
  {
    request: {
      query: VolunteersDocument,
      variables: { associationId: 2, status: 'ACCEPTED' },
    },
    result: { data: { volunteers: [anna, luca, sara] } },
    maxUsageCount: FOREVER,
  },
  {
    request: { query: NotificationEventChoicesDocument, variables: { associationId: 2 } },
    result: {
      data: {
        associationEvents: eventConnection([
          eventCard(7, { name: 'Festa di primavera' }),
          eventCard(8, { name: 'Cena sociale' }),
        ]),
      },
    },
    maxUsageCount: FOREVER,
  },
];

function sendMock(sent: SendNotificationInput[]): Mock {
  return {
    request: { query: SendNotificationDocument, variables: () => true },
    result: (variables: { input: SendNotificationInput }) => {
      sent.push(variables.input);
      return {
        data: {
          sendNotification: sentItem(31, {
            title: variables.input.title,
            recipientCount: variables.input.recipientIds.length,
            openedCount: 0,
          }),
        },
      };
    },
    maxUsageCount: FOREVER,
  };
}

function renderForm(mocks: Mock[]) {
  return renderWithProviders(<SendNotificationPage />, {
    route: '/dashboard/2/send-notification',
    path: '/dashboard/:idAssociation/send-notification',
    mocks,
  });
}

beforeEach(() => toastVar(closedToast));

describe('send a notification', () => {
  it('shows the rule messages: title, recipients, and the event once "per un evento" is on', async () => {
    const user = userEvent.setup();
    renderForm([...baseMocks, sendMock([])]);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: "Invia una notifica ai volontari dell'associazione «Croce Verde»",
      }),
    ).toBeInTheDocument();
    await screen.findByRole('checkbox', { name: 'Anna Rossi' });
    expect(screen.getByRole('textbox', { name: 'Titolo' })).toHaveAttribute('maxlength', '50');
    expect(screen.getByRole('textbox', { name: 'Testo' })).toHaveAttribute('maxlength', '255');

    await user.click(screen.getByRole('switch', { name: 'Per un evento' }));
    expect(await screen.findByRole('option', { name: 'Festa di primavera' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Invia notifica' }));
    expect(await screen.findByText('Il titolo è obbligatorio')).toBeInTheDocument();
    expect(screen.getByText('Seleziona almeno un volontario')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Evento' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('group', { name: 'Destinatari' })).toHaveAccessibleDescription(
      'Seleziona almeno un volontario',
    );
  });

  it('search, select all, send with an event: a toast and the form empty again', async () => {
    const user = userEvent.setup();
    const sent: SendNotificationInput[] = [];
    renderForm([...baseMocks, sendMock(sent)]);
    await screen.findByRole('checkbox', { name: 'Anna Rossi' });

    await user.type(screen.getByRole('textbox', { name: 'Titolo' }), 'Cambio orario');
    await user.type(screen.getByRole('textbox', { name: 'Testo' }), 'Si parte alle 9.');

    const recipients = screen.getByRole('group', { name: 'Destinatari' });
    await user.type(
      within(recipients).getByRole('searchbox', { name: 'Cerca volontari per nome o e-mail' }),
      'rossi',
    );
    expect(within(recipients).queryByRole('checkbox', { name: 'Luca Bianchi' })).toBeNull();
    await user.click(within(recipients).getByRole('checkbox', { name: 'Seleziona tutti' }));
    expect(within(recipients).getByRole('checkbox', { name: 'Anna Rossi' })).toBeChecked();
    await user.clear(
      within(recipients).getByRole('searchbox', { name: 'Cerca volontari per nome o e-mail' }),
    );
    await user.click(within(recipients).getByRole('checkbox', { name: 'Sara Verdi' }));
    expect(within(recipients).getByText('2 selezionati')).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Per un evento' }));
    await screen.findByRole('option', { name: 'Cena sociale' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Evento' }), 'Cena sociale');

    await user.click(screen.getByRole('button', { name: 'Invia notifica' }));
    expect(await screen.findByText('Notifica inviata a 2 volontari')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        associationId: 2,
        recipientIds: [101, 103],
        title: 'Cambio orario',
        body: 'Si parte alle 9.',
        eventId: 8,
      },
    ]);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Titolo' })).toHaveValue(''));
    expect(screen.getByRole('textbox', { name: 'Testo' })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Anna Rossi' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Per un evento' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(screen.queryByRole('combobox', { name: 'Evento' })).not.toBeInTheDocument();
    expect(screen.queryByText('Il titolo è obbligatorio')).not.toBeInTheDocument();
  });

  it('select all twice clears the selection; without an event none is sent', async () => {
    const user = userEvent.setup();
    const sent: SendNotificationInput[] = [];
    renderForm([...baseMocks, sendMock(sent)]);
    const all = await screen.findByRole('checkbox', { name: 'Seleziona tutti' });
    await user.click(all);
    expect(screen.getByText('3 selezionati')).toBeInTheDocument();
    await user.click(all);
    expect(screen.getByText('0 selezionati')).toBeInTheDocument();
    await user.click(all);
    await user.type(screen.getByRole('textbox', { name: 'Titolo' }), 'Grazie a tutti');
    await user.click(screen.getByRole('button', { name: 'Invia notifica' }));
    expect(await screen.findByText('Notifica inviata a 3 volontari')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ recipientIds: [101, 102, 103], eventId: null, body: '' });
  });
});
