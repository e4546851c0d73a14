import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders';
import { SendMailConfirmRegistrationPage } from './SendMailConfirmRegistrationPage';

describe('/send-mail-confirm-registration', () => {
  const originalLocation = window.location;
  let assign: jest.Mock;

  beforeEach(() => {
    assign = jest.fn();
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...originalLocation, assign },
    });
  });

  afterEach(() => {
    Object.defineProperty(window, 'location', { configurable: true, value: originalLocation });
    jest.useRealTimers();
  });

  it('mentions the spam folder and links to login', () => {
    renderWithProviders(<SendMailConfirmRegistrationPage />);
    expect(screen.getByText(/spam o promozioni/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vai al login' })).toHaveAttribute('href', '/login');
  });

  it('on mobile opens the mail app after 500 ms', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<SendMailConfirmRegistrationPage />);
    await user.click(screen.getByRole('button', { name: 'Apri la posta' }));
    act(() => jest.advanceTimersByTime(499));
    expect(assign).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(assign).toHaveBeenCalledWith('mailto:');
  });
});
