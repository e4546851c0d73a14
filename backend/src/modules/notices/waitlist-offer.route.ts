import { Router, type Request, type Response } from 'express';
import { formatMessage } from '@insieme/schema';
import type { Services } from '../../platform/services';
import { WAITLIST_MESSAGES } from '../waitlist/waitlist.errors';
import { romeDateTime, romeRange } from './notice-texts';
import { mailLinkPage, postButton } from './unsubscribe-page';

/**
 * /waitlist-offer/{token}?answer=accept|decline: the "Accetto" / "Rinuncio" links of a waitlist
 * offer's mail (issue 21), without login — the token is signed and names one queue entry
 * (offer-link-token.ts). GET only shows the offer with the two buttons (mail scanners and link
 * previews follow GET links: they must not answer for the person); the button POSTs the answer
 * to the same address. An offer answered, expired or withdrawn answers 410 and changes nothing;
 * a token that is not genuine 404.
 */
export function waitlistOfferRouter(services: Services): Router {
  const router = Router();
  const homeUrl = `${services.config.publicUrl}/`;
  const page = (title: string, message: string, actionsHtml = '') =>
    mailLinkPage({ title, message, homeUrl, actionsHtml });
  const gone = (res: Response) =>
    res
      .status(410)
      .type('html')
      .send(
        page(
          'Offerta non più valida',
          "Questo posto non è più in attesa di una tua risposta: hai già risposto, il tempo è scaduto o non sei più in lista d'attesa.",
          `<a class="action" href="${homeUrl}">Apri Insieme</a>`,
        ),
      );

  const handle = async (req: Request<{ token: string }>, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Referrer-Policy', 'no-referrer');
    const entryId = services.notices.offerLinks.verify(req.params.token);
    if (req.method === 'HEAD') {
      res.status(entryId === null ? 404 : 200).end();
      return;
    }
    if (entryId === null) {
      res
        .status(404)
        .type('html')
        .send(
          page('Link non valido', 'Questo link per rispondere a un posto offerto non è valido.'),
        );
      return;
    }
    const answer = req.query.answer;
    const self = `/waitlist-offer/${req.params.token}`;
    if (req.method === 'GET') {
      const offer = await services.waitlist.offerOfLink(entryId);
      if (!offer) return gone(res);
      const { shift, expiresAt } = offer;
      const declineFirst = answer === 'decline';
      const accept = postButton(`${self}?answer=accept`, 'Accetto', declineFirst);
      const decline = postButton(`${self}?answer=decline`, 'Rinuncio', !declineFirst);
      res
        .type('html')
        .send(
          page(
            'Si è liberato un posto',
            `Turno «${shift.shiftTitle}» dell'evento «${shift.eventName}» (${romeRange(shift.startDate, shift.endDate)}). Rispondi entro il ${romeDateTime(expiresAt)}.`,
            declineFirst ? decline + accept : accept + decline,
          ),
        );
      return;
    }
    if (answer !== 'accept' && answer !== 'decline') {
      res
        .status(400)
        .type('html')
        .send(page('Risposta mancante', 'Scegli «Accetto» o «Rinuncio».'));
      return;
    }
    const answered = await services.answerOffer.byLink({
      entryId,
      accept: answer === 'accept',
    });
    if (!answered) return gone(res);
    res
      .type('html')
      .send(
        page(
          answered.accepted ? 'Posto accettato' : 'Hai rinunciato al posto',
          formatMessage(
            answered.accepted ? WAITLIST_MESSAGES.accepted : WAITLIST_MESSAGES.declined,
          ),
          `<a class="action" href="${homeUrl}event/${answered.shift.eventId}/${answered.shift.shiftId}">Apri il turno</a>`,
        ),
      );
  };

  router.get('/:token', handle);
  router.post('/:token', handle);
  return router;
}
