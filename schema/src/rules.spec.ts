import {
  ageOn,
  areAttendanceTimesInOrder,
  isAllowedAge,
  isEmpty,
  isFutureDate,
  isValidEmail,
  isValidIsoDate,
  isValidPassword,
  isValidPhone,
  isValidUrl,
  joinAddress,
  normalizeUrl,
  PASSWORD_SYMBOLS,
  splitAddress,
  stripCommas,
} from './rules';

describe('isValidPassword', () => {
  it('uses the symbols of the spec', () => {
    expect(PASSWORD_SYMBOLS).toBe('!@#$%^&*()_-+=');
  });

  it.each([
    ['Abcdef1!', true, '8 chars, all classes'],
    ['Abcde1!', false, '7 chars'],
    ['', false, 'empty'],
    ['abcdef1!', false, 'no uppercase'],
    ['Abcdefg!', false, 'no digit'],
    ['Abcdefg1', false, 'no symbol'],
    ['ABCDEF1!', true, 'no lowercase needed'],
    ['Abcdef1 !', false, 'space'],
    [' Abcdef1!', false, 'leading space'],
    ['Abcdef1!è', false, 'accented letter'],
    ['Abcdef1?', false, 'symbol outside the list'],
    ['Abcdef1!?', false, 'one symbol outside the list'],
    ['Abcdef1!~', false, 'tilde'],
    ['Abcdef1!.', false, 'dot'],
    ['Abcdef1\\', false, 'backslash'],
    ['Ab1!'.repeat(32), true, '128 chars'],
    ['Ab1!'.repeat(64), true, '256 chars'],
  ])('%p -> %p (%s)', (password, expected) => {
    expect(isValidPassword(password)).toBe(expected);
  });

  it.each([...PASSWORD_SYMBOLS])('accepts the symbol %p', (symbol) => {
    expect(isValidPassword(`Abcdef1${symbol}`)).toBe(true);
  });
});

describe('isValidEmail', () => {
  const domain = '@example.it';
  it.each([
    ['mario.rossi@example.it', true],
    ['a@b.co', true],
    ['mario+tag@example.co.uk', true],
    ['mario_rossi-1@sub.example-site.org', true],
    [`${'a'.repeat(60 - domain.length)}${domain}`, true], // 60 chars
    [`${'a'.repeat(61 - domain.length)}${domain}`, false], // 61 chars
    ['mario rossi@example.it', false],
    [' mario@example.it', false],
    ['mario@example.it ', false],
    ['mario\t@example.it', false],
    ['mario@exa mple.it', false],
    ['mario@example', false],
    ['mario@example.i', false],
    ['mario@example.123', false],
    ['@example.it', false],
    ['mario@', false],
    ['mario', false],
    ['mario@@example.it', false],
    ['mario@ex@ample.it', false],
    ['mario@.it', false],
    ['mario@example..it', false],
    ['mario@-example.it', false],
    ['.mario@example.it', false],
    ['mario.@example.it', false],
    ['mario..rossi@example.it', false],
    ['', false],
  ])('%p -> %p', (email, expected) => {
    expect(isValidEmail(email)).toBe(expected);
  });
});

describe('isValidPhone', () => {
  it.each([
    ['3331234567', true],
    ['0612345678', true],
    ['333123456', false], // 9 digits
    ['33312345678', false], // 11 digits
    ['333 123456', false],
    ['+393331234', false],
    ['333123456a', false],
    ['３３３１２３４５６７', false], // full-width digits
    [' 3331234567', false],
    ['', false],
  ])('%p -> %p', (phone, expected) => {
    expect(isValidPhone(phone)).toBe(expected);
  });
});

describe('isValidIsoDate', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2000-02-29', true],
    ['1900-02-29', false],
    ['2024-02-30', false],
    ['2023-04-30', true],
    ['2023-04-31', false],
    ['2024-12-31', true],
    ['2024-12-32', false],
    ['2024-13-01', false],
    ['2024-00-10', false],
    ['2024-01-00', false],
    ['2024-1-01', false],
    ['2024-01-1', false],
    ['24-01-01', false],
    ['2024-01-01T00:00', false],
    [' 2024-01-01', false],
    ['01/01/2024', false],
    ['', false],
  ])('%p -> %p', (date, expected) => {
    expect(isValidIsoDate(date)).toBe(expected);
  });
});

describe('ageOn', () => {
  it.each([
    ['2000-06-15', '2018-06-15', 18],
    ['2000-06-16', '2018-06-15', 17],
    ['2000-07-01', '2018-06-15', 17],
    ['2000-05-31', '2018-06-15', 18],
    ['2000-06-15', '2000-06-15', 0],
    ['2004-02-29', '2022-02-28', 17],
    ['2004-02-29', '2022-03-01', 18],
    ['2004-02-29', '2024-02-29', 20],
    ['1925-06-15', '2025-06-15', 100],
    ['1924-06-15', '2025-06-15', 101],
  ])('born %s, on %s -> %p', (birth, today, expected) => {
    expect(ageOn(birth, today)).toBe(expected);
  });

  it.each([
    ['2023-02-29', '2025-01-01'],
    ['2000-01-01', 'today'],
  ])('is NaN for invalid dates (%s, %s)', (birth, today) => {
    expect(ageOn(birth, today)).toBeNaN();
  });
});

describe('isAllowedAge', () => {
  const today = '2025-06-15';
  it.each([
    ['2007-06-15', true, 'turns 18 today'],
    ['2007-06-16', false, '18 tomorrow (one day short)'],
    ['2007-06-14', true, '18 since yesterday'],
    ['1925-06-15', true, 'exactly 100 today'],
    ['1924-06-16', true, '100, 101 tomorrow'],
    ['1924-06-15', false, 'turns 101 today'],
    ['1900-01-01', false, '125'],
    ['2030-01-01', false, 'not born yet'],
    ['2007-02-29', false, 'invalid date'],
    ['', false, 'empty'],
  ])('born %s -> %p (%s)', (birth, expected) => {
    expect(isAllowedAge(birth, today)).toBe(expected);
  });

  it('defaults to today in Europe/Rome', () => {
    // 22:30 UTC on 14 June 2025 is already 15 June in Rome.
    jest.useFakeTimers().setSystemTime(new Date('2025-06-14T22:30:00Z'));
    try {
      expect(isAllowedAge('2007-06-15')).toBe(true);
      expect(isAllowedAge('2007-06-16')).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('isFutureDate', () => {
  const today = '2025-06-15';
  it.each([
    ['2025-06-16', true],
    ['2028-02-29', true],
    ['2025-06-15', false],
    ['2025-06-14', false],
    ['2026-02-29', false], // invalid
    ['soon', false],
  ])('%p -> %p', (date, expected) => {
    expect(isFutureDate(date, today)).toBe(expected);
  });

  it('defaults to today in Europe/Rome', () => {
    jest.useFakeTimers().setSystemTime(new Date('2025-06-14T22:30:00Z'));
    try {
      expect(isFutureDate('2025-06-15')).toBe(false);
      expect(isFutureDate('2025-06-16')).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('isEmpty', () => {
  it.each<[string, unknown, boolean]>([
    ['null', null, true],
    ['undefined', undefined, true],
    ['empty string', '', true],
    ['whitespace-only string', ' \t\n ', true],
    ['empty array', [], true],
    ['empty plain object', {}, true],
    ['empty null-prototype object', Object.create(null), true],
    ['empty Map', new Map(), true],
    ['empty Set', new Set(), true],
    ['NaN', Number.NaN, true],
    ['0', 0, false],
    ['-0', -0, false],
    ['Infinity', Infinity, false],
    ['false', false, false],
    ['true', true, false],
    ['non-empty string', 'a', false],
    ['padded string', ' a ', false],
    ['array with 0', [0], false],
    ['array with undefined', [undefined], false],
    ['object with an undefined key', { a: undefined }, false],
    ['Map with an entry', new Map([[1, 1]]), false],
    ['Set with a value', new Set([1]), false],
    ['Date', new Date(0), false],
    ['function', () => 1, false],
  ])('%s -> %p', (_, value, expected) => {
    expect(isEmpty(value)).toBe(expected);
  });
});

describe('isValidUrl', () => {
  it.each([
    ['https://example.org/x', true],
    ['http://example.org', true],
    ['https://example.org/', true],
    ['https://sub.example.co.uk:8080/a/b?c=d&e=f#g', true],
    ['HTTPS://EXAMPLE.ORG', true],
    ['https://www.comune.forlì.it', true],
    ['https://my-association.it?x=1', true],
    ['www.example.org', true],
    ['WWW.Example.org/chi-siamo', true],
    ['ftp://x', false],
    ['ftp://example.org', false],
    ['example', false],
    ['example.org', false],
    ['http://', false],
    ['https://', false],
    ['https://example', false],
    ['http://localhost:3000', false],
    ['https://example.123', false],
    ['https://-example.org', false],
    ['https://example-.org', false],
    ['https://exa mple.org', false],
    ['https://example.org/a b', false],
    [' https://example.org', false],
    ['www.', false],
    ['www.example', false],
    ['javascript:alert(1)', false],
    ['mailto:info@example.org', false],
    ['//example.org', false],
    [`https://example.org/${'a'.repeat(2100)}`, false],
    ['', false],
  ])('%p -> %p', (url, expected) => {
    expect(isValidUrl(url)).toBe(expected);
  });
});

describe('normalizeUrl', () => {
  it.each([
    ['www.example.org', 'https://www.example.org'],
    ['  www.example.org/x ', 'https://www.example.org/x'],
    ['http://example.org', 'http://example.org'],
    ['https://www.example.org', 'https://www.example.org'],
  ])('%p -> %p', (url, expected) => {
    expect(normalizeUrl(url)).toBe(expected);
  });
});

describe('addresses', () => {
  it.each([
    ['Via Roma, 1', 'Via Roma 1'],
    [',,a,b,', 'ab'],
    ['no commas', 'no commas'],
    ['', ''],
  ])('stripCommas(%p) -> %p', (s, expected) => {
    expect(stripCommas(s)).toBe(expected);
  });

  it.each([
    [{ street: 'Via Roma 1', town: 'Milano', province: 'MI' }, 'Via Roma 1, Milano, MI'],
    [
      { street: ' Via Roma, 1 ', town: ' Reggio, Emilia ', province: ' re ' },
      'Via Roma 1, Reggio Emilia, RE',
    ],
    [{ street: 'Piazza Duomo', town: '', province: 'MI' }, 'Piazza Duomo, , MI'],
  ])('joinAddress(%p) -> %p', (parts, expected) => {
    expect(joinAddress(parts)).toBe(expected);
  });

  it.each([
    ['Via Roma 1, Milano, MI', { street: 'Via Roma 1', town: 'Milano', province: 'MI' }],
    ['  Via Roma 1 ,Milano,MI  ', { street: 'Via Roma 1', town: 'Milano', province: 'MI' }],
    ['Via Roma, 1, Milano, MI', { street: 'Via Roma, 1', town: 'Milano', province: 'MI' }],
    ['Via Roma 1, Milano', { street: 'Via Roma 1', town: 'Milano', province: '' }],
    ['Via Roma 1, MI', { street: 'Via Roma 1', town: '', province: 'MI' }],
    ['Via Roma 1', { street: 'Via Roma 1', town: '', province: '' }],
    ['', { street: '', town: '', province: '' }],
    ['Piazza Duomo, , MI', { street: 'Piazza Duomo', town: '', province: 'MI' }],
  ])('splitAddress(%p) -> %p', (address, expected) => {
    expect(splitAddress(address)).toEqual(expected);
  });

  it('splitAddress inverts joinAddress', () => {
    const parts = { street: 'Corso Vittorio Emanuele II 12', town: 'Torino', province: 'TO' };
    expect(splitAddress(joinAddress(parts))).toEqual(parts);
  });
});

describe('areAttendanceTimesInOrder', () => {
  const at = (time: string) => new Date(`2025-06-15T${time}:00Z`);
  it.each<[string, Date | null, Date | null, boolean]>([
    ['check-out after check-in', at('09:00'), at('12:00'), true],
    ['check-out equal to check-in (no minutes)', at('09:00'), at('09:00'), true],
    ['check-out a minute before check-in', at('09:00'), at('08:59'), false],
    ['check-in only (still in)', at('09:00'), null, true],
    ['neither', null, null, true],
    ['check-out without check-in', null, at('12:00'), false],
  ])('%s', (_, checkedIn, checkedOut, expected) => {
    expect(areAttendanceTimesInOrder(checkedIn, checkedOut)).toBe(expected);
  });

  it('reads milliseconds as the forms give them, across days', () => {
    const evening = Date.parse('2025-06-15T22:00:00Z');
    const morning = Date.parse('2025-06-16T02:00:00Z');
    expect(areAttendanceTimesInOrder(evening, morning)).toBe(true);
    expect(areAttendanceTimesInOrder(morning, evening)).toBe(false);
  });
});
