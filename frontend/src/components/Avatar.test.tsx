import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../app/theme';
import { Avatar } from './Avatar';

const wrap = (ui: React.ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('Avatar', () => {
  it('shows the picture, and the placeholder once the picture fails to load (expired link)', () => {
    const { rerender } = wrap(<Avatar src="/media/abc?s=old" alt="Marco" />);
    const image = screen.getByRole('img', { name: 'Marco' });
    fireEvent.error(image);
    expect(screen.queryByRole('img', { name: 'Marco' })).toBeNull();
    // a fresh link is tried again
    rerender(
      <ThemeProvider theme={theme}>
        <Avatar src="/media/abc?s=new" alt="Marco" />
      </ThemeProvider>,
    );
    expect(screen.getByRole('img', { name: 'Marco' })).toHaveAttribute('src', '/media/abc?s=new');
  });

  it('shows the placeholder when there is no picture', () => {
    wrap(<Avatar src={null} alt="Marco" />);
    expect(screen.queryByRole('img', { name: 'Marco' })).toBeNull();
  });
});
