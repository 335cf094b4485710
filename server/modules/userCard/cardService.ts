import { createHash } from 'node:crypto';
import { fieldSays } from '../../../src/contract/envelope';
import { userCardCalls as C, type Card, type CardSave, type CardStats } from '../../../src/contract/userCard/calls';
import { userCardRefusalWords as W } from '../../../src/contract/userCard/words';
import { dayIn, OFFICE_ZONE } from '../../../src/domain/refdata/localTimes';
import { cardProblems, DEFAULT_PUBLIC_FIELDS, EMAIL, MAINLAND_MOBILE, normalCard, phoneDigits, portProblems } from '../../../src/domain/userCard/card';
import { CARD_IMAGE_MAX_BYTES, cardImageType, type CardImageKind } from '../../../src/domain/userCard/image';
import type { Db, Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { asWritten, missing, no } from '../../platform/refusal';
import { inTransaction } from '../../platform/transaction';
import { portsOf } from '../refdata/public';
import { chosenOffice, companyOffices } from './office';
import { type CardRow, cardOf, dropImage, imageOf, imagesOf, insertCard, type OwnerFacts, ownerFacts, putImage, statsOf, updateCard } from './cardRepository';

/**
 * The owner's use cases of the business card (operations.md §16): read (prefilled from the account
 * when none is saved), save (the domain's rules, the lanes' ports against refdata, the version),
 * the pictures (by their bytes), the views and saves by day. Always the caller's own card: no id is
 * taken, so another employee's card is never reachable from here.
 */

/** The Shanghai day of an instant, YYYY-MM-DD (views and saves are counted per day there). */
export const shanghaiDay = (at = Date.now()): string => dayIn(OFFICE_ZONE, new Date(at));

export const dataUrl = (type: string, bytes: Uint8Array) => `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

/** A picture's bytes as served: its stored type, never sniffed, cached for good (its address names its hash). */
export interface Picture {
  type: string;
  bytes: Uint8Array;
}

/** The ports' names by code, for the lanes a card shows. */
export async function portNames(q: Queryable, lanes: readonly { POL: string; POD: string }[]): Promise<Card['PortNames']> {
  const codes = [...new Set(lanes.flatMap((l) => [l.POL, l.POD]))];
  if (!codes.length) return {};
  const ports = await portsOf(q, codes);
  return Object.fromEntries(ports.map((p) => [p.code, { Zh: p.name_zh || p.code, En: p.name_en || p.code }]));
}

/** The fields of a card not saved yet: the account's name, its mobile or e-mail, the company as the office. */
function prefilled(f: OwnerFacts): Omit<Card, 'CompanyName' | 'CompanyNameEn' | 'CompanyLogo' | 'PortNames' | 'Offices'> {
  const email = EMAIL.test(f.email) ? f.email : EMAIL.test(f.account) ? f.account : '';
  return {
    CRD_NAME: f.name.slice(0, 35),
    CRD_TITLE: '',
    CRD_PHONE: MAINLAND_MOBILE.test(f.account) ? phoneDigits(f.account) : '',
    CRD_EMAIL: email,
    CRD_INTRO: '',
    CRD_OFFICE_NAME: f.company_name.slice(0, 100),
    CRD_OFFICE_ADDRESS: '',
    CRD_SERVICES: [],
    CRD_LANES: [],
    CRD_PUBLIC_FIELDS: [...DEFAULT_PUBLIC_FIELDS],
    CRD_OFFICE_ID: null,
    VERSION: 0,
    Shared: false,
    Avatar: '',
    WechatQr: '',
  };
}

async function saved(q: Queryable, c: CardRow, offices: Card['Offices']) {
  const images = await imagesOf(q, c.id);
  const image = (kind: CardImageKind) => {
    const i = images.find((x) => x.kind === kind);
    return i ? `${C.picture.path}?k=${kind}&h=${i.sha256}` : '';
  };
  return {
    CRD_NAME: c.crd_name,
    CRD_TITLE: c.crd_title,
    CRD_PHONE: c.crd_phone,
    CRD_EMAIL: c.crd_email,
    CRD_INTRO: c.crd_intro,
    CRD_OFFICE_NAME: c.crd_office_name,
    CRD_OFFICE_ADDRESS: c.crd_office_address,
    CRD_SERVICES: c.crd_services,
    CRD_LANES: c.crd_lanes,
    CRD_PUBLIC_FIELDS: c.crd_public_fields,
    CRD_OFFICE_ID: chosenOffice(offices, c.crd_office_id)?.Id ?? null,
    VERSION: c.version,
    Shared: !!c.crd_token_hash,
    Avatar: image('AVATAR'),
    WechatQr: image('WECHAT_QR'),
  };
}

/** GET /api/UserCard/Get: the caller's card, or what a new one would start with. */
export async function getCard(db: Db, actor: Actor): Promise<Outcome<Card>> {
  const facts = await ownerFacts(db, actor.id);
  if (!facts) return no(undefined, W.noSuchCard.en, W.noSuchCard.zh);
  const row = await cardOf(db, actor.id);
  const offices = await companyOffices(db, facts.company_id);
  const fields = row ? await saved(db, row, offices) : prefilled(facts);
  const company = { CompanyName: facts.company_name, CompanyNameEn: facts.company_name_en, CompanyLogo: facts.company_logo, Offices: offices };
  return { ok: true, value: { ...fields, ...company, PortNames: await portNames(db, fields.CRD_LANES) } };
}

/** Whether an office is one of the caller's company's published site offices (another company's, a deleted one: no). */
async function officeOfCaller(db: Db, actor: Actor, officeId: number): Promise<boolean> {
  const facts = await ownerFacts(db, actor.id);
  return !!facts && !!chosenOffice(await companyOffices(db, facts.company_id), officeId);
}

/** POST /api/UserCard/Save: every problem at once in the caller's words (400, nothing saved), a stale version 400 STALE. */
export async function saveCard(db: Db, actor: Actor, input: CardSave): Promise<Outcome<{ VERSION: number; Problems: [] }>> {
  const { VERSION, CRD_OFFICE_ID = null, ...typed } = input;
  const card = normalCard(typed);
  if (CRD_OFFICE_ID !== null && !(await officeOfCaller(db, actor, CRD_OFFICE_ID)))
    return no('OFFICE_NOT_OURS', W.officeNotOurs.en, W.officeNotOurs.zh, [fieldSays('/CRD_OFFICE_ID', W.officeNotOurs)]);
  let problems = cardProblems(card);
  if (!problems.some((p) => p.Path.startsWith('/CRD_LANES'))) {
    const codes = card.CRD_LANES.flatMap((l) => [l.POL, l.POD]);
    const known = new Set((await portsOf(db, codes)).filter((p) => p.status !== 'disabled').map((p) => p.code));
    problems = [...problems, ...portProblems(card.CRD_LANES, known)];
  }
  if (problems.length)
    return asWritten(
      no(
        'CARD_PROBLEMS',
        W.problems.en,
        W.problems.zh,
        problems.map((p) => ({ ...fieldSays(p.Path, p.Words), Code: p.Code })),
      ),
    );
  return inTransaction(db, async (tx) => {
    const version = VERSION === 0 ? await insertCard(tx, actor.id, card, CRD_OFFICE_ID) : await updateCard(tx, actor.id, VERSION, card, CRD_OFFICE_ID);
    if (version === undefined) return no('STALE', W.stale.en, W.stale.zh);
    return { ok: true, value: { VERSION: version, Problems: [] } };
  });
}

/** The bytes of a picture sent as base64 (a data: URL's prefix taken off); undefined when it is not base64. */
function bytesOf(base64: string): Buffer | undefined {
  const body = base64.replace(/^data:[\w/+.-]*;base64,/, '').replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(body) || body.length % 4 === 1) return undefined;
  return Buffer.from(body, 'base64');
}

/** POST /api/UserCard/ImageUpload: a JPEG, PNG or WebP (by its bytes) of 2 MB at most, on a saved card. */
export async function uploadImage(db: Db, actor: Actor, input: { Kind: CardImageKind; Base64: string }): Promise<Outcome<{ Kind: string; DataUrl: string }>> {
  const bytes = bytesOf(input.Base64);
  if (!bytes?.length) return no('IMAGE_EMPTY', W.imageEmpty.en, W.imageEmpty.zh);
  if (bytes.length > CARD_IMAGE_MAX_BYTES) return no('IMAGE_TOO_LARGE', W.imageSize.en, W.imageSize.zh);
  const type = cardImageType(bytes);
  if (!type) return no('FILE_TYPE_NOT_ALLOWED', W.imageType.en, W.imageType.zh);
  const card = await cardOf(db, actor.id);
  if (!card) return no('NO_CARD', W.noCard.en, W.noCard.zh);
  await putImage(db, card.id, input.Kind, type, bytes, createHash('sha256').update(bytes).digest('hex'));
  return { ok: true, value: { Kind: input.Kind, DataUrl: dataUrl(type, bytes) } };
}

/** POST /api/UserCard/ImageRemove: the picture gone (none there: nothing to do). */
export async function removeImage(db: Db, actor: Actor, kind: CardImageKind): Promise<Outcome<{ Kind: string; DataUrl: string }>> {
  const card = await cardOf(db, actor.id);
  if (!card) return no('NO_CARD', W.noCard.en, W.noCard.zh);
  await dropImage(db, card.id, kind);
  return { ok: true, value: { Kind: kind, DataUrl: '' } };
}

/** GET /api/UserCard/Picture: a picture of the caller's own card by its kind and hash (404 once replaced or removed). */
export async function ownPicture(db: Db, actor: Actor, kind: CardImageKind, hash: string): Promise<Outcome<Picture>> {
  const card = await cardOf(db, actor.id);
  const image = card ? await imageOf(db, card.id, { kind }) : undefined;
  if (!image || image.sha256 !== hash) return missing(W.noSuchPicture.en, W.noSuchPicture.zh);
  return { ok: true, value: { type: image.content_type, bytes: image.bytes } };
}

/** GET /api/UserCard/Stats: the totals and the last 30 Shanghai days, every day present. */
export async function cardStats(db: Db, actor: Actor, now = Date.now()): Promise<Outcome<CardStats>> {
  const card = await cardOf(db, actor.id);
  const days = Array.from({ length: 30 }, (_, i) => shanghaiDay(now - (29 - i) * 86_400_000));
  if (!card) return { ok: true, value: { Views: 0, Saves: 0, Days: days.map((Day) => ({ Day, Views: 0, Saves: 0 })) } };
  const { totals, days: counted } = await statsOf(db, card.id, days[0]!);
  const byDay = new Map(counted.map((d) => [d.day, d]));
  return {
    ok: true,
    value: {
      Views: totals.views,
      Saves: totals.saves,
      Days: days.map((Day) => ({ Day, Views: byDay.get(Day)?.views ?? 0, Saves: byDay.get(Day)?.saves ?? 0 })),
    },
  };
}
