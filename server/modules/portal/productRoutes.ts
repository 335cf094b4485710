import type { FastifyInstance } from 'fastify';
import type { CallInput } from '../../../src/contract/call';
import { type Product, productCalls as C, type PublicProduct } from '../../../src/contract/portal/productCalls';
import type { Db, Queryable } from '../../db/types';
import { type Outcome, sendOutcome } from '../../http/outcome';
import { route } from '../../http/route';
import type { Actor } from '../../platform/access/grants';
import { missing, no } from '../../platform/refusal';
import { inTransaction } from '../../platform/transaction';
import { editedCompany } from './editedCompany';
import * as R from './productRepository';
import { cachedRead } from './publicCache';
import { marked, siteOfRequest } from './publicRoutes';
import { companyOf } from './publicService';
import { portalRichText } from './richText';

const present = (r: R.ProductRow): Product => ({
  Id: Number(r.id),
  Name: r.name,
  Icon: r.icon,
  Summary: r.summary,
  Body: r.body,
  ServicePath: r.service_path,
  Order: r.sort_order,
  Enabled: r.enabled,
  Version: r.version,
  UpdatedAt: r.updated_at,
});
const presentPublic = (r: R.ProductRow): PublicProduct => ({
  Id: Number(r.id),
  Name: r.name,
  Icon: r.icon,
  Summary: r.summary,
  Body: r.body,
  ServicePath: r.service_path,
});
const noProduct = <T>(): Outcome<T> => missing('No such product or service card.', '没有这个产品服务。');

async function reachable(q: Queryable, actor: Actor, id: number): Promise<R.ProductRow | undefined> {
  const row = await R.productById(q, id);
  if (!row || !(await editedCompany(q, actor, row.company_id)).ok) return undefined;
  return row;
}

function save(db: Db, actor: Actor, input: CallInput<typeof C.productSave>): Promise<Outcome<Product>> {
  return inTransaction(db, async (tx) => {
    const existing = input.Id ? await reachable(tx, actor, input.Id) : undefined;
    if (input.Id && !existing) return noProduct();
    const c = await editedCompany(tx, actor, existing?.company_id ?? input.CompanyId);
    if (!c.ok) return c;
    if (!input.Name.trim()) return no('NAME_REQUIRED', 'Give the card a name.', '请填写产品服务名称。');
    if (existing && existing.version !== input.Version)
      return no(
        'STALE',
        `The card was changed meanwhile (now version ${existing.version}): reload it.`,
        `该产品服务已被他人修改（当前版本 ${existing.version}），请刷新后再改。`,
      );
    const f = {
      name: input.Name.trim(),
      icon: input.Icon,
      summary: input.Summary.trim(),
      body: portalRichText(input.Body),
      servicePath: input.ServicePath,
      order: input.Order,
      enabled: input.Enabled,
    };
    const id = existing ? Number(existing.id) : await R.insertProduct(tx, c.value.id, f);
    if (existing) await R.updateProduct(tx, id, f);
    const row = await R.productById(tx, id);
    return row ? { ok: true, value: present(row) } : noProduct();
  });
}

/** /Portal/ProductService's calls and the public Products (enabled cards of the host's site only). */
export function productRoutes(app: FastifyInstance, db: Db): void {
  route(app, C.productList, async ({ actor, input }, r) => {
    const c = await editedCompany(db, actor, input.CompanyId);
    return sendOutcome(r, c.ok ? { ok: true, value: { Items: (await R.productList(db, c.value.id, false)).map(present) } } : c);
  });
  route(app, C.productSave, async ({ actor, input }, r) => sendOutcome(r, await save(db, actor, input)));
  route(app, C.productDelete, async ({ actor, input }, r) => {
    const row = await reachable(db, actor, input.Id);
    if (row) await R.deleteProduct(db, input.Id);
    return sendOutcome(r, row ? { ok: true, value: { Done: true } } : noProduct());
  });
  route(app, C.publicProducts, async ({ input, request }, r) => {
    const s = await siteOfRequest(db, request, input.Preview);
    if (!s.ok) return sendOutcome(r, s);
    const companyId = companyOf(s.value);
    const answer = async () => ({ ok: true as const, value: { Items: (companyId ? await R.productList(db, companyId, true) : []).map(presentPublic) } });
    return sendOutcome(marked(r, s.value), await cachedRead(db, s.value, request, answer));
  });
}
