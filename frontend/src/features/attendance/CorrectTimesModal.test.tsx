import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../app/theme';
import { CorrectTimesModal } from './CorrectTimesModal';

const refusal = new CombinedGraphQLErrors({
  errors: [
    {
      message: 'Gli orari non possono essere successivi a questo momento',
      extensions: {
        code: 'BAD_USER_INPUT',
        key: 'attendance.time_in_future',
        field: 'checkedOutAt',
      },
    },
  ],
});

function renderModal(onSave: jest.Mock) {
  render(
    <ThemeProvider theme={theme}>
      <CorrectTimesModal
        open
        person="Bruno Rossi"
        checkedInAt="2030-05-12T07:10:00.000Z"
        checkedOutAt="2030-05-12T11:00:00.000Z"
        onSave={onSave}
        onClose={jest.fn()}
      />
    </ThemeProvider>,
  );
}

describe('CorrectTimesModal', () => {
  it("sends the times as instants and shows the server's refusal above the form until the next attempt", async () => {
    const user = userEvent.setup();
    const onSave = jest.fn().mockRejectedValue(refusal);
    renderModal(onSave);

    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(onSave).toHaveBeenCalledWith({
      checkedInAt: '2030-05-12T07:10:00.000Z',
      checkedOutAt: '2030-05-12T11:00:00.000Z',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Gli orari non possono essere successivi a questo momento',
    );

    // a refused attempt takes the old refusal away and shows its own message
    fireEvent.change(screen.getByLabelText('Uscita'), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.getByLabelText('Uscita')).toHaveFocus());
    expect(screen.getByLabelText('Uscita')).toHaveAccessibleDescription("Indica l'orario");
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onSave).toHaveBeenCalledTimes(1);
  });
});
