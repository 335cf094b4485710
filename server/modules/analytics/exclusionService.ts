import type { ExclusionChange, ExclusionsAnswer } from '../../../src/contract/analytics/exclusionCalls';
import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { asWritten, no, noSuch } from '../../platform/refusal';
import { companyNamesOf } from '../companies/public';
import * as repo from './exclusionRepository';
import { rebuildSalesDaily } from './rollup';
import { employeeNames } from './salesRepository';

/**
 * The internal test companies left out of every figure (commercial.md §9.1 "Excluded"; calls
 * `/api/Analytics/Exclusions…`): the list, the companies that may join it, the history of changes.
 * Adding or restoring one rolls the figures up again in the same transaction.
 */
export async function exclusions(db: Db): Promise<Outcome<ExclusionsAnswer>> {
  const [excluded, history, customers] = await Promise.all([repo.excludedRows(db), repo.historyRows(db), repo.rolledUpCustomers(db)]);
  const out = new Set(excluded.map((r) => r.company));
  const names = await companyNamesOf(db, [...out, ...customers, ...history.map((h) => h.company)]);
  const people = await employeeNames(db, [...excluded.map((r) => r.by), ...history.map((h) => h.by)]);
  const name = (id: string) => {
    const n = names.get(id);
    return n ? { zh: n.NameZh, en: n.NameEn || n.NameZh } : { zh: id, en: id };
  };
  const at = (t: Date | string) => new Date(t).toISOString();
  return {
    ok: true,
    value: {
      Excluded: excluded.map((r) => ({ CompanyId: r.company, Name: name(r.company), Reason: r.reason, By: people.get(r.by) ?? '', At: at(r.at) })),
      Candidates: customers
        .filter((c) => !out.has(c))
        .map((c) => ({ CompanyId: c, Name: name(c) }))
        .sort((a, b) => a.Name.zh.localeCompare(b.Name.zh, 'zh')),
      History: history.map((h) => ({
        CompanyId: h.company,
        Name: name(h.company),
        Action: h.action,
        Reason: h.reason,
        By: people.get(h.by) ?? '',
        At: at(h.at),
      })),
    },
  };
}

/** Adds a company to the list (`restore`: takes it off), kept in the history; the figures rolled up again. */
export async function changeExclusion(db: Db, actor: Actor, input: ExclusionChange, restore: boolean): Promise<Outcome<ExclusionsAnswer>> {
  const reason = input.Reason?.trim() ?? '';
  if (!restore && !reason) return asWritten(no('REASON', 'Say why the company is excluded (kept in the history).', '请填写排除该公司的原因（记入历史）。'));
  if (!(await companyNamesOf(db, [input.CompanyId])).has(input.CompanyId)) return noSuch('company');
  const changed = await db.transaction(async (tx) => {
    const done = restore ? await repo.removeExclusion(tx, input.CompanyId, reason, actor.id) : await repo.addExclusion(tx, input.CompanyId, reason, actor.id);
    if (done) await rebuildSalesDaily(tx);
    return done;
  });
  if (!changed)
    return asWritten(
      restore
        ? no('NOT_EXCLUDED', 'This company is not on the exclusion list.', '该公司不在排除名单中。')
        : no('ALREADY_EXCLUDED', 'This company is already on the exclusion list.', '该公司已在排除名单中。'),
    );
  return exclusions(db);
}
