import { isProvinceCode, PROVINCES, provinceName } from './provinces';

describe('PROVINCES', () => {
  it('lists the 107 provinces and metropolitan cities', () => {
    expect(PROVINCES).toHaveLength(107);
  });

  it('has unique two-letter uppercase codes and unique names', () => {
    for (const p of PROVINCES) expect(p.code).toMatch(/^[A-Z]{2}$/);
    expect(new Set(PROVINCES.map((p) => p.code)).size).toBe(107);
    expect(new Set(PROVINCES.map((p) => p.name)).size).toBe(107);
  });

  it('is sorted by name', () => {
    const names = PROVINCES.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'it')));
    expect(names[0]).toBe('Agrigento');
    expect(names[names.length - 1]).toBe('Viterbo');
  });

  it.each([
    ['AG', 'Agrigento'],
    ['AO', 'Aosta'],
    ['AQ', "L'Aquila"],
    ['BT', 'Barletta-Andria-Trani'],
    ['BZ', 'Bolzano'],
    ['FC', 'Forlì-Cesena'],
    ['FM', 'Fermo'],
    ['MB', 'Monza e della Brianza'],
    ['MI', 'Milano'],
    ['MS', 'Massa-Carrara'],
    ['NA', 'Napoli'],
    ['PU', 'Pesaro e Urbino'],
    ['RC', 'Reggio Calabria'],
    ['RE', 'Reggio Emilia'],
    ['RM', 'Roma'],
    ['SP', 'La Spezia'],
    ['SU', 'Sud Sardegna'],
    ['TO', 'Torino'],
    ['VB', 'Verbano-Cusio-Ossola'],
    ['VT', 'Viterbo'],
    ['VV', 'Vibo Valentia'],
  ])('%s is %s', (code, name) => {
    expect(PROVINCES).toContainEqual({ code, name });
    expect(provinceName(code)).toBe(name);
  });

  it.each([
    ['MI', true],
    ['SU', true],
    ['mi', false],
    ['XX', false],
    ['', false],
    ['MIL', false],
    [' MI', false],
    // Abolished Sardinian provinces
    ['CI', false],
    ['VS', false],
    ['OG', false],
    ['OT', false],
  ])('isProvinceCode(%p) is %p', (code, expected) => {
    expect(isProvinceCode(code)).toBe(expected);
  });

  it('provinceName is undefined for an unknown code', () => {
    expect(provinceName('XX')).toBeUndefined();
  });
});
