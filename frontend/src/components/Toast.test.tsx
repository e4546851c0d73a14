import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { showToast, toastVar } from '../app/clientState';
import { theme } from '../app/theme';
import { ToastHost } from './Toast';

function renderToast() {
  return render(
    <ThemeProvider theme={theme}>
      <p>Altro contenuto</p>
      <ToastHost />
    </ThemeProvider>,
  );
}

beforeEach(() => toastVar({ open: false, message: '', type: 'error' }));
afterEach(() => jest.useRealTimers());

describe('ToastHost', () => {
  it('announces errors as alerts and closes by itself after 5 seconds', () => {
    jest.useFakeTimers();
    renderToast();
    act(() => showToast('Sessione scaduta!'));
    expect(screen.getByRole('alert')).toHaveTextContent('Sessione scaduta!');

    act(() => jest.advanceTimersByTime(4_999));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is not closed by a click elsewhere, only by its close button', async () => {
    const user = userEvent.setup();
    renderToast();
    act(() => showToast('Profilo aggiornato', 'success'));
    expect(screen.getByRole('status')).toHaveTextContent('Profilo aggiornato');

    fireEvent.mouseDown(screen.getByText('Altro contenuto'));
    await user.click(screen.getByText('Altro contenuto'));
    expect(screen.getByRole('status')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Chiudi il messaggio' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('a new message restarts the 5 second timer', () => {
    jest.useFakeTimers();
    renderToast();
    act(() => showToast('Primo'));
    act(() => jest.advanceTimersByTime(4_000));
    act(() => showToast('Secondo'));
    act(() => jest.advanceTimersByTime(4_000));
    expect(screen.getByRole('alert')).toHaveTextContent('Secondo');
    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
