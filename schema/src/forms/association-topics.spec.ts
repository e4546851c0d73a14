import { validateWith } from '../validate';
import { associationTopicsSchema } from './association-topics';

describe('associationTopicsSchema', () => {
  it.each<[unknown, string]>([
    [[], 'ok'],
    [undefined, 'ok'],
    [[1], 'ok'],
    [[1, 2, 3], 'ok'],
    [[1, 2, 3, 4], 'validation.max_topic'],
    [['2'], 'ok'],
    [['a'], 'validation.not_valid'],
    [[1.5], 'validation.not_valid'],
    [[0], 'validation.not_valid'],
    ['1,2', 'validation.not_valid'],
  ])('topicIds %p -> %s', (topicIds, expected) => {
    const r = validateWith(associationTopicsSchema, { topicIds });
    expect(r.ok ? 'ok' : r.key).toBe(expected);
  });

  it('passes max 3', () => {
    expect(validateWith(associationTopicsSchema, { topicIds: [1, 2, 3, 4] })).toEqual({
      ok: false,
      key: 'validation.max_topic',
      field: 'topicIds',
      params: { max: 3 },
    });
  });
});
