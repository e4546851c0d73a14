import { isMultiLineText, isSingleLineText } from '../rules';
import { validateWith } from '../validate';
import { associationDataSchema } from './association-data';
import { associationLegalDataSchema } from './association-legal-data';
import { editUserSchema } from './edit-user';
import { eventSchema } from './event';
import { notificationSchema } from './notification';
import { registerCorrectionSchema, registerDataSchema } from './register';
import { registrationAccountSchema } from './registration-account';
import { shiftSchema } from './shift';

// issue 31: single-line fields refuse control characters, line breaks and bidirectional
// overrides; multi-line fields keep their line breaks and refuse the rest
const RLO = '\u202E';
const LRI = '\u2066';
const REFUSED_IN_A_LINE = [
  '\n',
  '\r',
  '\t',
  '\u0000',
  '\u001B',
  '\u0085',
  '\u2028',
  RLO,
  '\u202A',
  LRI,
  '\u2069',
];

describe('isSingleLineText / isMultiLineText', () => {
  it.each(REFUSED_IN_A_LINE)('a line refuses U+%#', (c) => {
    expect(isSingleLineText(`Ma${c}ria`)).toBe(false);
  });

  it('accepts names in any script, and the implicit direction marks', () => {
    for (const name of [
      'Ștefan Țurcanu',
      'Олена Коваль',
      'محمد الأحمد',
      '王秀英',
      "D'Angelo",
      'José\u200F',
    ])
      expect(isSingleLineText(name)).toBe(true);
  });

  it('several lines keep line breaks and tabs, and refuse the other controls and the overrides', () => {
    expect(isMultiLineText('Prima riga\r\nseconda\triga')).toBe(true);
    for (const c of ['\u0000', '\u0007', '\u001B', '\u009B', RLO, LRI])
      expect(isMultiLineText(`a${c}b`)).toBe(false);
  });
});

describe('the forms: every single-line field refuses them (validation.invalid_characters)', () => {
  const now = new Date('2025-06-15T10:00:00Z');
  const first = (schema: Parameters<typeof validateWith>[0], values: object) => {
    const r = validateWith(schema, values, { now });
    return r.ok ? 'ok' : `${r.field}: ${r.key}`;
  };
  const user = { name: 'Maria', surname: 'Rossi', phone: '3331234567', birthDate: '1990-05-20' };

  it.each<[string, Parameters<typeof validateWith>[0], object, string]>([
    ['profile name', editUserSchema, { ...user, name: 'Ma\nria' }, 'name'],
    ['profile surname', editUserSchema, { ...user, surname: `Rossi${RLO}` }, 'surname'],
    [
      'registration surname',
      registrationAccountSchema,
      { name: 'Maria', surname: 'Ros\tsi', email: 'm@example.org', password: 'Password1!' },
      'surname',
    ],
    ['birth place', registerDataSchema, { birthPlace: 'Milano\r\n' + 'X' }, 'birthPlace'],
    ['residence', registerDataSchema, { residence: `Via Roma 1${LRI}` }, 'residence'],
    ['domicile', registerDataSchema, { domicile: 'Via\u2028Roma' }, 'domicile'],
    ['a correction of the surname', registerCorrectionSchema, { surname: `A${RLO}B` }, 'surname'],
    ['RUNTS number', associationLegalDataSchema, { runtsNumber: '12\n34' }, 'runtsNumber'],
    [
      'association name',
      associationDataSchema,
      {
        name: `Croce${RLO} Verde`,
        street: 'Via Roma 1',
        town: 'Milano',
        province: 'MI',
        description: 'x',
        dateOfFoundation: '2000-01-01',
      },
      'name',
    ],
    [
      'association street',
      associationDataSchema,
      {
        name: 'Croce Verde',
        street: 'Via\nRoma 1',
        town: 'Milano',
        province: 'MI',
        description: 'x',
        dateOfFoundation: '2000-01-01',
      },
      'street',
    ],
    ['notification title', notificationSchema, { title: 'Avviso\nimportante' }, 'title'],
    ['shift title', shiftSchema, { title: `Turno${RLO}` }, 'title'],
  ])('%s', (_label, schema, values, field) => {
    expect(first(schema, values)).toBe(`${field}: validation.invalid_characters`);
  });

  it("an event's name and town refuse them; its description keeps line breaks, not overrides", () => {
    const event = {
      name: 'Raccolta',
      description: 'Prima riga\nseconda riga',
      street: 'Via Roma 1',
      town: 'Milano',
      province: 'MI',
      startDate: '2025-07-01T08:00:00.000Z',
      endDate: '2025-07-01T12:00:00.000Z',
    };
    expect(first(eventSchema, event)).toBe('ok');
    expect(first(eventSchema, { ...event, name: 'Rac\ncolta' })).toBe(
      'name: validation.invalid_characters',
    );
    expect(first(eventSchema, { ...event, town: `Mi${LRI}lano` })).toBe(
      'town: validation.invalid_characters',
    );
    expect(first(eventSchema, { ...event, description: `a${RLO}b` })).toBe(
      'description: validation.invalid_characters',
    );
  });
});
