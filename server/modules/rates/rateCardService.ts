import { randomBytes } from 'node:crypto';
import type { RateCardPushInput, RateCardView } from '../../../src/contract/rates/rateCardCalls';
import { rateCardUrl } from '../../../src/contract/rates/rateCardCalls';
import { containerText } from '../../../src/domain/pricing/containerLines';
import type { Db } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { announce, type Told, tell } from '../../live/tell';
import { floorRefusal, pickShown, validUntilOf } from './pickedRows';
import { cardOfSalesperson, insertCard, readCardByToken, readViews, recordView } from './rateCardRepository';
import type { Lang } from './rateRefusals';
import { sellRow } from './searchRow';
import { mailRateCard } from './quoteMail';
import { customerMailAddress } from './quoteMailRepository';
import { missing, no } from '../../platform/refusal';

/**
 * Rate cards (commercial.md §2.1 RateCard, §2.3): one push = one card, made of the rows a
 * salesperson ticked in a search for one customer, each rebuilt from the versions the search used
 * (the same picking as a quote), kept as shown. The customer's company gets a message naming it;
 * the link is open to whoever holds it, counts every opening, and after ValidUntil shows that the
 * card has expired instead of prices nobody honours any more.
 */

/** A card's default validity: a week, never after a pushed rate ends (R2.12). */
export const CARD_DAYS = 7;

export async function pushCard(
  db: Db,
  hub: LiveHub,
  actor: Actor,
  input: RateCardPushInput,
  ctx: { today: string; lang: Lang; canOverride: boolean },
): Promise<Outcome<{ RateCardId: number; Url: string }>> {
  const { today, lang } = ctx;
  const picking = await pickShown(db, actor, input, today, lang);
  if (!picking.ok) return picking;
  const picked = picking.value;
  const until = validUntilOf(input.ValidUntil, picked, today, CARD_DAYS, lang);
  if (!until.ok) return until;
  const reason = input.OverrideReason?.trim() || null;
  const floor = floorRefusal(picked, ctx.canOverride, reason, lang);
  if (floor) return floor;

  const { log, options } = picked;
  // by e-mail: to the customer company's contact address, refused before anything is kept when it has none
  if (input.Channel === 'EMAIL' && !(await customerMailAddress(db, String(log.company_id))))
    return no(
      'NO_EMAIL',
      'The customer company has no e-mail address on file: add one to the company, or push a link and pass it on yourself.',
      '客户公司未登记邮箱：请先在公司资料中填写邮箱，或推送链接后自行转发。',
      [{ Path: '/Channel', Message: lang === 'zh' ? '客户没有邮箱' : 'the customer has no e-mail address' }],
    );
  const title = input.Title?.trim() || `${log.pol_code} → ${log.pod_code} ${containerText(log.lines.Lines)}`;
  const token = randomBytes(18).toString('base64url');
  const told: Told[] = [];
  const out = await db.transaction(async (tx) => {
    const id = await insertCard(tx, {
      token,
      ownerCompanyId: actor.companyId,
      salespersonId: actor.id,
      customerCompanyId: log.company_id,
      searchId: input.SearchId,
      title,
      note: input.Note?.trim() ?? '',
      channel: input.Channel,
      polCode: log.pol_code,
      podCode: log.pod_code,
      lines: log.lines,
      day: log.day,
      levelName: picked.levelName,
      // R2.7: what the link answers is the sell shape; cost, margin and trace stay with the staff copy
      rows: options.map(sellRow),
      staffRows: options,
      validUntil: until.value,
      overrideReason: picked.belowFloor.length ? reason : null,
    });
    if (input.Channel === 'EMAIL')
      await mailRateCard(
        tx,
        {
          id,
          title,
          validUntil: until.value,
          url: rateCardUrl(token),
          customer: String(log.company_id),
          owner: actor.companyId,
          note: input.Note?.trim() ?? '',
        },
        actor.id,
      );
    told.push(
      await tell(
        tx,
        { companyId: log.company_id! },
        `收到运价卡：${title}，有效至 ${until.value}`,
        `Rate card received: ${title}, valid until ${until.value}`,
        rateCardUrl(token),
      ),
    );
    return { RateCardId: id, Url: rateCardUrl(token) };
  });
  await announce(hub, told);
  return { ok: true, value: out };
}

/** The card behind a link, as anyone holding the link sees it; the opening is counted. */
export async function viewCard(db: Db, token: string, visitor: string, today: string): Promise<Outcome<RateCardView>> {
  const card = await readCardByToken(db, token);
  if (!card) return missing('No such rate card: check the link.', '没有这张运价卡，请检查链接。');
  const expired = card.ValidUntil < today;
  await recordView(db, card.id, visitor, expired);
  const { id: _id, Lines, ...shown } = card;
  return {
    ok: true,
    value: {
      ...shown,
      Containers: containerText(Lines.Lines),
      CreatedAt: new Date(card.CreatedAt as string).toISOString(),
      Expired: expired,
      // a price past its day is not offered: the card says it expired and whom to ask
      Rows: expired ? [] : card.Rows,
    },
  };
}

/** The openings of one of the salesperson's cards; another salesperson's card is answered as absent, like their add-ons. */
export async function cardViews(db: Db, actor: Actor, id: number): Promise<Outcome<{ At: string; Visitor: string; Expired: boolean }[]>> {
  if (!(await cardOfSalesperson(db, id, actor.companyId, actor.id))) return missing('No such rate card.', '没有这张运价卡。');
  const views = await readViews(db, id);
  return { ok: true, value: views.map((v) => ({ ...v, At: new Date(v.At as string).toISOString() })) };
}
