import { validateWith } from '../validate';
import { answerSchema } from './answer';

describe('answerSchema', () => {
  it.each<[unknown, string]>([
    ['Sabato alle 10.', 'ok'],
    ['a'.repeat(255), 'ok'],
    ['a'.repeat(256), 'validation.max_length'],
    ['', 'mandatory_answer'],
    ['   ', 'mandatory_answer'],
    [null, 'mandatory_answer'],
  ])('%p -> %s', (answer, expected) => {
    const r = validateWith(answerSchema, { answer });
    expect(r.ok ? 'ok' : r.key).toBe(expected);
  });

  it('passes max 255', () => {
    expect(validateWith(answerSchema, { answer: 'a'.repeat(256) })).toMatchObject({
      params: { max: 255 },
    });
  });
});
