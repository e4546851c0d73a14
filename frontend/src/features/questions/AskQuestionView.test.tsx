import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closedToast, toastVar } from '../../app/clientState';
import { AskQuestionDocument, AssociationDocument } from '../../gql/graphql';
import { FOREVER, associationProfile } from '../../test/associationFixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { AskQuestionPage } from './QuestionPages';

type Mock = MockLink.MockedResponse;

const associationMock: Mock = {
  request: { query: AssociationDocument, variables: { id: 2 } },
  result: { data: { association: associationProfile() } },
  maxUsageCount: FOREVER,
};

beforeEach(() => toastVar(closedToast));

describe('question to an association', () => {
  it('requires the question, limits it to 255 characters, then shows the success message', async () => {
    const user = userEvent.setup();
    const asked: unknown[] = [];
    renderWithProviders(<AskQuestionPage />, {
      route: '/user-question/2',
      path: '/user-question/:idAssociation',
      mocks: [
        associationMock,
        {
          request: { query: AskQuestionDocument, variables: () => true },
          result: (variables: { input: { associationId: number; question: string } }) => {
            asked.push(variables.input);
            return {
              data: {
                askQuestion: {
                  __typename: 'Question',
                  id: 11,
                  associationId: 2,
                  question: variables.input.question,
                  askedAt: '2030-06-01T08:00:00.000Z',
                },
              },
            };
          },
        },
      ],
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: "Fai una domanda all'associazione «Croce Verde»",
      }),
    ).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'La tua domanda' });
    expect(field).toHaveAttribute('maxlength', '255');
    await user.click(screen.getByRole('button', { name: 'Invia domanda' }));
    expect(await screen.findByText('Scrivi una domanda')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.type(field, '  Posso partecipare con mio figlio?  ');
    await user.click(screen.getByRole('button', { name: 'Invia domanda' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Domanda inviata!');
    expect(
      screen.getByText('Croce Verde ti risponderà: troverai la risposta tra le notifiche.'),
    ).toBeInTheDocument();
    expect(asked).toEqual([{ associationId: 2, question: 'Posso partecipare con mio figlio?' }]);
    expect(screen.getByRole('link', { name: "Torna all'associazione" })).toHaveAttribute(
      'href',
      '/association/2',
    );

    await user.click(screen.getByRole('button', { name: "Fai un'altra domanda" }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'La tua domanda' })).toHaveValue(''),
    );
  });

  it('an association that does not exist shows the not-found message', async () => {
    renderWithProviders(<AskQuestionPage />, {
      route: '/user-question/9',
      path: '/user-question/:idAssociation',
      mocks: [
        {
          request: { query: AssociationDocument, variables: { id: 9 } },
          result: { data: { association: null } },
        },
      ],
    });
    expect(await screen.findByText('Associazione non trovata')).toBeInTheDocument();
  });
});
