import type ICALModule from 'ical.js' with { 'resolution-mode': 'import' };
import type { TestApp } from '../test-app';

// ical.js declares its types as an ES module; jest (CommonJS) loads its CommonJS build
const ICAL: typeof ICALModule = require('ical.js');

/** One VEVENT as a calendar app reads it (ical.js, Mozilla's parser behind Thunderbird). */
export interface ParsedEvent {
  uid: string;
  summary: string;
  location: string;
  description: string;
  url: string;
  status: string;
  sequence: number;
  start: Date;
  end: Date;
}

/** Parses an iCalendar body; throws on anything RFC 5545 does not allow. */
export function parseFeed(body: string): { name: string; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(body));
  expect(calendar.name).toBe('vcalendar');
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      url: String(vevent.getFirstPropertyValue('url')),
      status: String(vevent.getFirstPropertyValue('status')),
      sequence: event.sequence,
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
    };
  });
  return { name: String(calendar.getFirstPropertyValue('x-wr-calname')), events };
}

/** GET of a feed path without a login, as a calendar app polls it. */
export async function fetchFeed(app: TestApp, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${app.url}${path}`, { headers });
  return { response, text: await response.text() };
}

/** The parsed feed at `path` (which must answer 200 text/calendar). */
export async function readFeed(app: TestApp, path: string) {
  const { response, text } = await fetchFeed(app, path);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  return parseFeed(text);
}

/** The path of a feed address. */
export const pathOf = (url: string) => {
  expect(url).toMatch(/\/calendar\/[\w-]{32}\.ics$/);
  return new URL(url).pathname;
};
