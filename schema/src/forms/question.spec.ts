import { validateWith } from '../validate';
import { questionSchema } from './question';

describe('questionSchema', () => {
  it.each<[unknown, string]>([
    ['Quando si svolge il prossimo evento?', 'ok'],
    ['q'.repeat(255), 'ok'],
    ['q'.repeat(256), 'validation.max_length'],
    ['', 'mandatory_question'],
    ['   ', 'mandatory_question'],
    [undefined, 'mandatory_question'],
  ])('%p -> %s', (question, expected) => {
    const r = validateWith(questionSchema, { question });
    expect(r.ok ? 'ok' : r.key).toBe(expected);
  });
});
