import { personName } from './person-name';

describe('personName', () => {
  it('writes an East Asian name family name first, without a space', () => {
    expect(personName('秀英', '王')).toBe('王秀英');
    expect(personName('花子', '山田')).toBe('山田花子');
    expect(personName('민준', '김')).toBe('김민준');
  });

  it('keeps every other name as typed, name then surname', () => {
    expect(personName('Ștefan', 'Țurcanu')).toBe('Ștefan Țurcanu');
    expect(personName('محمد', 'الأحمد')).toBe('محمد الأحمد');
    expect(personName('王秀英', 'Wang')).toBe('王秀英 Wang');
    expect(personName('Anna 😀', 'Rossi')).toBe('Anna 😀 Rossi');
  });
});
