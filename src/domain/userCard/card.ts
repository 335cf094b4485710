import type { Bilingual } from '../../i18n/bilingual';
import { cardProblemWords as W, cardPublicFieldWords, cardServiceWords } from './words';

/**
 * The digital business card's rules (operations.md §16), run by the screen as the person types and
 * by the server as the authority: lengths, the mainland mobile format, the e-mail format, lanes as
 * UN/LOCODE pairs, services from the code list, public fields from the choices.
 */
export const CARD_LIMITS = { name: 35, title: 35, intro: 500, office: 100, address: 200, lanes: 10 } as const;

export const CARD_SERVICES = Object.keys(cardServiceWords) as (keyof typeof cardServiceWords)[];
export type CardService = keyof typeof cardServiceWords;
export const CARD_PUBLIC_CHOICES = Object.keys(cardPublicFieldWords) as (keyof typeof cardPublicFieldWords)[];
export type CardPublicField = keyof typeof cardPublicFieldWords;
/** What a new card shows to visitors until its owner chooses otherwise: the work contact, never the photo or WeChat. */
export const DEFAULT_PUBLIC_FIELDS: readonly CardPublicField[] = ['TITLE', 'PHONE', 'EMAIL', 'SERVICES', 'LANES', 'OFFICE'];

export interface CardLane {
  POL: string;
  POD: string;
}

/** The card's fields as a person edits them (src/contract/userCard/calls.ts CardSaveSchema). */
export interface CardFields {
  CRD_NAME: string;
  CRD_TITLE: string;
  CRD_PHONE: string;
  CRD_EMAIL: string;
  CRD_INTRO: string;
  CRD_OFFICE_NAME: string;
  CRD_OFFICE_ADDRESS: string;
  CRD_SERVICES: readonly string[];
  CRD_LANES: readonly CardLane[];
  CRD_PUBLIC_FIELDS: readonly string[];
}

export interface CardProblem {
  /** The field, as the wire names it (`/CRD_LANES/0/POL`). */
  Path: string;
  Code: string;
  Words: Bilingual;
}

/** A mainland China mobile: 11 digits starting 1[3-9], with +86 / 86 and spaces or hyphens allowed. */
export const MAINLAND_MOBILE = /^(?:\+?86[ -]?)?1[3-9]\d(?:[ -]?\d{4}){2}$/;
/** An address with one @, a dotted domain, no spaces (what a mail client takes). */
export const EMAIL = /^[^\s@]{1,64}@[^\s@.]+(?:\.[^\s@.]+)+$/;
const LOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;

/** The mobile as stored and dialled: digits only, +86 dropped (13812345678). */
export const phoneDigits = (phone: string): string => phone.replace(/[ -]/g, '').replace(/^\+?86(?=1\d{10}$)/, '');

const chars = (s: string) => [...s].length;

function textProblems(c: CardFields): CardProblem[] {
  const out: CardProblem[] = [];
  const name = c.CRD_NAME.trim();
  if (!name) out.push({ Path: '/CRD_NAME', Code: 'REQUIRED', Words: W.nameMissing });
  else if (chars(name) > CARD_LIMITS.name) out.push({ Path: '/CRD_NAME', Code: 'TOO_LONG', Words: W.nameLong(CARD_LIMITS.name) });
  if (chars(c.CRD_TITLE.trim()) > CARD_LIMITS.title) out.push({ Path: '/CRD_TITLE', Code: 'TOO_LONG', Words: W.titleLong(CARD_LIMITS.title) });
  if (c.CRD_PHONE.trim() && !MAINLAND_MOBILE.test(c.CRD_PHONE.trim())) out.push({ Path: '/CRD_PHONE', Code: 'FORMAT', Words: W.phoneFormat });
  if (c.CRD_EMAIL.trim() && !EMAIL.test(c.CRD_EMAIL.trim())) out.push({ Path: '/CRD_EMAIL', Code: 'FORMAT', Words: W.emailFormat });
  if (chars(c.CRD_INTRO) > CARD_LIMITS.intro) out.push({ Path: '/CRD_INTRO', Code: 'TOO_LONG', Words: W.introLong(CARD_LIMITS.intro) });
  if (chars(c.CRD_OFFICE_NAME) > CARD_LIMITS.office) out.push({ Path: '/CRD_OFFICE_NAME', Code: 'TOO_LONG', Words: W.officeLong(CARD_LIMITS.office) });
  if (chars(c.CRD_OFFICE_ADDRESS) > CARD_LIMITS.address) out.push({ Path: '/CRD_OFFICE_ADDRESS', Code: 'TOO_LONG', Words: W.officeLong(CARD_LIMITS.address) });
  return out;
}

function listProblems(c: CardFields): CardProblem[] {
  const out: CardProblem[] = [];
  c.CRD_SERVICES.forEach((s, i) => {
    if (!(CARD_SERVICES as string[]).includes(s)) out.push({ Path: `/CRD_SERVICES/${i}`, Code: 'UNKNOWN', Words: W.serviceUnknown(s) });
    else if (c.CRD_SERVICES.indexOf(s) !== i) out.push({ Path: `/CRD_SERVICES/${i}`, Code: 'TWICE', Words: W.serviceTwice });
  });
  c.CRD_PUBLIC_FIELDS.forEach((f, i) => {
    if (!(CARD_PUBLIC_CHOICES as string[]).includes(f)) out.push({ Path: `/CRD_PUBLIC_FIELDS/${i}`, Code: 'UNKNOWN', Words: W.publicUnknown(f) });
  });
  if (c.CRD_LANES.length > CARD_LIMITS.lanes) out.push({ Path: '/CRD_LANES', Code: 'TOO_MANY', Words: W.lanesMany(CARD_LIMITS.lanes) });
  const seen = new Set<string>();
  c.CRD_LANES.forEach((l, i) => {
    const pol = l.POL.trim().toUpperCase();
    const pod = l.POD.trim().toUpperCase();
    const path = `/CRD_LANES/${i}`;
    if (!LOCODE.test(pol) || !LOCODE.test(pod)) out.push({ Path: path, Code: 'FORMAT', Words: W.laneShape(i + 1) });
    else if (pol === pod) out.push({ Path: path, Code: 'SAME_PORT', Words: W.laneSame(i + 1) });
    else if (seen.has(`${pol}-${pod}`)) out.push({ Path: path, Code: 'TWICE', Words: W.laneTwice(i + 1) });
    seen.add(`${pol}-${pod}`);
  });
  return out;
}

/** Every problem of a card as typed (the ports' existence is the server's: portProblems). */
export function cardProblems(c: CardFields): CardProblem[] {
  return [...textProblems(c), ...listProblems(c)];
}

/** The lanes' ports that are not in the port list (`known`: the codes found), each said once per lane. */
export function portProblems(lanes: readonly CardLane[], known: ReadonlySet<string>): CardProblem[] {
  const out: CardProblem[] = [];
  lanes.forEach((l, i) => {
    for (const code of [l.POL, l.POD].map((p) => p.trim().toUpperCase()))
      if (!known.has(code)) out.push({ Path: `/CRD_LANES/${i}`, Code: 'PORT_UNKNOWN', Words: W.portUnknown(i + 1, code) });
  });
  return out;
}

/** The card as stored: trimmed, the mobile in digits, ports upper-cased, public fields in the choices' order. */
export function normalCard<C extends CardFields>(c: C): C {
  return {
    ...c,
    CRD_NAME: c.CRD_NAME.trim(),
    CRD_TITLE: c.CRD_TITLE.trim(),
    CRD_PHONE: c.CRD_PHONE.trim() ? phoneDigits(c.CRD_PHONE.trim()) : '',
    CRD_EMAIL: c.CRD_EMAIL.trim().toLowerCase(),
    CRD_INTRO: c.CRD_INTRO.trim(),
    CRD_OFFICE_NAME: c.CRD_OFFICE_NAME.trim(),
    CRD_OFFICE_ADDRESS: c.CRD_OFFICE_ADDRESS.trim(),
    CRD_LANES: c.CRD_LANES.map((l) => ({ POL: l.POL.trim().toUpperCase(), POD: l.POD.trim().toUpperCase() })),
    CRD_PUBLIC_FIELDS: CARD_PUBLIC_CHOICES.filter((f) => c.CRD_PUBLIC_FIELDS.includes(f)),
  };
}
