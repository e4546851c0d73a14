import { validateWith } from '../validate';
import { eventSchema } from './event';

const now = new Date('2025-06-15T10:00:00Z');
const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const shift = (patch: object = {}) => ({
  title: 'Mattina',
  startDate: '2025-07-01T09:00:00Z',
  endDate: '2025-07-01T12:00:00Z',
  ...patch,
});
const valid = {
  name: 'Pulizia del parco',
  description: 'Raccolta rifiuti nel parco.',
  street: 'Via Roma 1',
  town: 'Milano',
  province: 'MI',
  startDate: '2025-07-01T09:00:00Z',
  endDate: '2025-07-01T18:00:00Z',
  public: true,
  topicIds: [1],
  eventTypeIds: [2, 3],
  photos: [PNG],
  shifts: [shift()],
};
const check = (patch: object) => {
  const r = validateWith(eventSchema, { ...valid, ...patch }, { now });
  return r.ok ? 'ok' : `${r.field}: ${r.key}`;
};

describe('eventSchema', () => {
  it.each<[string, object, string]>([
    ['valid', {}, 'ok'],
    ['name empty', { name: '' }, 'name: create_event.mandatory_name'],
    ['name blank', { name: '   ' }, 'name: create_event.mandatory_name'],
    ['name 40 chars', { name: 'e'.repeat(40) }, 'ok'],
    ['name 41 chars', { name: 'e'.repeat(41) }, 'name: validation.max_length'],
    ['description empty', { description: '' }, 'ok'],
    ['description 1000 chars', { description: 'd'.repeat(1000) }, 'ok'],
    [
      'description 1001 chars',
      { description: 'd'.repeat(1001) },
      'description: validation.max_length',
    ],
    ['street empty', { street: '' }, 'street: invalid_address'],
    ['street 150 chars', { street: 's'.repeat(150) }, 'ok'],
    ['street 151 chars', { street: 's'.repeat(151) }, 'street: validation.max_length'],
    ['town empty', { town: '' }, 'town: invalid_address'],
    ['town 61 chars', { town: 't'.repeat(61) }, 'town: validation.max_length'],
    ['province empty', { province: '' }, 'province: invalid_address'],
    ['province unknown', { province: 'XX' }, 'province: validation.province_not_valid'],
    ['start missing', { startDate: undefined }, 'startDate: invalid_start_date'],
    ['start malformed', { startDate: 'domani' }, 'startDate: invalid_start_date'],
    ['start in the past', { startDate: '2025-06-14T09:00:00Z' }, 'startDate: invalid_date'],
    ['start one minute ago', { startDate: '2025-06-15T09:59:00Z' }, 'startDate: invalid_date'],
    ['start in the current minute', { startDate: '2025-06-15T10:00:00Z' }, 'ok'],
    ['end missing', { endDate: '' }, 'endDate: invalid_end_date'],
    ['end malformed', { endDate: '2025-02-30T10:00' }, 'endDate: invalid_end_date'],
    ['end before start', { endDate: '2025-07-01T08:00:00Z' }, 'endDate: invalid_end_date_event'],
    ['end equal to start', { endDate: '2025-07-01T09:00:00Z' }, 'ok'],
    ['3 photos', { photos: [PNG, PNG, '/media/3'] }, 'ok'],
    ['4 photos', { photos: [PNG, PNG, PNG, PNG] }, 'photos: error_number_image'],
    ['no photos', { photos: [] }, 'ok'],
    [
      'a photo that is not an image',
      { photos: ['data:text/plain;base64,QUJD'] },
      'photos[0]: validation.image_type',
    ],
    ['no shifts', { shifts: [] }, 'ok'],
    [
      'shift end before start',
      { shifts: [shift(), shift({ endDate: '2025-07-01T08:00:00Z' })] },
      'shifts[1].endDate: invalid_end_date_shift',
    ],
    [
      'shift start in the past',
      { shifts: [shift({ startDate: '2025-06-01T09:00:00Z' })] },
      'shifts[0].startDate: invalid_date',
    ],
    [
      'shift title 51 chars',
      { shifts: [shift({ title: 't'.repeat(51) })] },
      'shifts[0].title: validation.max_length',
    ],
    [
      'shift max volunteers 0',
      { shifts: [shift({ maxVolunteer: 0 })] },
      'shifts[0].maxVolunteer: validation.max_volunteer_not_valid',
    ],
    ['topic id invalid', { topicIds: ['x'] }, 'topicIds[0]: validation.not_valid'],
    ['shifts not a list', { shifts: 'x' }, 'shifts: validation.not_valid'],
    [
      'everything empty: name first',
      { name: '', street: '', startDate: '' },
      'name: create_event.mandatory_name',
    ],
  ])('%s', (_, patch, expected) => {
    expect(check(patch)).toBe(expected);
  });

  it('passes max 3 for the photos', () => {
    expect(
      validateWith(eventSchema, { ...valid, photos: [PNG, PNG, PNG, PNG] }, { now }),
    ).toMatchObject({
      params: { max: 3 },
    });
  });

  it('applies defaults: shift titles, colours, public, lists', () => {
    const r = validateWith(
      eventSchema,
      {
        name: ' Pulizia ',
        street: 'Via Roma, 1',
        town: 'Milano',
        province: 'mi',
        startDate: valid.startDate,
        endDate: valid.endDate,
        shifts: [shift({ title: '' }), shift({ title: 'Pomeriggio' }), shift({ title: null })],
      },
      { now },
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toMatchObject({
      name: 'Pulizia',
      description: '',
      street: 'Via Roma 1',
      province: 'MI',
      public: false,
      topicIds: [],
      eventTypeIds: [],
      photos: [],
    });
    expect(r.value.shifts.map((s) => s.title)).toEqual(['Turno 1', 'Pomeriggio', 'Turno 3']);
    expect(r.value.shifts.map((s) => [s.color, s.maxVolunteer, s.openSubscription])).toEqual([
      ['#0f766e', 1, false],
      ['#0f766e', 1, false],
      ['#0f766e', 1, false],
    ]);
  });
});
