import type { Response } from 'express';
import { localeOf, translateBody } from '../i18n/messages';

/**
 * Every JSON answer of the `/api` envelope (`{ success, message?, errors? }`, and the catalogue
 * facade's TMDB-style `status_message`) leaves through here, in the language of the request it
 * answers: handlers, the error handlers and the gates before routing (413, malformed paths,
 * 404) write English, and the translation happens once, at the edge. Without an
 * Accept-Language (most REST clients) the body goes out as written.
 */
export function sendEnvelope(res: Response, status: number, body: object): void {
  const req = res.req;
  // Said in the header's language, so a shared cache must key these answers by it.
  res.vary('Accept-Language');
  const translated = req.headers['accept-language'] ? translateBody(body, localeOf(req)) : body;
  res.status(status).json(translated);
}
