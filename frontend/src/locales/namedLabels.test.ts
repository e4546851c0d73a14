import italian from './it.json';

/**
 * A control that shows the text `x` and is named `x_named` (to say which row it acts on) must
 * have a name that starts with what it shows: speech input users say what they see ("Vedi
 * turno"), and axe's label-content-name-mismatch fails otherwise (docs/accessibility.md).
 */

// `x_named` keys that do not name a control showing `x`
const NOT_A_VISIBLE_TEXT = new Set([
  // the options button shows an icon only; `admin_menu` is its short name on the event page
  'events.admin_menu_named',
  // headings, not controls: the association's name replaces the generic title
  'calendar.heading_admin_named',
]);

// legal texts hold lists too: anything that is not a string is walked into
type Texts = { [key: string]: unknown };

/** The text at a dotted key ('common.remove'), when it is one. */
function textAt(texts: Texts, path: string): string | undefined {
  const value = path
    .split('.')
    .reduce<unknown>((node, part) => (node as Texts | undefined)?.[part], texts);
  return typeof value === 'string' ? value : undefined;
}

// `x_named` keys of a control that shows a shared text: the rows' "Rimuovi" (ConfirmRemoveButton)
const SHOWN_ELSEWHERE: Record<string, string> = {
  'shifts.remove_named': 'common.remove',
  'shifts.waitlist_remove_named': 'common.remove',
  'volunteers.remove_named': 'common.remove',
};

function namedPairs(texts: Texts, prefix = ''): [string, string, string][] {
  return Object.entries(texts).flatMap(([key, value]) => {
    if (typeof value === 'object' && value !== null) {
      return namedPairs(value as Texts, `${prefix}${key}.`);
    }
    const elsewhere = SHOWN_ELSEWHERE[`${prefix}${key}`];
    const shown = elsewhere ? textAt(italian, elsewhere) : texts[key.replace(/_named$/, '')];
    return key.endsWith('_named') && typeof value === 'string' && typeof shown === 'string'
      ? [[`${prefix}${key}`, shown, value] as [string, string, string]]
      : [];
  });
}

describe('names of controls with a visible text', () => {
  const pairs = namedPairs(italian as Texts).filter(([key]) => !NOT_A_VISIBLE_TEXT.has(key));

  it('are found', () => {
    expect(pairs.map(([key]) => key)).toEqual(
      expect.arrayContaining(['request_shift.open_shift_named', ...Object.keys(SHOWN_ELSEWHERE)]),
    );
  });

  it.each(pairs)('%s starts with the text shown', (_key, shown, named) => {
    expect(named.toLocaleLowerCase('it')).toMatch(
      new RegExp(`^${shown.toLocaleLowerCase('it').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`),
    );
  });
});
