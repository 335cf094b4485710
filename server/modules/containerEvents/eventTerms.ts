import type { EventInput } from '../../../src/contract/containerEvents/calls';
import { fieldSays } from '../../../src/contract/envelope';
import { checkEvent, type TrackingProblem } from '../../../src/domain/tracking/check';
import { renderProblem } from '../../../src/domain/tracking/messages';
import type { Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { asWritten, no } from '../../platform/refusal';
import { type EventDbRow, isKnownPort } from './eventRepository';

/** What the container events' use cases share: the doc type, the cleaning of codes, the refusals of a checked event, the dedupe's test and who reads an event. */

export type AddAnswer = { EVT_ID: string; Outcome: 'STORED' | 'DUPLICATE' | 'SUPERSEDED'; Anomalies: string[]; GatedIn: number[] };
export type Lang = 'zh' | 'en';

export const DOC = 'trackingEvent';
export const blank = (s: string | undefined | null) => !s?.trim();
export const up = (s: string | undefined | null) => (s ?? '').trim().toUpperCase();
export const orNull = (s: string | undefined | null) => (blank(s) ? null : up(s));

/** `time.future` → `TIME_FUTURE`: a check problem's code as the refusal's Code. */
export const refusalCode = (code: string) =>
  code
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .replace(/\./g, '_')
    .toUpperCase();

/** The check's problems as the refusal: 400, the first problem's Code, every problem a field error in both languages. */
export function refusalOf(problems: TrackingProblem[]): Outcome<never> {
  const both = problems.map((p) => ({ path: p.Path, zh: renderProblem(p.Code, p.Params ?? {}, 'zh'), en: renderProblem(p.Code, p.Params ?? {}, 'en') }));
  return asWritten(
    no<never>(
      refusalCode(problems[0]!.Code),
      both.map((b) => b.en).join(' '),
      both.map((b) => b.zh).join(''),
      both.map((b) => fieldSays(b.path, { zh: b.zh, en: b.en })),
    ),
  );
}

/**
 * The problems of an event against the server's clock and its table of places (read here, or given:
 * a batch reads its places once). A channel's event is its publisher's word, checked as published
 * (check.ts `asPublished`: its place only when it names one, a place we have not registered kept).
 */
export async function problemsOf(
  q: Queryable,
  input: EventInput,
  lang: Lang,
  now: Date,
  author: Actor | GatewayAuthor,
  known?: ReadonlySet<string>,
): Promise<TrackingProblem[]> {
  const location = up(input.EVT_LOCATION);
  const asPublished = 'gateway' in author;
  const ports = known ?? new Set(location && !asPublished && (await isKnownPort(q, location)) ? [location] : []);
  return checkEvent(input, '', { lang, now, ports, asPublished });
}

/** The refusal of an event the check passes but whose update time is no time; none when it is one (or not given). */
export function updatedAtRefusal(input: EventInput): Outcome<never> | undefined {
  if (blank(input.EVT_UPDATED_AT) || !Number.isNaN(Date.parse(input.EVT_UPDATED_AT!))) return undefined;
  const says = { en: `The update time "${input.EVT_UPDATED_AT}" is not a time.`, zh: `来源更新时间 "${input.EVT_UPDATED_AT}" 不是有效时间。` };
  return no('UPDATED_AT_INVALID', says.en, says.zh, [fieldSays('/EVT_UPDATED_AT', says)]);
}

/** evt.dedupe's test: the word is the stored one's or older (its update time no later). */
export const isOlderOrSame = (input: EventInput, storedAt: string, now: Date) =>
  Date.parse(blank(input.EVT_UPDATED_AT) ? now.toISOString() : new Date(Date.parse(input.EVT_UPDATED_AT!)).toISOString()) <= Date.parse(storedAt);

/** Whether the actor reads this event: the platform's staff all; a company its own and the vessel-wide ones of its voyages (filtered by the caller). */
export const isPlatform = (actor: Actor) => actor.companyKind === 'platform';
/** Ids compared as text: a bigint may come back as a number or a string, by driver. */
export const sameCompany = (a: unknown, b: unknown) => a !== null && a !== undefined && String(a) === String(b);
export const seesRow = (actor: Actor, r: EventDbRow) =>
  isPlatform(actor) || sameCompany(r.company_id, actor.companyId) || (r.company_id === null && r.EVT_TYPE === 'TRANSPORT');

/** A channel's round storing what a carrier or terminal sent (operations.md §17): no employee typed it. */
export type GatewayAuthor = { gateway: string };
export const docActorOf = (a: Actor | GatewayAuthor) =>
  'gateway' in a ? { kind: 'gateway' as const, id: a.gateway } : { kind: 'employee' as const, id: Number(a.id) };
