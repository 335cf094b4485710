import type { RuleMatch } from '../../../src/domain/pricing/rules';
import type { MarkupRule, SalesMarkup } from '../../../src/domain/pricing/markups';
import type { SurchargeCondition, SurchargeRule } from '../../../src/domain/pricing/surcharges';
import type { Queryable } from '../../db/types';
import { currencyDigits as digitsOfCurrencies } from '../refdata/public';

/**
 * The rules the pricing engine reads (SQL only): surcharge and mark-up rules as versions, customer
 * levels and who sits in which. Amounts are minor units already (migration 034), so rows become the
 * engine's types without arithmetic.
 */

interface RuleRow {
  id: string;
  version: number;
  match: RuleMatch;
  priority: number;
  valid_from: string;
  valid_to: string;
  active: boolean;
  name: string;
}
interface SurchargeRow extends RuleRow {
  kind: SurchargeRule['Kind'];
  fee_code: string;
  basis: SurchargeRule['Basis'];
  currency: string;
  payment_term: SurchargeRule['PaymentTerm'];
  side: SurchargeRule['Side'];
  condition: SurchargeCondition | null;
  amounts: Record<string, number>;
  amount: string | null;
  min_amount: string | null;
  max_amount: string | null;
}
interface MarkupRow extends RuleRow {
  scope: MarkupRule['Scope'];
  level_id: string | null;
  method: MarkupRule['Method'];
  amounts: Record<string, number>;
  pct_bp: number | null;
  currency: string | null;
  apply_to: MarkupRule['ApplyTo'];
  rounding_step: number;
  min_margin: Record<string, number>;
}

interface SalesRow extends RuleRow {
  currency: string;
  amounts: Record<string, number>;
}
/** A rule and what a person calls it (the explain names the rule, not only its id). */
export type Named<R> = R & { Name: string };

const num = (v: string | null) => (v === null ? null : Number(v));
const identity = (r: RuleRow) => ({
  Id: Number(r.id),
  Version: r.version,
  Match: r.match,
  Priority: r.priority,
  ValidFrom: r.valid_from,
  ValidTo: r.valid_to,
  Active: r.active,
  Name: r.name,
});

const surchargeOf = (r: SurchargeRow): Named<SurchargeRule> => ({
  ...identity(r),
  Kind: r.kind,
  FeeCode: r.fee_code,
  Basis: r.basis,
  Currency: r.currency,
  PaymentTerm: r.payment_term,
  Side: r.side,
  Condition: r.condition,
  Amounts: r.amounts,
  Amount: num(r.amount),
  Min: num(r.min_amount),
  Max: num(r.max_amount),
});

const markupOf = (r: MarkupRow): Named<MarkupRule> => ({
  ...identity(r),
  Scope: r.scope,
  LevelId: r.level_id === null ? null : Number(r.level_id),
  Method: r.method,
  Values: r.amounts,
  PctBp: r.pct_bp,
  Currency: r.currency,
  ApplyTo: r.apply_to,
  RoundingStep: r.rounding_step,
  MinMargin: r.min_margin,
});

const salesOf = (r: SalesRow): Named<SalesMarkup> => ({ ...identity(r), Values: r.amounts, Currency: r.currency });
const COLUMNS = `id::text, version, match, priority, valid_from::text, valid_to::text, active, name`;
const SURCHARGE = `${COLUMNS}, kind, fee_code, basis, currency, payment_term, side, condition, amounts, amount::text, min_amount::text, max_amount::text`;
const SALES = `${COLUMNS}, currency, amounts`;
const MARKUP = `${COLUMNS}, scope, level_id::text, method, amounts, pct_bp, currency, apply_to, rounding_step, min_margin`;

/**
 * The latest version of every rule of an owner (the engine checks validity and Active per day) — or,
 * given `asAt`, the latest saved by then: the rules a search of that moment priced with, so a booking
 * re-priced from that search finds the same versions for classes the search did not price.
 */
export async function currentRules(q: Queryable, ownerId: string, asAt?: string) {
  const latest = (table: string, columns: string) =>
    `select distinct on (id) ${columns} from ${table} where owner_company_id = $1 and ($2::timestamptz is null or created_at <= $2) order by id, version desc`;
  const [surcharges, markups] = await Promise.all([
    q.query<SurchargeRow>(latest('surcharge_rules', SURCHARGE), [ownerId, asAt ?? null]),
    q.query<MarkupRow>(latest('markup_rules', MARKUP), [ownerId, asAt ?? null]),
  ]);
  return { surcharges: surcharges.map(surchargeOf), markups: markups.map(markupOf) };
}

/**
 * The acting salesperson's add-ons for one customer (the latest version of each; the engine checks
 * validity and Active per day): those naming the customer and those for all of their customers.
 */
export async function salesRulesFor(q: Queryable, ownerId: string, salespersonId: string, customerId: string) {
  const rows = await q.query<SalesRow>(
    `select * from (select distinct on (id) ${SALES}, targets from sales_markups where owner_company_id = $1 and salesperson_id = $2 order by id, version desc) s
      where jsonb_array_length(s.targets) = 0 or s.targets @> jsonb_build_array($3::bigint)`,
    [ownerId, salespersonId, customerId],
  );
  return rows.map(salesOf);
}

export interface RuleRef {
  Kind: 'SURCHARGE' | 'MARKUP' | 'SALES';
  Id: number;
  Version: number;
}

/** Exactly the rule versions a shown price used (the explain rebuilds from them, whatever changed since). */
export async function rulesAt(q: Queryable, ownerId: string, refs: readonly RuleRef[]) {
  const pick = (kind: RuleRef['Kind']) => refs.filter((r) => r.Kind === kind).map((r) => `${r.Id}:${r.Version}`);
  const at = (table: string, columns: string) =>
    `select ${columns} from ${table} where owner_company_id = $1 and (id::text || ':' || version::text) = any($2::text[])`;
  const [surcharges, markups, sales] = await Promise.all([
    q.query<SurchargeRow>(at('surcharge_rules', SURCHARGE), [ownerId, pick('SURCHARGE')]),
    q.query<MarkupRow>(at('markup_rules', MARKUP), [ownerId, pick('MARKUP')]),
    q.query<SalesRow>(at('sales_markups', SALES), [ownerId, pick('SALES')]),
  ]);
  return { surcharges: surcharges.map(surchargeOf), markups: markups.map(markupOf), sales: sales.map(salesOf) };
}

/** Fee codes an all-in rate already includes, and every fee code's name: reference data's (issue 46). */
export { feeFacts } from '../refdata/public';

export interface Level {
  Id: number;
  Name: string;
  IsPublic: boolean;
}
interface LevelRow {
  id: string;
  name_zh: string;
  name_en: string;
  is_public: boolean;
}
const levelOf = (r: LevelRow | undefined): Level | undefined => r && { Id: Number(r.id), Name: `${r.name_zh} ${r.name_en}`.trim(), IsPublic: r.is_public };

/** The level a customer company sits in with an owner: its assignment, else the owner's default level. */
export async function levelOfCompany(q: Queryable, ownerId: string, companyId: string): Promise<Level | undefined> {
  const [row] = await q.query<LevelRow>(
    `select l.id::text, l.name_zh, l.name_en, l.is_public from customer_levels l
       left join customer_level_companies c on c.level_id = l.id and c.company_id = $2
      where l.owner_company_id = $1 and (c.company_id is not null or l.is_default)
      order by (c.company_id is not null) desc limit 1`,
    [ownerId, companyId],
  );
  return levelOf(row);
}

export async function levelById(q: Queryable, ownerId: string, levelId: number): Promise<Level | undefined> {
  const [row] = await q.query<LevelRow>(`select id::text, name_zh, name_en, is_public from customer_levels where owner_company_id = $1 and id = $2`, [
    ownerId,
    levelId,
  ]);
  return levelOf(row);
}

/** The visitors' tier of an owner. */
export async function publicLevel(q: Queryable, ownerId: string): Promise<Level | undefined> {
  const [row] = await q.query<LevelRow>(`select id::text, name_zh, name_en, is_public from customer_levels where owner_company_id = $1 and is_public`, [
    ownerId,
  ]);
  return levelOf(row);
}

/** The company whose pricing desk owns the rates customers search: the platform's (shared rates come with issue 16). */
export async function platformCompanyId(q: Queryable): Promise<string> {
  const [row] = await q.query<{ id: string }>(`select id::text from company_directory where kind = 'platform' order by id limit 1`);
  return row!.id;
}

/** ISO 4217 digits of every currency (minor units ↔ decimal text). */
export const currencyDigits = (q: Queryable): Promise<Map<string, number>> => digitsOfCurrencies(q);
