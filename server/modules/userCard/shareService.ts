import type { CardShare, PublicCard } from '../../../src/contract/userCard/calls';
import { USER_CARD_PAGE } from '../../../src/contract/userCard/module';
import { userCardRefusalWords as W } from '../../../src/contract/userCard/words';
import { buildVcard, type VcardPerson } from '../../../src/domain/userCard/vcard';
import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { missing, no } from '../../platform/refusal';
import { inTransaction } from '../../platform/transaction';
import { userCardCalls as C } from '../../../src/contract/userCard/calls';
import type { CardImageKind } from '../../../src/domain/userCard/image';
import { type CardRow, cardByTokenHash, cardOf, countVisit, firstVisitToday, imageOf, imagesOf, type OwnerFacts, ownerFacts, setToken } from './cardRepository';
import { type Picture, portNames, shanghaiDay } from './cardService';
import { type ShownOffice, shownOffice } from './office';
import { visitorHash } from './visitor';
import { qrPngDataUrl } from './qr';
import { isTokenShape, newSeed, tokenHash, tokenOf } from './token';

/**
 * Sharing the card (operations.md §16): the link (/UserCard/Index?c=<token>), the QR code holding
 * the card as a vCard 3.0, and the visitor's two reads — the public fields only, each read a view,
 * each .vcf a save. A disabled employee's or company's card, a rotated token, anything that is
 * not a token: 404, the same words.
 */

const linkOf = (publicUrl: string, token: string) => `${publicUrl.replace(/\/+$/, '')}${USER_CARD_PAGE}?c=${token}`;
const shows = (c: CardRow, field: string) => c.crd_public_fields.includes(field);

/** The vCard of what the card shows visitors (the QR code's and the download's), with the link. */
function vcardOf(c: CardRow, f: Pick<OwnerFacts, 'company_name'>, url: string, withNote: boolean, shown: ShownOffice): string {
  const office = [shown.name, shown.address].filter(Boolean).join(' ');
  const p: VcardPerson = { name: c.crd_name, company: f.company_name, url };
  if (shows(c, 'TITLE')) p.title = c.crd_title;
  if (shows(c, 'PHONE')) p.phone = c.crd_phone;
  if (shows(c, 'EMAIL')) p.email = c.crd_email;
  if (shows(c, 'OFFICE')) p.address = office;
  if (withNote && shows(c, 'INTRO')) p.note = c.crd_intro;
  return buildVcard(p);
}

/** POST /api/UserCard/Share: the card's link (made at the first share, new on Rotate) and its QR code. */
export async function shareCard(db: Db, actor: Actor, publicUrl: string, rotate: boolean): Promise<Outcome<CardShare>> {
  const facts = await ownerFacts(db, actor.id);
  const made = await inTransaction(db, async (tx) => {
    const card = await cardOf(tx, actor.id);
    if (!card) return no<{ card: CardRow; token: string }>('NO_CARD', W.noCard.en, W.noCard.zh);
    let token = card.crd_token_seed ? tokenOf(card.id, card.crd_token_seed) : '';
    // a first share, a rotation, or a link key changed since (the stored hash no longer matches): a new seed
    if (!token || rotate || tokenHash(token) !== card.crd_token_hash) {
      const seed = newSeed();
      token = tokenOf(card.id, seed);
      await setToken(tx, card.id, seed, tokenHash(token));
    }
    return { ok: true, value: { card, token } };
  });
  if (!made.ok || !facts) return made.ok ? missing(W.noSuchCard.en, W.noSuchCard.zh) : made;
  const url = linkOf(publicUrl, made.value.token);
  // the QR code leaves the intro out: it stays small enough for any phone camera
  const vcard = vcardOf(made.value.card, facts, url, false, await shownOffice(db, facts.company_id, made.value.card));
  return { ok: true, value: { Url: url, QrPng: await qrPngDataUrl(vcard), Vcard: vcard } };
}

/** Who reads a public card: their address and user agent, and the employee when signed in. */
export interface Visitor {
  ip: string;
  userAgent: string;
  employeeId?: string;
}

/** The card a link names when it still answers (undefined: 404). */
export async function linkedCard(db: Db, token: string): Promise<(CardRow & OwnerFacts) | undefined> {
  if (!isTokenShape(token)) return undefined;
  const card = await cardByTokenHash(db, tokenHash(token));
  return card?.active ? card : undefined;
}

/**
 * The card a link names when it still answers, counting the visit: a save each time, a view once
 * per visitor (address and user agent, salted by the day) and Shanghai day, never the owner's own.
 */
async function openCard(db: Db, token: string, what: 'views' | 'saves', visitor: Visitor): Promise<Outcome<CardRow & OwnerFacts>> {
  const card = await linkedCard(db, token);
  if (!card) return missing(W.noSuchCard.en, W.noSuchCard.zh, 'NO_SUCH_CARD');
  const day = shanghaiDay();
  const counts =
    what === 'saves' || (visitor.employeeId !== card.employee_id && (await firstVisitToday(db, card.id, day, visitorHash(visitor.ip, visitor.userAgent, day))));
  if (counts) await countVisit(db, card.id, what, day);
  return { ok: true, value: card };
}

/** The public address of one of a shared card's pictures (its hash changes when the picture does). */
const pictureUrl = (token: string, sha256: string) => `${C.publicPicture.path}?c=${token}&h=${sha256}`;

/** GET /api/WebsitePublic/UserCard/Picture: a picture the card shows visitors, by its hash; 404 otherwise. */
export async function publicPicture(db: Db, token: string, hash: string): Promise<Outcome<Picture>> {
  const gone = missing<Picture>(W.noSuchPicture.en, W.noSuchPicture.zh, 'NO_SUCH_PICTURE');
  const card = await linkedCard(db, token);
  if (!card || !/^[0-9a-f]{64}$/.test(hash)) return gone;
  const image = await imageOf(db, card.id, { sha256: hash });
  if (!image || !shows(card, image.kind)) return gone;
  return { ok: true, value: { type: image.content_type, bytes: image.bytes } };
}

/** The office as a visitor reads it: only what it has (the map coordinates of a site's office that has them). */
function officeFields(o: ShownOffice): Partial<PublicCard> {
  const out: Partial<PublicCard> = {};
  if (o.name) out.OfficeName = o.name;
  if (o.nameEn) out.OfficeNameEn = o.nameEn;
  if (o.address) out.OfficeAddress = o.address;
  if (o.latitude !== null && o.longitude !== null) Object.assign(out, { OfficeLatitude: o.latitude, OfficeLongitude: o.longitude });
  return out;
}

/** GET /api/WebsitePublic/UserCard: only the fields CRD_PUBLIC_FIELDS lists (the name always), the company's name and logo. */
export async function publicCard(db: Db, token: string, visitor: Visitor): Promise<Outcome<PublicCard>> {
  const opened = await openCard(db, token, 'views', visitor);
  if (!opened.ok) return opened;
  const c = opened.value;
  const out: PublicCard = { Name: c.crd_name, CompanyName: c.company_name, CompanyNameEn: c.company_name_en, CompanyLogo: c.company_logo, PortNames: {} };
  if (shows(c, 'TITLE') && c.crd_title) out.Title = c.crd_title;
  if (shows(c, 'PHONE') && c.crd_phone) out.Phone = c.crd_phone;
  if (shows(c, 'EMAIL') && c.crd_email) out.Email = c.crd_email;
  if (shows(c, 'INTRO') && c.crd_intro) out.Intro = c.crd_intro;
  if (shows(c, 'OFFICE')) Object.assign(out, officeFields(await shownOffice(db, c.company_id, c)));
  if (shows(c, 'SERVICES') && c.crd_services.length) out.Services = c.crd_services;
  if (shows(c, 'LANES') && c.crd_lanes.length) {
    out.Lanes = c.crd_lanes;
    out.PortNames = await portNames(db, c.crd_lanes);
  }
  if (shows(c, 'AVATAR') || shows(c, 'WECHAT_QR')) {
    const field: Record<CardImageKind, 'Avatar' | 'WechatQr'> = { AVATAR: 'Avatar', WECHAT_QR: 'WechatQr' };
    for (const i of await imagesOf(db, c.id)) if (shows(c, i.kind)) out[field[i.kind]] = pictureUrl(token, i.sha256);
  }
  return { ok: true, value: out };
}

/** GET /api/WebsitePublic/UserCard/Vcf: the public fields as a .vcf, named after the card's name. */
export async function publicVcf(db: Db, publicUrl: string, token: string, visitor: Visitor): Promise<Outcome<{ name: string; text: string }>> {
  const opened = await openCard(db, token, 'saves', visitor);
  if (!opened.ok) return opened;
  const c = opened.value;
  return { ok: true, value: { name: c.crd_name, text: vcardOf(c, c, linkOf(publicUrl, token), true, await shownOffice(db, c.company_id, c)) } };
}
