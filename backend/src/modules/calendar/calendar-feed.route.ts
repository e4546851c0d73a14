import { Router } from 'express';
import type { Services } from '../../platform/services';

/**
 * GET /calendar/{token}.ics (issue 10): a person's shifts as an iCalendar feed, for whoever holds
 * the address (calendar apps send no login). An unknown or renewed-away token is a bare 404.
 * Calendar apps poll: a matching If-None-Match is answered 304 without a body.
 */
export function calendarFeedRouter(services: Services): Router {
  const router = Router();

  router.get('/:token.ics', async (req, res) => {
    const feed = await services.calendarFeed.feed(req.params.token);
    res.setHeader('Cache-Control', 'private, no-cache');
    if (!feed) {
      res.status(404).end();
      return;
    }
    res.setHeader('ETag', feed.etag);
    res.setHeader('Last-Modified', feed.lastModified.toUTCString());
    const tags = (req.headers['if-none-match'] ?? '').split(',').map((t) => t.trim());
    if (tags.includes(feed.etag) || tags.includes('*')) {
      res.status(304).end();
      return;
    }
    res.type('text/calendar; charset=utf-8').send(feed.body);
  });

  return router;
}
