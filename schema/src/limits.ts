/**
 * Business constants and limits (spec §9). Shared by the backend services and
 * the React frontend: change a value here and both sides follow.
 */
export const LIMITS = {
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
  /** Desktop layout when the window width is > 991 px, i.e. >= 992. */
  desktopMinWidthPx: 992,
  notificationBadgePx: 18,
  previewImageMaxWidthPx: 200,
  associationLogoPx: 100,
  modalTransitionMs: 300,
  modalBackdropMs: 150,
} as const;

/** Theme breakpoints (px). */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

/**
 * The 9-colour shift palette. Every colour reaches a WCAG AA contrast ratio
 * (>= 4.5:1) against white text. Lowercase hex; teal (the brand colour) first.
 */
export const SHIFT_COLORS = [
  '#0f766e', // teal
  '#1d4ed8', // blue
  '#6d28d9', // violet
  '#be185d', // pink
  '#b91c1c', // red
  '#c2410c', // orange
  '#a16207', // amber
  '#15803d', // green
  '#475569', // slate
] as const;

export type ShiftColor = (typeof SHIFT_COLORS)[number];

export const DEFAULT_LANGUAGE = 'it';
