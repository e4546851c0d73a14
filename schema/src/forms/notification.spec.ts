import { validateWith } from '../validate';
import { notificationSchema } from './notification';

const valid = {
  title: 'Riunione',
  body: 'Ci vediamo giovedì.',
  recipients: [4, 5],
  forEvent: false,
};
const check = (patch: object) => {
  const r = validateWith(notificationSchema, { ...valid, ...patch });
  return r.ok ? 'ok' : `${r.field}: ${r.key}`;
};

describe('notificationSchema', () => {
  it.each<[string, object, string]>([
    ['valid', {}, 'ok'],
    ['title empty', { title: '' }, 'title: void_title'],
    ['title 50 chars', { title: 't'.repeat(50) }, 'ok'],
    ['title 51 chars', { title: 't'.repeat(51) }, 'title: validation.max_length'],
    ['body empty', { body: '' }, 'ok'],
    ['body 255 chars', { body: 'b'.repeat(255) }, 'ok'],
    ['body 256 chars', { body: 'b'.repeat(256) }, 'body: validation.max_length'],
    ['one recipient', { recipients: [4] }, 'ok'],
    ['no recipients', { recipients: [] }, 'recipients: void_volunteer'],
    ['recipients missing', { recipients: undefined }, 'recipients: void_volunteer'],
    ['for an event without the event', { forEvent: true }, 'eventId: validation.mandatory'],
    [
      'for an event with a null event',
      { forEvent: true, eventId: null },
      'eventId: validation.mandatory',
    ],
    ['for an event with the event', { forEvent: true, eventId: 12 }, 'ok'],
    ['not for an event, null event', { eventId: null }, 'ok'],
    ['bad event id', { forEvent: true, eventId: -1 }, 'eventId: validation.not_valid'],
    ['everything empty: title first', { title: '', recipients: [] }, 'title: void_title'],
  ])('%s', (_, patch, expected) => {
    expect(check(patch)).toBe(expected);
  });
});
