import type { BookingWire } from '../../../src/contract/booking/calls';
import type { BookingTemplate, PartyTemplate, TemplateBody, templateCalls } from '../../../src/contract/booking/templates';
import type { CallInput } from '../../../src/contract/call';
import { lineProblem, templateBodyOf } from '../../../src/domain/booking/templates';
import type { Db, Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import { isUniqueViolation } from '../../http/duplicates';
import type { Actor } from '../../platform/access/grants';
import { normaliseWire } from './orderRepository';
import { missing, no } from '../../platform/refusal';

/**
 * Booking and party templates (commercial.md §6.1): each company's own — another company's id is
 * "no such template" (404), never "forbidden" — named uniquely per company whatever the case (a
 * party per role), saved with the version read (400 STALE), and a party's B/L lines held to the SI
 * check's rule (400 LINE_TOO_LONG naming the line), so nothing a template fills is refused later.
 */

type BookingSave = CallInput<typeof templateCalls.bookingTemplateSave>;
type PartySave = CallInput<typeof templateCalls.partyTemplateSave>;
type Saved = { Id: number; Version: number };

const iso = (v: unknown) => new Date(v as string).toISOString();
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

type Table = 'booking_templates' | 'party_templates';

/**
 * One save: the company's own row at the version read (another company's is no such template), the
 * name checked free in the company (per role for parties), then the insert or update. A name taken
 * by a save running at the same moment is refused by the unique index, with the same Code.
 */
async function save(
  db: Db,
  table: Table,
  actor: Actor,
  ref: { Id?: number; Version?: number },
  columns: Record<string, unknown>,
  taken: (tx: Queryable) => Promise<boolean>,
): Promise<Outcome<Saved>> {
  const name = String(columns.name);
  try {
    return await db.transaction(async (tx): Promise<Outcome<Saved>> => {
      if (ref.Id !== undefined) {
        const [cur] = await tx.query<{ version: number }>(`select version from ${table} where id = $1 and company_id = $2 for update`, [
          ref.Id,
          actor.companyId,
        ]);
        if (!cur) return notFound();
        if (ref.Version !== cur.version) return stale();
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
async function write(tx: Queryable, table: Table, actor: Actor, id: number | undefined, columns: Record<string, unknown>): Promise<Outcome<Saved>> {
  const names = Object.keys(columns);
  const values = Object.values(columns);
  if (id === undefined) {
    const [row] = await tx.query<{ id: number; version: number }>(
      `insert into ${table} (company_id, created_by, updated_by, ${names.join(', ')}) values ($1, $2, $2, ${names.map((_, i) => `$${i + 3}`).join(', ')})
       returning id::int, version`,
      [actor.companyId, actor.id, ...values],
    );
    return { ok: true, value: { Id: row!.id, Version: row!.version } };
  }
  const [row] = await tx.query<{ version: number }>(
    `update ${table} set ${names.map((n, i) => `${n} = $${i + 3}`).join(', ')}, updated_by = $2, updated_at = now(), version = version + 1
      where id = $1 returning version`,
    [id, actor.id, ...values],
  );
  return { ok: true, value: { Id: id, Version: row!.version } };
}

export async function saveBookingTemplate(db: Db, actor: Actor, b: BookingSave): Promise<Outcome<Saved>> {
  const name = b.Name.trim();
  if (!name) return no('NAME_REQUIRED', 'Give the template a name.', '请填写模板名称。');
  const body = templateBodyOf(normaliseWire(b.Body as BookingWire));
  const bad = linesRefusal<Saved>((['Shipper', 'Consignee', 'Notify'] as const).map((k) => [k, nameAndAddress(body[k])]));
  if (bad) return bad;
  return save(
    db,
    'booking_templates',
    actor,
    b,
    { name, body: JSON.stringify(body) },
    async (tx) =>
      (
        await tx.query('select 1 from booking_templates where company_id = $1 and lower(name) = lower($2) and id is distinct from $3::bigint', [
          actor.companyId,
          name,
          b.Id ?? null,
        ])
      ).length > 0,
  );
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
  return save(
    db,
    'party_templates',
    actor,
    b,
    columns,
    async (tx) =>
      (
        await tx.query('select 1 from party_templates where company_id = $1 and role = $2 and lower(name) = lower($3) and id is distinct from $4::bigint', [
          actor.companyId,
          b.Role,
          name,
          b.Id ?? null,
        ])
      ).length > 0,
  );
}

/** Deletes one of the company's templates at the version read. */
export async function deleteTemplate(db: Db, actor: Actor, table: Table, ref: { Id: number; Version: number }) {
  return db.transaction(async (tx): Promise<Outcome<{ Id: number }>> => {
    const [cur] = await tx.query<{ version: number }>(`select version from ${table} where id = $1 and company_id = $2 for update`, [ref.Id, actor.companyId]);
    if (!cur) return notFound();
    if (cur.version !== ref.Version) return stale();
    await tx.query(`delete from ${table} where id = $1`, [ref.Id]);
    return { ok: true, value: { Id: ref.Id } };
  });
}

export async function readBookingTemplate(db: Queryable, actor: Actor, id: number): Promise<Outcome<BookingTemplate>> {
  const [t] = await db.query<{ id: number; name: string; body: TemplateBody; updated_by: string | null; updated_at: unknown; version: number }>(
    `select t.id::int, t.name, t.body, e.name as updated_by, t.updated_at, t.version
       from booking_templates t left join employees e on e.id = t.updated_by where t.id = $1 and t.company_id = $2`,
    [id, actor.companyId],
  );
  if (!t) return notFound();
  return { ok: true, value: { Id: t.id, Name: t.name, Body: t.body, UpdatedBy: t.updated_by ?? '', UpdatedAt: iso(t.updated_at), Version: t.version } };
}

/** The party template's columns as the wire names them (the list reads the same). */
export const PARTY_COLUMNS = `t.id::int as "Id", t.role as "Role", t.name as "Name", t.address as "Address", t.contact as "Contact", t.phone as "Phone",
  t.email as "Email", t.tax_id as "TaxId", t.country_code as "CountryCode", t.bl_text as "BlText", t.updated_at as "UpdatedAt", t.version as "Version"`;

export async function readPartyTemplate(db: Queryable, actor: Actor, id: number): Promise<Outcome<PartyTemplate>> {
  const [t] = await db.query<PartyTemplate>(`select ${PARTY_COLUMNS} from party_templates t where t.id = $1 and t.company_id = $2`, [id, actor.companyId]);
  if (!t) return notFound();
  return { ok: true, value: { ...t, UpdatedAt: iso(t.UpdatedAt) } };
}
