import { Router, type Request, type Response } from 'express';
import type { Services } from '../../platform/services';
import { MAIL_CATEGORY_LABEL } from './notice-kinds';
import { unsubscribePage } from './unsubscribe-page';

/**
 * /unsubscribe/{token}: the link at the foot of every notice and reminder mail turns that kind of
 * mail off without logging in (the token is signed, docs/notices.md). GET answers a small Italian
 * page, so the link works from any mail client; POST is the one-click unsubscribe of RFC 8058
 * (List-Unsubscribe-Post) that mail clients send themselves. Both are idempotent; a token that is
 * not genuine gets 404 and changes nothing.
 */
export function unsubscribeRouter(services: Services): Router {
  const router = Router();
  const homeUrl = `${services.config.publicUrl}/`;
  const settingsUrl = `${services.config.publicUrl}/settings`;
  const page = (title: string, message: string) =>
    unsubscribePage({ title, message, homeUrl, settingsUrl });

  const handle = async (req: Request<{ token: string }>, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Referrer-Policy', 'no-referrer');
    // a HEAD (link checkers, mail scanners) changes nothing; it only says whether the link is genuine
    if (req.method === 'HEAD') {
      res.status(services.notices.unsubscribeTokens.verify(req.params.token) ? 200 : 404).end();
      return;
    }
    const category = await services.notices.unsubscribe(req.params.token);
    if (!category) {
      res
        .status(404)
        .type('html')
        .send(page('Link non valido', 'Questo link per disattivare le e-mail non è valido.'));
      return;
    }
    if (req.method === 'POST') {
      res.status(200).json({ message: 'ok' });
      return;
    }
    res
      .type('html')
      .send(
        page(
          'E-mail disattivate',
          `Non riceverai più via e-mail ${MAIL_CATEGORY_LABEL[category]}. Le notifiche nell'app restano attive; puoi riattivare le e-mail dalle impostazioni.`,
        ),
      );
  };

  router.get('/:token', handle);
  router.post('/:token', handle);
  return router;
}
