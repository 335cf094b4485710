import type { FastifyRequest } from 'fastify';
import type { SiLang } from '../../../src/domain/si/messages';
import { requestLanguage } from '../../http/language';
import type { Actor } from '../../platform/access/grants';

/** Who asks, and in which language the SI's refusals and problems are worded (Chinese by default). */
export interface SiContext {
  actor: Actor;
  lang: SiLang;
}

export const contextOf = (request: FastifyRequest): SiContext => ({ actor: request.actor!, lang: requestLanguage(request.headers['accept-language']) });

/** A refusal in the request's language. */
export const say = (lang: SiLang, zh: string, en: string) => (lang === 'en' ? en : zh);
