/**
 * The chief town (capoluogo) of every province of `PROVINCES`, with its region and the
 * coordinates of its town hall as ISTAT lists them, rounded to 0.01° (about 1 km): enough to
 * order "associations in the area" by distance between chief towns without any external service.
 * Provinces with more than one chief town use the first ISTAT names (BT Barletta, FC Forlì,
 * MS Massa, PU Pesaro, VB Verbania); Sud Sardegna uses Carbonia.
 */
export const REGIONS = [
  'Abruzzo',
  'Basilicata',
  'Calabria',
  'Campania',
  'Emilia-Romagna',
  'Friuli-Venezia Giulia',
  'Lazio',
  'Liguria',
  'Lombardia',
  'Marche',
  'Molise',
  'Piemonte',
  'Puglia',
  'Sardegna',
  'Sicilia',
  'Toscana',
  'Trentino-Alto Adige',
  'Umbria',
  "Valle d'Aosta",
  'Veneto',
] as const;

export type Region = (typeof REGIONS)[number];

export interface ProvinceCapital {
  /** The chief town's name */
  readonly town: string;
  readonly region: Region;
  /** Degrees north */
  readonly lat: number;
  /** Degrees east */
  readonly lon: number;
}

export const PROVINCE_CAPITALS: Readonly<Record<string, ProvinceCapital>> = {
  AG: { town: 'Agrigento', region: 'Sicilia', lat: 37.31, lon: 13.58 },
  AL: { town: 'Alessandria', region: 'Piemonte', lat: 44.91, lon: 8.61 },
  AN: { town: 'Ancona', region: 'Marche', lat: 43.62, lon: 13.52 },
  AO: { town: 'Aosta', region: "Valle d'Aosta", lat: 45.74, lon: 7.32 },
  AR: { town: 'Arezzo', region: 'Toscana', lat: 43.46, lon: 11.88 },
  AP: { town: 'Ascoli Piceno', region: 'Marche', lat: 42.85, lon: 13.58 },
  AT: { town: 'Asti', region: 'Piemonte', lat: 44.9, lon: 8.21 },
  AV: { town: 'Avellino', region: 'Campania', lat: 40.91, lon: 14.79 },
  BA: { town: 'Bari', region: 'Puglia', lat: 41.12, lon: 16.87 },
  BT: { town: 'Barletta', region: 'Puglia', lat: 41.32, lon: 16.28 },
  BL: { town: 'Belluno', region: 'Veneto', lat: 46.14, lon: 12.22 },
  BN: { town: 'Benevento', region: 'Campania', lat: 41.13, lon: 14.78 },
  BG: { town: 'Bergamo', region: 'Lombardia', lat: 45.7, lon: 9.67 },
  BI: { town: 'Biella', region: 'Piemonte', lat: 45.57, lon: 8.05 },
  BO: { town: 'Bologna', region: 'Emilia-Romagna', lat: 44.49, lon: 11.34 },
  BZ: { town: 'Bolzano', region: 'Trentino-Alto Adige', lat: 46.5, lon: 11.35 },
  BS: { town: 'Brescia', region: 'Lombardia', lat: 45.54, lon: 10.22 },
  BR: { town: 'Brindisi', region: 'Puglia', lat: 40.63, lon: 17.94 },
  CA: { town: 'Cagliari', region: 'Sardegna', lat: 39.22, lon: 9.11 },
  CL: { town: 'Caltanissetta', region: 'Sicilia', lat: 37.49, lon: 14.06 },
  CB: { town: 'Campobasso', region: 'Molise', lat: 41.56, lon: 14.66 },
  CE: { town: 'Caserta', region: 'Campania', lat: 41.07, lon: 14.33 },
  CT: { town: 'Catania', region: 'Sicilia', lat: 37.5, lon: 15.09 },
  CZ: { town: 'Catanzaro', region: 'Calabria', lat: 38.91, lon: 16.59 },
  CH: { town: 'Chieti', region: 'Abruzzo', lat: 42.35, lon: 14.17 },
  CO: { town: 'Como', region: 'Lombardia', lat: 45.81, lon: 9.09 },
  CS: { town: 'Cosenza', region: 'Calabria', lat: 39.3, lon: 16.25 },
  CR: { town: 'Cremona', region: 'Lombardia', lat: 45.13, lon: 10.02 },
  KR: { town: 'Crotone', region: 'Calabria', lat: 39.08, lon: 17.13 },
  CN: { town: 'Cuneo', region: 'Piemonte', lat: 44.39, lon: 7.55 },
  EN: { town: 'Enna', region: 'Sicilia', lat: 37.57, lon: 14.28 },
  FM: { town: 'Fermo', region: 'Marche', lat: 43.16, lon: 13.72 },
  FE: { town: 'Ferrara', region: 'Emilia-Romagna', lat: 44.84, lon: 11.62 },
  FI: { town: 'Firenze', region: 'Toscana', lat: 43.77, lon: 11.25 },
  FG: { town: 'Foggia', region: 'Puglia', lat: 41.46, lon: 15.54 },
  FC: { town: 'Forlì', region: 'Emilia-Romagna', lat: 44.22, lon: 12.04 },
  FR: { town: 'Frosinone', region: 'Lazio', lat: 41.64, lon: 13.35 },
  GE: { town: 'Genova', region: 'Liguria', lat: 44.41, lon: 8.93 },
  GO: { town: 'Gorizia', region: 'Friuli-Venezia Giulia', lat: 45.94, lon: 13.62 },
  GR: { town: 'Grosseto', region: 'Toscana', lat: 42.76, lon: 11.11 },
  IM: { town: 'Imperia', region: 'Liguria', lat: 43.89, lon: 8.03 },
  IS: { town: 'Isernia', region: 'Molise', lat: 41.59, lon: 14.23 },
  AQ: { town: "L'Aquila", region: 'Abruzzo', lat: 42.35, lon: 13.4 },
  SP: { town: 'La Spezia', region: 'Liguria', lat: 44.1, lon: 9.82 },
  LT: { town: 'Latina', region: 'Lazio', lat: 41.47, lon: 12.9 },
  LE: { town: 'Lecce', region: 'Puglia', lat: 40.35, lon: 18.17 },
  LC: { town: 'Lecco', region: 'Lombardia', lat: 45.86, lon: 9.4 },
  LI: { town: 'Livorno', region: 'Toscana', lat: 43.55, lon: 10.31 },
  LO: { town: 'Lodi', region: 'Lombardia', lat: 45.31, lon: 9.5 },
  LU: { town: 'Lucca', region: 'Toscana', lat: 43.84, lon: 10.5 },
  MC: { town: 'Macerata', region: 'Marche', lat: 43.3, lon: 13.45 },
  MN: { town: 'Mantova', region: 'Lombardia', lat: 45.16, lon: 10.79 },
  MS: { town: 'Massa', region: 'Toscana', lat: 44.04, lon: 10.14 },
  MT: { town: 'Matera', region: 'Basilicata', lat: 40.67, lon: 16.6 },
  ME: { town: 'Messina', region: 'Sicilia', lat: 38.19, lon: 15.55 },
  MI: { town: 'Milano', region: 'Lombardia', lat: 45.46, lon: 9.19 },
  MO: { town: 'Modena', region: 'Emilia-Romagna', lat: 44.65, lon: 10.93 },
  MB: { town: 'Monza', region: 'Lombardia', lat: 45.58, lon: 9.27 },
  NA: { town: 'Napoli', region: 'Campania', lat: 40.85, lon: 14.27 },
  NO: { town: 'Novara', region: 'Piemonte', lat: 45.45, lon: 8.62 },
  NU: { town: 'Nuoro', region: 'Sardegna', lat: 40.32, lon: 9.33 },
  OR: { town: 'Oristano', region: 'Sardegna', lat: 39.9, lon: 8.59 },
  PD: { town: 'Padova', region: 'Veneto', lat: 45.41, lon: 11.88 },
  PA: { town: 'Palermo', region: 'Sicilia', lat: 38.12, lon: 13.36 },
  PR: { town: 'Parma', region: 'Emilia-Romagna', lat: 44.8, lon: 10.33 },
  PV: { town: 'Pavia', region: 'Lombardia', lat: 45.19, lon: 9.16 },
  PG: { town: 'Perugia', region: 'Umbria', lat: 43.11, lon: 12.39 },
  PU: { town: 'Pesaro', region: 'Marche', lat: 43.91, lon: 12.91 },
  PE: { town: 'Pescara', region: 'Abruzzo', lat: 42.46, lon: 14.21 },
  PC: { town: 'Piacenza', region: 'Emilia-Romagna', lat: 45.05, lon: 9.69 },
  PI: { town: 'Pisa', region: 'Toscana', lat: 43.72, lon: 10.4 },
  PT: { town: 'Pistoia', region: 'Toscana', lat: 43.93, lon: 10.92 },
  PN: { town: 'Pordenone', region: 'Friuli-Venezia Giulia', lat: 45.96, lon: 12.66 },
  PZ: { town: 'Potenza', region: 'Basilicata', lat: 40.64, lon: 15.81 },
  PO: { town: 'Prato', region: 'Toscana', lat: 43.88, lon: 11.1 },
  RG: { town: 'Ragusa', region: 'Sicilia', lat: 36.93, lon: 14.73 },
  RA: { town: 'Ravenna', region: 'Emilia-Romagna', lat: 44.42, lon: 12.2 },
  RC: { town: 'Reggio Calabria', region: 'Calabria', lat: 38.11, lon: 15.65 },
  RE: { town: 'Reggio Emilia', region: 'Emilia-Romagna', lat: 44.7, lon: 10.63 },
  RI: { town: 'Rieti', region: 'Lazio', lat: 42.4, lon: 12.86 },
  RN: { town: 'Rimini', region: 'Emilia-Romagna', lat: 44.06, lon: 12.57 },
  RM: { town: 'Roma', region: 'Lazio', lat: 41.9, lon: 12.5 },
  RO: { town: 'Rovigo', region: 'Veneto', lat: 45.07, lon: 11.79 },
  SA: { town: 'Salerno', region: 'Campania', lat: 40.68, lon: 14.77 },
  SS: { town: 'Sassari', region: 'Sardegna', lat: 40.73, lon: 8.56 },
  SV: { town: 'Savona', region: 'Liguria', lat: 44.31, lon: 8.48 },
  SI: { town: 'Siena', region: 'Toscana', lat: 43.32, lon: 11.33 },
  SR: { town: 'Siracusa', region: 'Sicilia', lat: 37.08, lon: 15.29 },
  SO: { town: 'Sondrio', region: 'Lombardia', lat: 46.17, lon: 9.87 },
  SU: { town: 'Carbonia', region: 'Sardegna', lat: 39.17, lon: 8.52 },
  TA: { town: 'Taranto', region: 'Puglia', lat: 40.47, lon: 17.24 },
  TE: { town: 'Teramo', region: 'Abruzzo', lat: 42.66, lon: 13.7 },
  TR: { town: 'Terni', region: 'Umbria', lat: 42.56, lon: 12.64 },
  TO: { town: 'Torino', region: 'Piemonte', lat: 45.07, lon: 7.69 },
  TP: { town: 'Trapani', region: 'Sicilia', lat: 38.02, lon: 12.51 },
  TN: { town: 'Trento', region: 'Trentino-Alto Adige', lat: 46.07, lon: 11.12 },
  TV: { town: 'Treviso', region: 'Veneto', lat: 45.67, lon: 12.24 },
  TS: { town: 'Trieste', region: 'Friuli-Venezia Giulia', lat: 45.65, lon: 13.78 },
  UD: { town: 'Udine', region: 'Friuli-Venezia Giulia', lat: 46.06, lon: 13.24 },
  VA: { town: 'Varese', region: 'Lombardia', lat: 45.82, lon: 8.83 },
  VE: { town: 'Venezia', region: 'Veneto', lat: 45.44, lon: 12.33 },
  VB: { town: 'Verbania', region: 'Piemonte', lat: 45.92, lon: 8.55 },
  VC: { town: 'Vercelli', region: 'Piemonte', lat: 45.32, lon: 8.42 },
  VR: { town: 'Verona', region: 'Veneto', lat: 45.44, lon: 10.99 },
  VV: { town: 'Vibo Valentia', region: 'Calabria', lat: 38.68, lon: 16.1 },
  VI: { town: 'Vicenza', region: 'Veneto', lat: 45.55, lon: 11.55 },
  VT: { town: 'Viterbo', region: 'Lazio', lat: 42.42, lon: 12.11 },
};

/** Mean Earth radius (km), as the haversine formula below and the SQL of the backend use it. */
export const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in km between two points (haversine). */
export function greatCircleKm(
  a: { lat: number; lon: number },
  b: { lat: number; lon: number },
): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
