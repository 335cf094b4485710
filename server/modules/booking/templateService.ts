import type { BookingWire } from '../../../src/contract/booking/calls';
import type { BookingTemplate, PartyTemplate, templateCalls } from '../../../src/contract/booking/templates';
import type { CallInput } from '../../../src/contract/call';
import { lineProblem, templateBodyOf } from '../../../src/domain/booking/templates';
import type { Db, Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import { isUniqueViolation } from '../../http/duplicates';
import type { Actor } from '../../platform/access/grants';
import { normaliseWire } from './orderRepository';
import { missing, no } from '../../platform/refusal';
import {
  bookingTemplate,
  bookingTemplateNameTaken,
  deleteTemplateRow,
  insertTemplate,
  lockTemplateVersion,
  partyTemplate,
  partyTemplateNameTaken,
  type TemplateTable,
  updateTemplate,
} from './templateRepository';

/**
 * Booking and party templates (commercial.md §6.1): each company's own — another company's id is
 * "no such template" (404), never "forbidden" — named uniquely per company whatever the case (a
 * party per role), saved with the version read (400 STALE), and a party's B/L lines held to the SI
 * check's rule (400 LINE_TOO_LONG naming the line), so nothing a template fills is refused later.
 */

type BookingSave = CallInput<typeof templateCalls.bookingTemplateSave>;
type PartySave = CallInput<typeof templateCalls.partyTemplateSave>;
type Saved = { Id: number; Version: number };

const notFound = <T>() => missing<T>('No such template.', '没有这个模板。');
const stale = <T>() =>
  no<T>('STALE', 'Someone changed this template since you opened it: reload it, then save again.', '您打开这个模板之后，已有人修改了它：请重新加载后再保存。');
const duplicate = <T>(name: string) =>
  no<T>('DUPLICATE_NAME', `A template named "${name}" already exists (names are compared without case).`, `已有名为"${name}"的模板（名称不区分大小写）。`);

const FIELD_WORDS: Record<string, { en: string; zh: string }> = {
  Shipper: { en: 'shipper', zh: '发货人' },
  Consignee: { en: 'consignee', zh: '收货人' },
  Notify: { en: 'notify party', zh: '通知人' },
  BlText: { en: 'B/L text', zh: '提单显示内容' },
  Address: { en: 'name and address', zh: '名称与地址' },
};

/** The first B/L block over the SI's line rule, as a refusal naming the block and the line. */
function linesRefusal<T>(blocks: [field: string, text: string][]): Outcome<T> | undefined {
  for (const [field, text] of blocks) {
    const p = lineProblem(text);
    if (!p) continue;
    const f = FIELD_WORDS[field]!;
    return p.kind === 'long'
      ? no(
          'LINE_TOO_LONG',
          `The ${f.en}'s line ${p.line} has ${p.length} characters: at most 35.`,
          `${f.zh}第 ${p.line} 行有 ${p.length} 个字符，每行最多 35 个。`,
        )
      : no('TOO_MANY_LINES', `The ${f.en} has ${p.lines} lines: at most 5.`, `${f.zh}共 ${p.lines} 行，最多 5 行。`);
  }
  return undefined;
}
const nameAndAddress = (p: { Name?: string; Address?: string } | undefined) => [p?.Name ?? '', p?.Address ?? ''].filter((l) => l.trim()).join('\n');

/**
 * One save: the company's own row at the version read (another company's is no such template), the
 * name checked free in the company (per role for parties), then the insert or update. A name taken
 * by a save running at the same moment is refused by the unique index, with the same Code.
 */
async function save(
  db: Db,
  table: TemplateTable,
  actor: Actor,
  ref: { Id?: number; Version?: number },
  columns: Record<string, unknown>,
  taken: (tx: Queryable) => Promise<boolean>,
): Promise<Outcome<Saved>> {
  const name = String(columns.name);
  try {
    return await db.transaction(async (tx): Promise<Outcome<Saved>> => {
      if (ref.Id !== undefined) {
        const version = await lockTemplateVersion(tx, table, actor.companyId, ref.Id);
        if (version === undefined) return notFound();
        if (ref.Version !== version) return stale();
      }
      if (await taken(tx)) return duplicate(name);
      return write(tx, table, actor, ref.Id, columns);
    });
  } catch (e) {
    if (isUniqueViolation(e)) return duplicate(name);
    throw e;
  }
}

/** Inserts a row of the actor's company, or updates the one `save` found and locked. */
async function write(tx: Queryable, table: TemplateTable, actor: Actor, id: number | undefined, columns: Record<string, unknown>): Promise<Outcome<Saved>> {
  if (id === undefined) {
    const row = await insertTemplate(tx, table, actor, columns);
    return { ok: true, value: { Id: row.id, Version: row.version } };
  }
  return { ok: true, value: { Id: id, Version: await updateTemplate(tx, table, actor, id, columns) } };
}

export async function saveBookingTemplate(db: Db, actor: Actor, b: BookingSave): Promise<Outcome<Saved>> {
  const name = b.Name.trim();
  if (!name) return no('NAME_REQUIRED', 'Give the template a name.', '请填写模板名称。');
  const body = templateBodyOf(normaliseWire(b.Body as BookingWire));
  const bad = linesRefusal<Saved>((['Shipper', 'Consignee', 'Notify'] as const).map((k) => [k, nameAndAddress(body[k])]));
  if (bad) return bad;
  return save(db, 'booking_templates', actor, b, { name, body: JSON.stringify(body) }, (tx) => bookingTemplateNameTaken(tx, actor.companyId, name, b.Id));
}

export async function savePartyTemplate(db: Db, actor: Actor, b: PartySave): Promise<Outcome<Saved>> {
  const name = b.Name.trim();
  if (!name) return no('NAME_REQUIRED', 'Give the party a name.', '请填写名称。');
  const address = (b.Address ?? '').replace(/\s+$/, '');
  const blText = (b.BlText ?? '').replace(/\s+$/, '');
  const bad = linesRefusal<Saved>([
    ['Address', nameAndAddress({ Name: name, Address: address })],
    ['BlText', blText],
  ]);
  if (bad) return bad;
  const columns = {
    role: b.Role,
    name,
    address,
    contact: (b.Contact ?? '').trim(),
    phone: (b.Phone ?? '').trim(),
    email: (b.Email ?? '').trim(),
    tax_id: (b.TaxId ?? '').trim(),
    country_code: (b.CountryCode ?? '').toUpperCase(),
    bl_text: blText,
  };
  return save(db, 'party_templates', actor, b, columns, (tx) => partyTemplateNameTaken(tx, actor.companyId, b.Role, name, b.Id));
}

/** Deletes one of the company's templates at the version read. */
export async function deleteTemplate(db: Db, actor: Actor, table: TemplateTable, ref: { Id: number; Version: number }) {
  return db.transaction(async (tx): Promise<Outcome<{ Id: number }>> => {
    const version = await lockTemplateVersion(tx, table, actor.companyId, ref.Id);
    if (version === undefined) return notFound();
    if (version !== ref.Version) return stale();
    await deleteTemplateRow(tx, table, ref.Id);
    return { ok: true, value: { Id: ref.Id } };
  });
}

export async function readBookingTemplate(db: Queryable, actor: Actor, id: number): Promise<Outcome<BookingTemplate>> {
  const t = await bookingTemplate(db, actor, id);
  return t ? { ok: true, value: t } : notFound();
}

export async function readPartyTemplate(db: Queryable, actor: Actor, id: number): Promise<Outcome<PartyTemplate>> {
  const t = await partyTemplate(db, actor, id);
  return t ? { ok: true, value: t } : notFound();
}
