import { LIMITS } from '@insieme/schema';
import { duplicateName } from './duplicate-name';

describe('duplicateName', () => {
  it('adds " (copia)" to the name', () => {
    expect(duplicateName('Festa di primavera')).toBe('Festa di primavera (copia)');
  });

  it('shortens a long name so that the copy keeps within the limit', () => {
    const name = 'x'.repeat(LIMITS.eventNameMax);
    const copy = duplicateName(name);
    expect(copy).toHaveLength(LIMITS.eventNameMax);
    expect(copy).toBe(`${'x'.repeat(LIMITS.eventNameMax - 8)} (copia)`);
  });

  it('does not leave a space or half an emoji before the suffix', () => {
    expect(duplicateName(`${'a'.repeat(31)} bbbbbbbb`)).toBe(`${'a'.repeat(31)} (copia)`);
    const emoji = duplicateName(`${'a'.repeat(31)}🎉bbbbbbb`);
    expect(emoji).toBe(`${'a'.repeat(31)} (copia)`);
    expect(emoji.length).toBeLessThanOrEqual(LIMITS.eventNameMax);
  });
});
