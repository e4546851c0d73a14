import { formatMessage } from '../messages';
import { validateWith } from '../validate';
import { eventTypePreferencesSchema } from './event-type-preferences';

describe('eventTypePreferencesSchema', () => {
  it.each<[unknown, string]>([
    [[], 'ok'],
    [[1, 2, 3, 4, 5, 6], 'ok'],
    [[1, 2, 3, 4, 5, 6, 7], 'max_event_type'],
    [['x'], 'validation.not_valid'],
  ])('preferences %p -> %s', (preferences, expected) => {
    const r = validateWith(eventTypePreferencesSchema, { preferences });
    expect(r.ok ? 'ok' : r.key).toBe(expected);
  });

  it('passes max 6, which formats into the Italian text', () => {
    const r = validateWith(eventTypePreferencesSchema, { preferences: [1, 2, 3, 4, 5, 6, 7] });
    expect(r).toEqual({
      ok: false,
      key: 'max_event_type',
      field: 'preferences',
      params: { max: 6 },
    });
    if (!r.ok)
      expect(formatMessage(r.key, r.params)).toBe('Puoi scegliere al massimo 6 tipi di evento');
  });
});
