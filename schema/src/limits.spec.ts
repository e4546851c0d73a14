import { BREAKPOINTS, DEFAULT_LANGUAGE, LIMITS, SHIFT_COLORS } from './limits';

/** WCAG relative luminance of '#rrggbb'. */
function luminance(hex: string): number {
  const channel = (i: number): number => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

describe('LIMITS', () => {
  it('holds the business limits of spec §9', () => {
    expect(LIMITS).toEqual({
      passwordMin: 8,
      phoneDigits: 10,
      activationCodeLength: 6,
      nameMax: 25,
      emailMax: 60,
      associationNameMax: 50,
      streetMax: 150,
      townMax: 60,
      associationDescriptionMax: 1000,
      eventNameMax: 40,
      eventDescriptionMax: 1000,
      shiftTitleMax: 50,
      shiftDescriptionMax: 255,
      notificationTitleMax: 50,
      notificationBodyMax: 255,
      questionMax: 255,
      answerMax: 255,
      ageMin: 18,
      ageMax: 100,
      associationTopicsMax: 3,
      registrationEventTypesMax: 6,
      userPreferencesMax: 6,
      eventPhotosMax: 3,
      shiftDefaultMaxVolunteers: 1,
      nearbyAssociationsLimit: 8,
      homeVolunteerAssociationsLimit: 8,
      explorePageSize: 50,
      exploreViewMore: 25,
      associationEventsPage: 5,
      associationEventsViewMore: 10,
      dashboardVolunteerPreview: 4,
      calendarDotsPerDay: 3,
      swipeThresholdPx: 100,
      carouselIntervalMs: 3000,
      toastAutoHideMs: 5000,
      mailAppOpenDelayMs: 500,
      desktopMinWidthPx: 992,
      notificationBadgePx: 18,
      previewImageMaxWidthPx: 200,
      associationLogoPx: 100,
      modalTransitionMs: 300,
      modalBackdropMs: 150,
    });
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
