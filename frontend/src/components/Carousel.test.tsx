import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { i18n } from '../app/i18n';
import { theme } from '../app/theme';
import { Carousel } from './Carousel';

const images = [1, 2, 3].map((id) => ({ id, url: `/media/${id}` }));

function renderCarousel() {
  return render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <Carousel label="Foto della festa" images={images} />
      </ThemeProvider>
    </I18nextProvider>,
  );
}

const shown = () => screen.getByRole('img').getAttribute('src');

describe('Carousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('advances every 3 seconds and wraps around', () => {
    renderCarousel();
    expect(shown()).toBe('/media/1');
    act(() => jest.advanceTimersByTime(2999));
    expect(shown()).toBe('/media/1');
    act(() => jest.advanceTimersByTime(1));
    expect(shown()).toBe('/media/2');
    act(() => jest.advanceTimersByTime(6000));
    expect(shown()).toBe('/media/1');
  });

  it('pauses while hovered or focused', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Foto della festa' });
    fireEvent.mouseEnter(region);
    act(() => jest.advanceTimersByTime(9000));
    expect(shown()).toBe('/media/1');
    fireEvent.mouseLeave(region);
    act(() => jest.advanceTimersByTime(3000));
    expect(shown()).toBe('/media/2');
    fireEvent.focus(screen.getByRole('button', { name: 'Foto successiva' }));
    act(() => jest.advanceTimersByTime(9000));
    expect(shown()).toBe('/media/2');
  });

  it('has previous and next buttons and one dot per photo', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Foto precedente' }));
    expect(shown()).toBe('/media/3');
    fireEvent.click(screen.getByRole('button', { name: 'Foto successiva' }));
    expect(shown()).toBe('/media/1');
    const dot = screen.getByRole('button', { name: 'Vai alla foto 2 di 3' });
    fireEvent.click(dot);
    expect(shown()).toBe('/media/2');
    expect(dot).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('img')).toHaveAccessibleName('Foto 2 di 3');
  });
});
