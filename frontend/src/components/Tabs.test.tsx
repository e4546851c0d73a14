import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from '../app/theme';
import { Switch } from './Switch';
import { Tabs } from './Tabs';

const wrap = (ui: React.ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('Tabs', () => {
  it('links tabs and panel and moves with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    wrap(
      <Tabs
        label="Sezioni"
        tabs={[
          { id: 'a', label: 'Uno', panel: <p>Primo</p> },
          { id: 'b', label: 'Due', panel: <p>Secondo</p> },
          { id: 'c', label: 'Tre', panel: <p>Terzo</p> },
        ]}
      />,
    );
    const [one, two, three] = screen.getAllByRole('tab');
    expect(screen.getByRole('tablist', { name: 'Sezioni' })).toBeInTheDocument();
    expect(one).toHaveAttribute('aria-selected', 'true');
    expect(one).toHaveAttribute('tabindex', '0');
    expect(two).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Uno' })).toHaveTextContent('Primo');

    await user.tab();
    expect(one).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(three).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Tre' })).toHaveTextContent('Terzo');
    await user.keyboard('{ArrowRight}');
    expect(one).toHaveFocus();
    await user.keyboard('{End}');
    expect(three).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(one).toHaveAttribute('aria-selected', 'true');
    await user.click(two);
    expect(screen.getByRole('tabpanel', { name: 'Due' })).toHaveTextContent('Secondo');
  });
});

describe('Switch', () => {
  it('is a button with role switch that reports the next value', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const { rerender } = wrap(<Switch label="Socio" checked={false} onChange={onChange} />);
    const control = screen.getByRole('switch', { name: 'Socio' });
    expect(control).toHaveAttribute('aria-checked', 'false');
    await user.click(control);
    expect(onChange).toHaveBeenCalledWith(true);

    rerender(
      <ThemeProvider theme={theme}>
        <Switch label="Socio" checked onChange={onChange} busy />
      </ThemeProvider>,
    );
    expect(control).toHaveAttribute('aria-checked', 'true');
    await user.click(control);
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
