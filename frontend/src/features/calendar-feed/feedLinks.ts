/** The feed as calendar apps subscribe to it: webcal:// opens Apple Calendar (and others). */
export function webcalUrl(feedUrl: string): string {
  return feedUrl.replace(/^https?:\/\//, 'webcal://');
}

/** Google Calendar's "add by URL" page, pre-filled with the feed. */
export function googleCalendarUrl(feedUrl: string): string {
  return `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcalUrl(feedUrl))}`;
}
