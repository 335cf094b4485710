import { fieldSays, type FieldError } from '../../../../src/contract/envelope';
import type { SailingSaveInput } from '../../../../src/contract/letters/calls';
import { DOC_STATUS } from '../../../../src/domain/letters/status';
import { isCalendarDate } from '../../../../src/domain/refdata/exchangeRates';
import type { Db, Queryable } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import { inTransaction } from '../../../platform/transaction';
import { actsFor, audienceProblems, badFields, carrierProblem, noSite, noTable, ownSiteAudience, stale } from '../checks';
import { readerOf } from '../reader';
import { checkRows } from '../rowChecks';
import {
  insertTable,
  ownerKindOf,
  publishTableVersion,
  readTable,
  redraftTableRow,
  replaceRows,
  type StoredRow,
  tableEvent,
  type TableValues,
  updateTable,
} from '../sailingRepository';

type Saved = { Id: number; Version: number; Status: 0 | 1 | 2 };

/**
 * Saves a sailing table's header and, when sent, its rows (operations.md §13.2): a new one is a draft;
 * a change to a published one republishes it as the next version; a withdrawn one is kept as it was.
 * Every problem of the header and of each row is answered at once (`/Rows/3/ETA`), nothing written.
 */
export async function saveSailingTable(db: Db, actor: Actor, b: SailingSaveInput): Promise<Outcome<Saved>> {
  return inTransaction(db, async (tx) => {
    if (b.Id === undefined) {
      const owner = actsFor(actor, b.CompanyId);
      const kind = owner && (await ownerKindOf(tx, owner));
      if (!owner || !kind) return noSite();
      const checked = await checkTable(tx, b, kind);
      if (!checked.ok) return checked;
      const { values, rows } = checked.value;
      const id = await insertTable(tx, owner, actor.id, values);
      if (rows) await replaceRows(tx, id, rows);
      await tableEvent(tx, id, 'CREATE', actor.id);
      return { ok: true, value: { Id: id, Version: rows ? 2 : 1, Status: DOC_STATUS.DRAFT } };
    }
    const held = await readTable(tx, b.Id, readerOf(actor), true);
    if (!held) return noTable();
    if (held.Version !== b.Version) return stale();
    const checked = await checkTable(tx, b, held.OwnerKind);
    if (!checked.ok) return checked;
    const { values, rows } = checked.value;
    // a withdrawn table changed is a draft of its next version (its versions and history kept)
    const redraft = held.Status === DOC_STATUS.WITHDRAWN;
    if (redraft) await redraftTableRow(tx, b.Id);
    let version = await updateTable(tx, b.Id, values);
    if (rows) version = await replaceRows(tx, b.Id, rows);
    const status = redraft ? DOC_STATUS.DRAFT : (held.Status as 0 | 1);
    return { ok: true, value: { Id: b.Id, Version: await afterChange(tx, actor, b.Id, status, version, redraft ? 'REDRAFT' : 'SAVE'), Status: status } };
  });
}

/** After a change: a published table republished as its next version (its history says so), a draft's saved. */
export async function afterChange(
  tx: Queryable,
  actor: Actor,
  id: number,
  status: number,
  version: number,
  action: 'SAVE' | 'IMPORT' | 'REDRAFT',
): Promise<number> {
  if (status !== DOC_STATUS.PUBLISHED) {
    await tableEvent(tx, id, action, actor.id);
    return version;
  }
  const next = await publishTableVersion(tx, id, actor.id);
  await tableEvent(tx, id, 'REPUBLISH', actor.id, next.published, action === 'IMPORT' ? 'Excel' : null);
  return next.version;
}

async function checkTable(tx: Queryable, b: SailingSaveInput, ownerKind: string | undefined): Promise<Outcome<{ values: TableValues; rows?: StoredRow[] }>> {
  const carrier = b.Carrier.trim().toUpperCase();
  const errors: FieldError[] = [];
  const wrong = await carrierProblem(tx, carrier);
  if (wrong) errors.push(wrong);
  if (!isCalendarDate(b.PeriodFrom)) errors.push(fieldSays('/PeriodFrom', { zh: '开始日期不是有效日期', en: 'The start is not a calendar date' }));
  if (!isCalendarDate(b.PeriodTo)) errors.push(fieldSays('/PeriodTo', { zh: '结束日期不是有效日期', en: 'The end is not a calendar date' }));
  else if (b.PeriodTo < b.PeriodFrom) errors.push(fieldSays('/PeriodTo', { zh: '结束日期不能早于开始日期', en: 'The end is before the start' }));
  errors.push(...(await audienceProblems(tx, b.Audience, b.Companies)));
  const site = ownSiteAudience(ownerKind, b.Audience);
  if (site) errors.push(site);
  const checked = b.Rows ? await checkRows(tx, b.Rows) : undefined;
  checked?.forEach((c, i) => {
    if (!c.ok)
      for (const p of c.problems) errors.push(fieldSays(`/Rows/${i}/${p.field}`, { zh: `第 ${i + 1} 行：${p.words.zh}`, en: `Row ${i + 1}: ${p.words.en}` }));
  });
  if (errors.length) return badFields(errors);
  const values: TableValues = {
    title: b.Title.trim(),
    carrier,
    service: b.Service.trim().toUpperCase(),
    line: (b.Line ?? '').trim(),
    periodFrom: b.PeriodFrom,
    periodTo: b.PeriodTo,
    audience: b.Audience,
    companies: b.Audience === 'COMPANIES' ? b.Companies.map(String) : [],
  };
  return { ok: true, value: { values, rows: checked?.map((c) => (c as { row: StoredRow }).row) } };
}
