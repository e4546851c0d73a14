/** Message keys of the calendar (Italian texts in @insieme/schema messages). */
export const CALENDAR_ERRORS = {
  rangeNotValid: 'calendar.range_not_valid',
  dateNotValid: 'validation.date_not_valid',
} as const;
