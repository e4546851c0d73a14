import { answerSchema } from './forms/answer';
import { associationDataSchema } from './forms/association-data';
import { editAssociationSchema } from './forms/edit-association';
import { editUserSchema } from './forms/edit-user';
import { eventSchema } from './forms/event';
import { notificationSchema } from './forms/notification';
import { questionSchema } from './forms/question';
import { registrationAccountSchema } from './forms/registration-account';
import { shiftSchema } from './forms/shift';
import { BREAKPOINTS, DEFAULT_LANGUAGE, LIMITS, SHIFT_COLORS } from './limits';
import { MESSAGE_KEYS } from './messages';

/** WCAG relative luminance of '#rrggbb'. */
function luminance(hex: string): number {
  const channel = (i: number): number => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

type Shape = { validateAt(path: string, value: unknown): Promise<unknown> };

/**
 * Which form field enforces which text limit. The numbers come from LIMITS itself (the one source
 * the backend, the frontend and the OpenAPI maxLength all read), so this checks the wiring — each
 * limit is the boundary of its fields — rather than copying the table it tests.
 */
const TEXT_LIMITS: [keyof typeof LIMITS, Shape, string][] = [
  ['nameMax', registrationAccountSchema, 'name'],
  ['nameMax', registrationAccountSchema, 'surname'],
  ['nameMax', editUserSchema, 'name'],
  ['nameMax', editUserSchema, 'surname'],
  ['associationNameMax', associationDataSchema, 'name'],
  ['associationNameMax', editAssociationSchema, 'name'],
  ['associationDescriptionMax', associationDataSchema, 'description'],
  ['associationDescriptionMax', editAssociationSchema, 'description'],
  ['streetMax', associationDataSchema, 'street'],
  ['streetMax', eventSchema, 'street'],
  ['townMax', associationDataSchema, 'town'],
  ['townMax', eventSchema, 'town'],
  ['eventNameMax', eventSchema, 'name'],
  ['eventDescriptionMax', eventSchema, 'description'],
  ['shiftTitleMax', shiftSchema, 'title'],
  ['shiftDescriptionMax', shiftSchema, 'description'],
  ['notificationTitleMax', notificationSchema, 'title'],
  ['notificationBodyMax', notificationSchema, 'body'],
  ['questionMax', questionSchema, 'question'],
  ['answerMax', answerSchema, 'answer'],
];

const refusal = (schema: Shape, path: string, value: unknown) =>
  schema.validateAt(path, { [path]: value }).then(
    () => 'ok',
    (error: { message: string }) => error.message,
  );

describe('LIMITS', () => {
  it('are whole positive numbers', () => {
    for (const [name, value] of Object.entries(LIMITS))
      expect({ name, ok: Number.isInteger(value) && value > 0 }).toEqual({ name, ok: true });
  });

  it('keep the orders spec §9 implies', () => {
    expect(LIMITS.ageMin).toBeLessThan(LIMITS.ageMax);
    expect(LIMITS.exploreViewMore).toBeLessThanOrEqual(LIMITS.explorePageSize);
    expect(LIMITS.associationEventsPage).toBeLessThanOrEqual(LIMITS.associationEventsViewMore);
    expect(LIMITS.shiftTitleMax).toBeLessThanOrEqual(LIMITS.shiftDescriptionMax);
    expect(LIMITS.phoneDigits).toBeLessThan(LIMITS.emailMax);
  });

  it.each(TEXT_LIMITS)(
    '%s bounds %#: the field accepts the limit and refuses one more',
    async (limit, schema, path) => {
      const max = LIMITS[limit];
      expect(await refusal(schema, path, 'a'.repeat(max))).toBe('ok');
      expect(await refusal(schema, path, 'a'.repeat(max + 1))).toBe(MESSAGE_KEYS.maxLength);
    },
  );

  it('every text maximum of LIMITS is enforced by some form field', () => {
    const textMaxima = Object.keys(LIMITS).filter(
      (k) =>
        /Max$/.test(k) &&
        !/^(age|associationTopics|registrationEventTypes|userPreferences|eventPhotos|email)/.test(
          k,
        ),
    );
    expect(textMaxima.filter((k) => !TEXT_LIMITS.some(([limit]) => limit === k))).toEqual([]);
  });

  it('has the theme breakpoints and the default language', () => {
    expect(BREAKPOINTS).toEqual({ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 });
    expect(DEFAULT_LANGUAGE).toBe('it');
  });
});

describe('SHIFT_COLORS', () => {
  it('has 9 distinct lowercase hex colours, teal first', () => {
    expect(SHIFT_COLORS).toHaveLength(9);
    expect(new Set(SHIFT_COLORS).size).toBe(9);
    expect(SHIFT_COLORS[0]).toBe('#0f766e');
  });

  it.each([...SHIFT_COLORS])(
    '%s is #rrggbb with AA contrast (>= 4.5) against white text',
    (color) => {
      expect(color).toMatch(/^#[0-9a-f]{6}$/);
      expect(1.05 / (luminance(color) + 0.05)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
