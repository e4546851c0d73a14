import { PROVINCES } from '../provinces';
import { greatCircleKm, PROVINCE_CAPITALS, REGIONS } from './province-capitals';

const capital = (code: string) => PROVINCE_CAPITALS[code];

describe('PROVINCE_CAPITALS', () => {
  it('covers exactly the provinces of the app list', () => {
    expect(Object.keys(PROVINCE_CAPITALS).sort()).toEqual(PROVINCES.map((p) => p.code).sort());
  });

  it('places every chief town in Italy, at 0.01° precision, in one of the 20 regions', () => {
    for (const [code, c] of Object.entries(PROVINCE_CAPITALS)) {
      expect([code, c.lat >= 36.6 && c.lat <= 46.9]).toEqual([code, true]);
      expect([code, c.lon >= 6.9 && c.lon <= 18.6]).toEqual([code, true]);
      expect(Math.round(c.lat * 100) / 100).toBe(c.lat);
      expect(Math.round(c.lon * 100) / 100).toBe(c.lon);
      expect(REGIONS).toContain(c.region);
    }
  });

  it('gives each region its ISTAT number of provinces', () => {
    const count = (region: string) =>
      Object.values(PROVINCE_CAPITALS).filter((c) => c.region === region).length;
    expect(Object.fromEntries(REGIONS.map((r) => [r, count(r)]))).toEqual({
      Abruzzo: 4,
      Basilicata: 2,
      Calabria: 5,
      Campania: 5,
      'Emilia-Romagna': 9,
      'Friuli-Venezia Giulia': 4,
      Lazio: 5,
      Liguria: 4,
      Lombardia: 12,
      Marche: 5,
      Molise: 2,
      Piemonte: 8,
      Puglia: 6,
      Sardegna: 5,
      Sicilia: 9,
      Toscana: 10,
      'Trentino-Alto Adige': 2,
      Umbria: 2,
      "Valle d'Aosta": 1,
      Veneto: 7,
    });
  });

  it.each([
    // known road-atlas distances between chief towns, within 3 %
    ['MI', 'RM', 477],
    ['MI', 'NA', 658],
    ['TO', 'MI', 126],
    ['MI', 'MB', 15],
    ['PA', 'CT', 166],
    ['TS', 'AO', 496],
  ])('%s–%s is about %i km', (a, b, km) => {
    expect(greatCircleKm(capital(a), capital(b))).toBeGreaterThan(km * 0.97);
    expect(greatCircleKm(capital(a), capital(b))).toBeLessThan(km * 1.03);
  });

  it("puts Milano's neighbours nearest to it and Napoli far", () => {
    const fromMilano = Object.keys(PROVINCE_CAPITALS)
      .filter((code) => code !== 'MI')
      .sort(
        (a, b) =>
          greatCircleKm(capital('MI'), capital(a)) - greatCircleKm(capital('MI'), capital(b)),
      );
    expect(fromMilano.slice(0, 4).sort()).toEqual(['CO', 'LO', 'MB', 'PV']);
    expect(fromMilano.indexOf('NA')).toBeGreaterThan(60);
  });
});
