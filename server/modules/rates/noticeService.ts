import { ratesCheckWords } from '../../../src/contract/rates/words';
import type { CallInput } from '../../../src/contract/call';
import { fieldSays } from '../../../src/contract/envelope';
import { CUSTOMER_QUOTE_PAGES, NOTICE_PAGE } from '../../../src/contract/rates/module';
import type { noticeCalls as C, NoticeWire, PublishedNotice } from '../../../src/contract/rates/noticeCalls';
import { isCalendarDate } from '../../../src/domain/refdata/exchangeRates';
import type { Db, Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { LiveHub } from '../../live/hub';
import { announce, type Told } from '../../live/tell';
import type { Actor } from '../../platform/access/grants';
import { missing, no } from '../../platform/refusal';
import { inTransaction } from '../../platform/transaction';
import { isCarrier } from './knownCodesRepository';
import {
  attachCircular,
  insertAudienceMessages,
  insertNotice,
  iso,
  markPublished,
  markWithdrawn,
  type NoticeValues,
  publishedNotices,
  readCircular,
  readNotice,
  updateNotice,
} from './noticeRepository';
import { stale } from './rateRefusals';

/**
 * Rate notices (commercial.md §2.1 RateNotice, §2.5 FCLFreightPost, R2.10): drafts saved under a
 * Revision; publishing writes a message to each company of the audience in the same transaction
 * (the desk's own staff, every customer company, or both) and pushes it live once committed; a
 * withdrawn notice disappears from the customers' list. The circular's PDF is kept with the notice.
 */

const notFound = <T>() => missing<T>('No such rate notice.', '没有这条运价公告。');

/** A message to every company of the audience, written in the caller's transaction (bulk: one statement however many customers). */
export async function tellAudience(tx: Queryable, ownerId: string, n: NoticeWire): Promise<Told[]> {
  const zh = `运价公告：${n.Title}（${n.EffectiveDate} 起生效）`;
  const rows = await insertAudienceMessages(tx, {
    zh,
    en: `Rate notice: ${n.Title} (effective ${n.EffectiveDate})`,
    description: n.Body.slice(0, 2000),
    ownerId,
    audience: n.Audience,
    ownerLink: `${NOTICE_PAGE}?open=${n.Id}`,
    customerLink: `${CUSTOMER_QUOTE_PAGES[0]}?notices=1`,
    kinds: n.Audience === 'INTERNAL' ? [] : ['customer'],
  });
  return rows.map((m) => ({ id: Number(m.id), audience: { companyId: m.company }, title: zh }));
}

/** The notice's form as written: codes in capitals, empty ones dropped. */
const valuesOf = (b: CallInput<typeof C.save>, carrier: string | null): NoticeValues => ({
  title: b.Title.trim(),
  body: b.Body ?? '',
  carrier,
  tradeLanes: (b.TradeLaneCodes ?? []).map((c) => c.trim().toUpperCase()),
  fee: b.FeeCode?.trim().toUpperCase() || null,
  effectiveDate: b.EffectiveDate,
  audience: b.Audience,
});

export function noticeService(db: Db, hub: LiveHub) {
  /** One of the actor's company's notices, locked, at the revision the person read. */
  const heldAt = async (tx: Queryable, actor: Actor, id: number, revision: number | undefined): Promise<Outcome<NoticeWire>> => {
    const n = await readNotice(tx, id, actor.companyId, true);
    if (!n) return notFound();
    if (n.Revision !== revision) return stale();
    return { ok: true, value: n };
  };

  return {
    get: async (actor: Actor, id: number): Promise<Outcome<NoticeWire>> => {
      const n = await readNotice(db, id, actor.companyId);
      return n ? { ok: true, value: n } : notFound();
    },

    save: async (actor: Actor, b: CallInput<typeof C.save>): Promise<Outcome<{ Id: number; Revision: number }>> => {
      if (!isCalendarDate(b.EffectiveDate))
        return no('BAD_DATE', 'The effective date is not a calendar date.', '生效日期不是有效日期。', [{ Path: '/EffectiveDate', Message: 'date' }]);
      return inTransaction(db, async (tx) => {
        const carrier = b.CarrierCode?.trim().toUpperCase() || null;
        if (carrier && !(await isCarrier(tx, carrier)))
          return no('UNKNOWN_CARRIER', `${carrier} is not a carrier.`, `${carrier} 不是船公司代码。`, [
            fieldSays('/CarrierCode', ratesCheckWords.notCarrier(carrier)),
          ]);
        const values = valuesOf(b, carrier);
        if (b.Id === undefined) {
          const made = await insertNotice(tx, actor.companyId, actor.id, values);
          return { ok: true, value: { Id: made.id, Revision: made.revision } };
        }
        const held = await heldAt(tx, actor, b.Id, b.Revision);
        if (!held.ok) return held;
        if (held.value.Status !== 'DRAFT')
          return no(
            'NOT_DRAFT',
            'Only a draft notice is changed: a published one is withdrawn and written again.',
            '只有草稿公告可以修改：已发布的请撤回后重新编写。',
          );
        return { ok: true, value: { Id: b.Id, Revision: await updateNotice(tx, b.Id, values) } };
      });
    },

    publish: async (actor: Actor, b: CallInput<typeof C.publish>): Promise<Outcome<{ Status: 'PUBLISHED'; Told: number }>> => {
      const outcome = await inTransaction<{ Status: 'PUBLISHED'; Told: Told[] }>(db, async (tx) => {
        const held = await heldAt(tx, actor, b.Id, b.Revision);
        if (!held.ok) return held;
        if (held.value.Status !== 'DRAFT') return no('NOT_DRAFT', 'Only a draft notice is published.', '只有草稿公告可以发布。');
        await markPublished(tx, b.Id, actor.id);
        return { ok: true, value: { Status: 'PUBLISHED', Told: await tellAudience(tx, actor.companyId, held.value) } };
      });
      if (!outcome.ok) return outcome;
      await announce(hub, outcome.value.Told);
      return { ok: true, value: { Status: outcome.value.Status, Told: outcome.value.Told.length } };
    },

    withdraw: (actor: Actor, b: CallInput<typeof C.withdraw>) =>
      inTransaction<{ Status: 'WITHDRAWN' }>(db, async (tx) => {
        const held = await heldAt(tx, actor, b.Id, b.Revision);
        if (!held.ok) return held;
        if (held.value.Status !== 'PUBLISHED') return no('NOT_PUBLISHED', 'Only a published notice is withdrawn.', '只有已发布的公告可以撤回。');
        await markWithdrawn(tx, b.Id);
        return { ok: true, value: { Status: 'WITHDRAWN' } };
      }),

    /** Keeps the circular (a PDF, checked by the call) with a notice not withdrawn. */
    attach: (actor: Actor, a: { Id: number; Revision: number; Name: string }, pdf: Buffer) =>
      inTransaction<{ Revision: number }>(db, async (tx) => {
        const held = await heldAt(tx, actor, a.Id, a.Revision);
        if (!held.ok) return held;
        if (held.value.Status === 'WITHDRAWN') return no('WITHDRAWN', 'A withdrawn notice takes no attachment.', '已撤回的公告不能再上传附件。');
        return { ok: true, value: { Revision: await attachCircular(tx, a.Id, pdf, a.Name.trim()) } };
      }),

    /** The circular's bytes and file name, as its reader may have them. */
    circular: async (actor: Actor, id: number): Promise<Outcome<{ Pdf: Buffer; Name: string }>> => {
      const n = await readCircular(db, id, actor.companyId, actor.companyKind);
      if (!n?.attachment) return missing('No such circular.', '没有这份附件。');
      return { ok: true, value: { Pdf: Buffer.from(n.attachment), Name: n.attachment_name ?? 'notice.pdf' } };
    },

    published: async (actor: Actor): Promise<Outcome<PublishedNotice[]>> => ({
      ok: true,
      value: (await publishedNotices(db, actor.companyKind, actor.companyId)).map((n) => ({ ...n, PublishedAt: iso(n.PublishedAt)! })),
    }),
  };
}
