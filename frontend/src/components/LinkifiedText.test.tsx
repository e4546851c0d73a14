import { render, screen } from '@testing-library/react';
import { LinkifiedText, splitLinks } from './LinkifiedText';

describe('splitLinks', () => {
  it('turns http and https addresses into links, leaving closing punctuation out', () => {
    expect(splitLinks('Vedi https://esempio.it/a?b=1, oppure (http://x.it).')).toEqual([
      { kind: 'text', text: 'Vedi ' },
      { kind: 'link', text: 'https://esempio.it/a?b=1', href: 'https://esempio.it/a?b=1' },
      { kind: 'text', text: ', oppure (' },
      { kind: 'link', text: 'http://x.it', href: 'http://x.it/' },
      { kind: 'text', text: ').' },
    ]);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<b>x</b>',
    'www.esempio.it',
    'mailto:a@b.it',
    'ftp://esempio.it',
  ])('keeps %s as plain text', (text) => {
    expect(splitLinks(text)).toEqual([{ kind: 'text', text }]);
  });
});

describe('LinkifiedText', () => {
  it('renders links that open in a new tab without access to this page', () => {
    render(
      <p>
        <LinkifiedText text={'Iscrizioni su https://esempio.it <img src=x onerror=alert(1)>'} />
      </p>,
    );
    const link = screen.getByRole('link', { name: 'https://esempio.it' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // markup in the text stays text
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText(/<img src=x/)).toBeInTheDocument();
  });
});
