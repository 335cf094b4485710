import { randomBytes } from 'node:crypto';
import type { RateCardPushInput, RateCardView } from '../../../src/contract/rates/rateCardCalls';
import { rateCardUrl } from '../../../src/contract/rates/rateCardCalls';
import type { RateSearchRow } from '../../../src/contract/rates/searchCalls';
import { containerText } from '../../../src/domain/pricing/containerLines';
import type { Db } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { announce, type Told, tell } from '../../live/tell';
import { floorRefusal, pickShown, validUntilOf } from './pickedRows';
import type { Lang } from './rateRefusals';
import { sellRow } from './searchRow';
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
  // DESIGN §8: no e-mail leaves this machine before the outbox exists — refused, never a pretend success
  if (input.Channel === 'EMAIL')
    return no(
      'CHANNEL_UNAVAILABLE',
      'Sending cards by e-mail comes with the e-mail outbox: push a link and pass it on yourself.',
      '邮件发送将随邮件发件箱一起提供：请推送链接并自行转发。',
      [{ Path: '/Channel', Message: lang === 'zh' ? '暂不能发邮件' : 'no e-mail yet' }],
    );
  const picking = await pickShown(db, actor, input, today, lang);
  if (!picking.ok) return picking;
  const picked = picking.value;
  const until = validUntilOf(input.ValidUntil, picked, today, CARD_DAYS, lang);
  if (!until.ok) return until;
  const reason = input.OverrideReason?.trim() || null;
  const floor = floorRefusal(picked, ctx.canOverride, reason, lang);
  if (floor) return floor;

  const { log, options } = picked;
  const title = input.Title?.trim() || `${log.pol_code} → ${log.pod_code} ${containerText(log.lines.Lines)}`;
  const token = randomBytes(18).toString('base64url');
  const told: Told[] = [];
  const out = await db.transaction(async (tx) => {
    const [card] = await tx.query<{ id: number }>(
      `insert into rate_cards (token, owner_company_id, salesperson_id, customer_company_id, search_id, title, note, channel, pol_code, pod_code,
                               lines, day, level_name, rows, staff_rows, valid_until, override_reason)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) returning id::int`,
      [
        token,
        actor.companyId,
        actor.id,
        log.company_id,
        input.SearchId,
        title,
        input.Note?.trim() ?? '',
        input.Channel,
        log.pol_code,
        log.pod_code,
        JSON.stringify(log.lines),
        log.day,
        picked.levelName,
        // R2.7: what the link answers is the sell shape; cost, margin and trace stay with the staff copy
        JSON.stringify(options.map(sellRow)),
        JSON.stringify(options),
        until.value,
        picked.belowFloor.length ? reason : null,
      ],
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
    return { RateCardId: card!.id, Url: rateCardUrl(token) };
  });
  await announce(hub, told);
  return { ok: true, value: out };
}

/** The card behind a link, as anyone holding the link sees it; the opening is counted. */
export async function viewCard(db: Db, token: string, visitor: string, today: string): Promise<Outcome<RateCardView>> {
  const [card] = await db.query<
    Omit<RateCardView, 'Rows' | 'Containers' | 'Expired' | 'CreatedAt'> & {
      id: number;
      Rows: RateSearchRow[];
      Lines: { Lines: { ContainerClass: string; Qty: number }[] };
      CreatedAt: unknown;
    }
  >(
    `select rc.id::int, rc.title as "Title", rc.note as "Note", o.name_zh as "CompanyName", e.name as "SalesName", c.name_zh as "CustomerName",
            rc.pol_code as "PolCode", rc.pod_code as "PodCode", rc.lines as "Lines", rc.day::text as "Day", rc.created_at as "CreatedAt",
            rc.valid_until::text as "ValidUntil", rc.rows as "Rows"
       from rate_cards rc join companies o on o.id = rc.owner_company_id join companies c on c.id = rc.customer_company_id
       join employees e on e.id = rc.salesperson_id
      where rc.token = $1`,
    [token],
  );
  if (!card) return missing('No such rate card: check the link.', '没有这张运价卡，请检查链接。');
  const expired = card.ValidUntil < today;
  await db.query('insert into rate_card_views (card_id, visitor_key, expired) values ($1, $2, $3)', [card.id, visitor, expired]);
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
