import { SHIFT_COLORS } from '../limits';
import { validateWith } from '../validate';
import { defaultShiftTitle, shiftSchema } from './shift';

const now = new Date('2025-06-15T10:00:00Z');
const valid = {
  title: 'Mattina',
  description: 'Accoglienza',
  color: SHIFT_COLORS[1],
  startDate: '2025-07-01T09:00:00Z',
  endDate: '2025-07-01T12:00:00Z',
  maxVolunteer: 3,
  openSubscription: false,
};
const check = (patch: object) => {
  const r = validateWith(shiftSchema, { ...valid, ...patch }, { now });
  return r.ok ? 'ok' : `${r.field}: ${r.key}`;
};

describe('defaultShiftTitle', () => {
  it.each([
    [0, 'Turno 1'],
    [1, 'Turno 2'],
    [9, 'Turno 10'],
  ])('%p -> %p', (index, title) => {
    expect(defaultShiftTitle(index)).toBe(title);
  });
});

describe('shiftSchema', () => {
  it.each<[string, object, string]>([
    ['valid', {}, 'ok'],
    ['title empty (default applied by the event)', { title: '' }, 'ok'],
    ['title 50 chars', { title: 't'.repeat(50) }, 'ok'],
    ['title 51 chars', { title: 't'.repeat(51) }, 'title: validation.max_length'],
    ['description 255 chars', { description: 'd'.repeat(255) }, 'ok'],
    [
      'description 256 chars',
      { description: 'd'.repeat(256) },
      'description: validation.max_length',
    ],
    ['description null', { description: null }, 'ok'],
    ['color uppercase', { color: '#0F766E' }, 'ok'],
    ['color outside the palette', { color: '#123456' }, 'color: validation.color_not_valid'],
    ['color missing', { color: undefined }, 'ok'],
    ['start missing', { startDate: undefined }, 'startDate: invalid_start_date'],
    ['start empty', { startDate: '' }, 'startDate: invalid_start_date'],
    ['start malformed', { startDate: '01/07/2025 09:00' }, 'startDate: invalid_start_date'],
    ['start in the past', { startDate: '2025-06-15T09:59:00Z' }, 'startDate: invalid_date'],
    ['start in the current minute', { startDate: '2025-06-15T10:00:00Z' }, 'ok'],
    ['end missing', { endDate: '' }, 'endDate: invalid_end_date'],
    ['end malformed', { endDate: '2025-07-01T25:00' }, 'endDate: invalid_end_date'],
    ['end before start', { endDate: '2025-07-01T08:59:59Z' }, 'endDate: invalid_end_date_shift'],
    ['end equal to start', { endDate: '2025-07-01T09:00:00Z' }, 'ok'],
    [
      'end before start across offsets',
      { endDate: '2025-07-01T10:30:00+02:00' },
      'endDate: invalid_end_date_shift',
    ],
    ['max volunteers 1', { maxVolunteer: 1 }, 'ok'],
    ['max volunteers 0', { maxVolunteer: 0 }, 'maxVolunteer: validation.max_volunteer_not_valid'],
    ['max volunteers -1', { maxVolunteer: -1 }, 'maxVolunteer: validation.max_volunteer_not_valid'],
    [
      'max volunteers 1.5',
      { maxVolunteer: 1.5 },
      'maxVolunteer: validation.max_volunteer_not_valid',
    ],
    [
      'max volunteers text',
      { maxVolunteer: 'tanti' },
      'maxVolunteer: validation.max_volunteer_not_valid',
    ],
    ['max volunteers as a string', { maxVolunteer: '4' }, 'ok'],
    [
      'open subscription not boolean',
      { openSubscription: 'forse' },
      'openSubscription: validation.not_valid',
    ],
    ['id of an existing shift', { id: 7 }, 'ok'],
    ['bad id', { id: -7 }, 'id: validation.not_valid'],
  ])('%s', (_, patch, expected) => {
    expect(check(patch)).toBe(expected);
  });

  it('applies the defaults', () => {
    const r = validateWith(
      shiftSchema,
      {
        startDate: valid.startDate,
        endDate: valid.endDate,
        maxVolunteer: null,
        color: null,
        openSubscription: null,
      },
      { now },
    );
    expect(r).toEqual({
      ok: true,
      value: {
        title: '',
        description: '',
        color: '#0f766e',
        startDate: valid.startDate,
        endDate: valid.endDate,
        maxVolunteer: 1,
        openSubscription: false,
      },
    });
  });
});
