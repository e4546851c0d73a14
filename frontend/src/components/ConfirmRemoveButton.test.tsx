import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from '../app/theme';
import { ConfirmRemoveButton } from './ConfirmRemoveButton';

function renderButton(onRemove: () => Promise<void>, busy = false) {
  return render(
    <ThemeProvider theme={theme}>
      <ConfirmRemoveButton
        label="Rimuovi Giulia Neri"
        title="Rimuovere Giulia Neri dal turno?"
        text="Il posto tornerà disponibile."
        busy={busy}
        onRemove={onRemove}
      />
    </ThemeProvider>,
  );
}

const opener = () => screen.getByRole('button', { name: 'Rimuovi Giulia Neri' });

describe('ConfirmRemoveButton', () => {
  it('shows "Rimuovi" and asks before removing', async () => {
    const user = userEvent.setup();
    renderButton(jest.fn());
    expect(opener()).toHaveTextContent(/^Rimuovi$/);

    await user.click(opener());
    const dialog = screen.getByRole('dialog', { name: 'Rimuovere Giulia Neri dal turno?' });
    expect(dialog).toHaveAccessibleDescription('Il posto tornerà disponibile.');
    expect(within(dialog).getByRole('button', { name: 'Annulla' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Rimuovi' })).toBeEnabled();
  });

  it('"Annulla" and Escape remove nothing and give the focus back', async () => {
    const user = userEvent.setup();
    const onRemove = jest.fn(() => Promise.resolve());
    renderButton(onRemove);

    await user.click(opener());
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener()).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener()).toHaveFocus();
    expect(onRemove).not.toHaveBeenCalled();
  });

  it('"Rimuovi" in the dialog removes once, then closes it', async () => {
    const user = userEvent.setup();
    let settle: () => void = () => undefined;
    const onRemove = jest.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    renderButton(onRemove);

    await user.click(opener());
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Rimuovi' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
    // open while the removal runs (its outcome is the caller's toast)
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    settle();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener()).toHaveFocus();
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('while busy, both buttons of the dialog wait', async () => {
    const user = userEvent.setup();
    renderButton(jest.fn(), true);
    await user.click(opener());
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Annulla' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Rimuovi' })).toBeDisabled();
  });
});
