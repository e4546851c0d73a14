import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../app/theme';
import { Button } from './Button';
import { Modal, ModalActions } from './Modal';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <ThemeProvider theme={theme}>
      <Button onClick={() => setOpen(true)}>Apri</Button>
      <Modal open={open} onClose={() => setOpen(false)} title="Conferma">
        <ModalActions>
          <Button onClick={() => setOpen(false)}>Annulla azione</Button>
          <Button>Conferma azione</Button>
        </ModalActions>
      </Modal>
    </ThemeProvider>
  );
}

describe('Modal', () => {
  it('is a labelled modal dialog that takes focus and keeps Tab inside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Apri' }));

    const dialog = screen.getByRole('dialog', { name: 'Conferma' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Chiudi' })).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Annulla azione' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Conferma azione' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Chiudi' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Conferma azione' })).toHaveFocus();
  });

  it('closes on Escape after its transition and gives focus back', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Apri' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Apri' })).toHaveFocus();
    // kept mounted for the 300 ms transition, then removed
    expect(screen.getByRole('dialog', { hidden: true })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
