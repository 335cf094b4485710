import { ratesCheckWords } from '../../../src/contract/rates/words';
import { fieldSays } from '../../../src/contract/envelope';
import type { FastifyInstance } from 'fastify';
import { type CallInput, routeOf } from '../../../src/contract/call';
import {
  curationCalls as C,
  type FeaturedRate,
  featuredRatesCall,
  type HotPort,
  hotPortsCall,
  type RecommendedPort,
  type RecommendedRate,
} from '../../../src/contract/rates/curationCalls';
import { CURATION_PAGES } from '../../../src/contract/rates/module';
import { normaliseCode } from '../../../src/domain/refdata/codes';
import type { Db, Queryable } from '../../db/types';
import { openRouteOf } from '../../http/addressLimit';
import { type Outcome, sendOutcome } from '../../http/outcome';
import { syncMenuButtons } from '../access/public';
import { grantPricingManager } from './managerGrants';
import { missing, no } from '../../platform/refusal';

/**
 * Home page curation (commercial.md §2.5 RecommendedPort, RecommendedFreightDms): the platform's
 * hot ports and featured rates per site. A featured rate "shows" while a published, visible rate of
 * the curator matches it and holds today — read from the rates on every call, so it hides itself
 * the day its last rate ends, is withdrawn or hidden. The home pages' calls are open and answer no
 * price (the public search gives prices, at the public level, and logs the search).
 */

const TODAY = `(now() at time zone 'Asia/Shanghai')::date`;
/** A published, visible rate of the curator valid today matching the featured row `f`. */
const MATCHING = `from fcl_rates r where r.owner_company_id = f.owner_company_id and r.status = 'PUBLISHED' and r.visible
  and r.valid_from <= ${TODAY} and r.valid_to >= ${TODAY}
  and (case when f.rate_no is not null then r.rate_no = f.rate_no
            else r.pol_code = f.pol_code and r.pod_code = f.pod_code and (f.carrier_code is null or r.carrier_code = f.carrier_code) end)`;

const siteOf = (q: { SiteCompanyId?: string }) => (q.SiteCompanyId ? q.SiteCompanyId : null);

const portRows = (q: Queryable, owner: string | null, site: string | null) =>
  q.query<RecommendedPort>(
    `select p.id::int as "Id", p.port_code as "PortCode", x.name_zh as "PortName", x.name_en as "PortNameEn", p.kind as "Kind",
            p.site_company_id::int as "SiteCompanyId", s.name_zh as "SiteName", p.sort_order as "SortOrder"
       from recommended_ports p join ports x on x.code = p.port_code left join companies s on s.id = p.site_company_id
      where ($1::bigint is null or p.owner_company_id = $1) and p.site_company_id is not distinct from $2::bigint
      order by p.kind desc, p.sort_order, p.id`,
    [owner, site],
  );

const rateRows = (q: Queryable, owner: string | null, site: string | null) =>
  q.query<RecommendedRate>(
    `select f.id::int as "Id", f.rate_no as "RateNo", f.pol_code as "PolCode", pol.name_zh as "PolName", f.pod_code as "PodCode", pod.name_zh as "PodName",
            f.carrier_code as "CarrierCode", f.badge as "Badge", f.site_company_id::int as "SiteCompanyId", s.name_zh as "SiteName", f.sort_order as "SortOrder",
            exists (select 1 ${MATCHING}) as "Showing", (select max(r.valid_to)::text ${MATCHING}) as "ValidUntil"
       from recommended_rates f join ports pol on pol.code = f.pol_code join ports pod on pod.code = f.pod_code
       left join companies s on s.id = f.site_company_id
      where ($1::bigint is null or f.owner_company_id = $1) and f.site_company_id is not distinct from $2::bigint
      order by f.sort_order, f.id`,
    [owner, site],
  );

async function validSite(q: Queryable, site: number | null | undefined): Promise<boolean> {
  if (!site) return true;
  return (await q.query(`select 1 from companies where id = $1 and kind <> 'platform'`, [site])).length > 0;
}
const noSite = <T>() => no<T>('UNKNOWN_SITE', 'No such company site.', '没有这个公司站点。', [{ Path: '/SiteCompanyId', Message: 'unknown' }]);
const notFound = <T>() => missing<T>('No such entry.', '没有这一条。');

export function curationRoutes(app: FastifyInstance, db: Db): void {
  app.get(C.portList.path, routeOf(C.portList), async (q, r) =>
    sendOutcome(r, { ok: true, value: await portRows(db, q.actor!.companyId, siteOf(q.query as CallInput<typeof C.portList>)) }),
  );
  app.get(C.rateList.path, routeOf(C.rateList), async (q, r) =>
    sendOutcome(r, { ok: true, value: await rateRows(db, q.actor!.companyId, siteOf(q.query as CallInput<typeof C.rateList>)) }),
  );

  app.post(C.portSave.path, routeOf(C.portSave), async (q, r) => {
    const b = q.body as CallInput<typeof C.portSave>;
    const actor = q.actor!;
    const code = normaliseCode(b.PortCode);
    const outcome = await db.transaction(async (tx): Promise<Outcome<{ Id: number }>> => {
      if (!(await validSite(tx, b.SiteCompanyId))) return noSite();
      if (!(await tx.query(`select 1 from ports where code = $1 and status = 'ACTIVE'`, [code])).length)
        return no('UNKNOWN_PORT', `${code} is not an active port.`, `${code} 不是在用的港口代码。`, [
          fieldSays('/PortCode', ratesCheckWords.notActivePort(code)),
        ]);
      const [twice] = await tx.query<{ id: number }>(
        `select id::int from recommended_ports where owner_company_id = $1 and site_company_id is not distinct from $2::bigint and kind = $3 and port_code = $4`,
        [actor.companyId, b.SiteCompanyId ?? null, b.Kind, code],
      );
      if (twice && twice.id !== b.Id)
        return no(
          'ALREADY_LISTED',
          `${code} is already a hot ${b.Kind} of this site.`,
          `${code} 已在本站点的热门${b.Kind === 'POL' ? '起运港' : '目的港'}中。`,
        );
      if (b.Id) {
        const done = await tx.query(
          'update recommended_ports set port_code = $3, kind = $4, site_company_id = $5, sort_order = $6 where id = $1 and owner_company_id = $2 returning id',
          [b.Id, actor.companyId, code, b.Kind, b.SiteCompanyId ?? null, b.SortOrder],
        );
        return done.length ? { ok: true, value: { Id: b.Id } } : notFound();
      }
      const [made] = await tx.query<{ id: number }>(
        `insert into recommended_ports (owner_company_id, site_company_id, port_code, kind, sort_order, created_by) values ($1, $2, $3, $4, $5, $6) returning id::int`,
        [actor.companyId, b.SiteCompanyId ?? null, code, b.Kind, b.SortOrder, actor.id],
      );
      return { ok: true, value: { Id: made!.id } };
    });
    return sendOutcome(r, outcome);
  });

  app.post(C.rateSave.path, routeOf(C.rateSave), async (q, r) => {
    const b = q.body as CallInput<typeof C.rateSave>;
    const actor = q.actor!;
    const outcome = await db.transaction(async (tx): Promise<Outcome<{ Id: number }>> => {
      if (!(await validSite(tx, b.SiteCompanyId))) return noSite();
      let lane: { pol: string; pod: string; carrier: string | null; rateNo: string | null };
      const rateNo = b.RateNo?.trim().toUpperCase() || null;
      if (rateNo) {
        const [rate] = await tx.query<{ pol_code: string; pod_code: string; carrier_code: string }>(
          'select pol_code, pod_code, carrier_code from fcl_rates where rate_no = $1 and owner_company_id = $2 order by version desc limit 1',
          [rateNo, actor.companyId],
        );
        if (!rate)
          return no('UNKNOWN_RATE', `${rateNo} is not one of your rates.`, `${rateNo} 不是本公司的运价。`, [
            fieldSays('/RateNo', ratesCheckWords.notOurRate(rateNo)),
          ]);
        lane = { pol: rate.pol_code, pod: rate.pod_code, carrier: rate.carrier_code, rateNo };
      } else {
        if (!b.PolCode || !b.PodCode)
          return no('LANE_REQUIRED', 'Name a rate number, or a POL and a POD.', '请填写运价编号，或起运港与目的港。', [
            { Path: '/PolCode', Message: 'required' },
          ]);
        lane = { pol: normaliseCode(b.PolCode), pod: normaliseCode(b.PodCode), carrier: b.CarrierCode ? normaliseCode(b.CarrierCode) : null, rateNo: null };
        const ports = await tx.query<{ code: string }>(`select code from ports where code = any($1::text[]) and status = 'ACTIVE'`, [[lane.pol, lane.pod]]);
        const unknown = [lane.pol, lane.pod].filter((c) => !ports.some((p) => p.code === c));
        if (unknown.length) return no('UNKNOWN_PORT', `${unknown.join(', ')} is not an active port.`, `${unknown.join('、')} 不是在用的港口代码。`);
        if (lane.carrier && !(await tx.query(`select 1 from carriers where code = $1`, [lane.carrier])).length)
          return no('UNKNOWN_CARRIER', `${lane.carrier} is not a carrier.`, `${lane.carrier} 不是船公司代码。`);
      }
      const values = [lane.rateNo, lane.pol, lane.pod, lane.carrier, (b.Badge ?? '').trim(), b.SiteCompanyId ?? null, b.SortOrder];
      if (b.Id) {
        const done = await tx.query(
          `update recommended_rates set rate_no = $3, pol_code = $4, pod_code = $5, carrier_code = $6, badge = $7, site_company_id = $8, sort_order = $9
            where id = $1 and owner_company_id = $2 returning id`,
          [b.Id, actor.companyId, ...values],
        );
        return done.length ? { ok: true, value: { Id: b.Id } } : notFound();
      }
      const [made] = await tx.query<{ id: number }>(
        `insert into recommended_rates (owner_company_id, rate_no, pol_code, pod_code, carrier_code, badge, site_company_id, sort_order, created_by)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id::int`,
        [actor.companyId, ...values, actor.id],
      );
      return { ok: true, value: { Id: made!.id } };
    });
    return sendOutcome(r, outcome);
  });

  for (const [call, table] of [
    [C.portDelete, 'recommended_ports'],
    [C.rateDelete, 'recommended_rates'],
  ] as const)
    app.post(call.path, routeOf(call), async (q, r) => {
      const done = await db.query(`delete from ${table} where id = $1 and owner_company_id = $2 returning id`, [
        (q.body as { Id: number }).Id,
        q.actor!.companyId,
      ]);
      return sendOutcome(r, done.length ? { ok: true, value: null } : notFound());
    });

  // the home pages: the platform's curation (a company's site falls back to the platform's when it has none)
  const limit = { max: 120, windowMs: 60_000 };
  app.get(hotPortsCall.path, openRouteOf(hotPortsCall, 'querystring', limit), async (q, r) => {
    const site = siteOf(q.query as { SiteCompanyId?: string });
    let rows = await portRows(db, null, site);
    if (!rows.length && site) rows = await portRows(db, null, null);
    return sendOutcome(r, { ok: true, value: rows.map(({ PortCode, PortName, PortNameEn, Kind }): HotPort => ({ PortCode, PortName, PortNameEn, Kind })) });
  });
  app.get(featuredRatesCall.path, openRouteOf(featuredRatesCall, 'querystring', limit), async (q, r) => {
    const site = siteOf(q.query as { SiteCompanyId?: string });
    let rows = await rateRows(db, null, site);
    if (!rows.length && site) rows = await rateRows(db, null, null);
    return sendOutcome(r, {
      ok: true,
      value: rows
        .filter((f) => f.Showing)
        .map(
          ({ PolCode, PolName, PodCode, PodName, CarrierCode, Badge, ValidUntil }): FeaturedRate => ({
            PolCode,
            PolName,
            PodCode,
            PodName,
            CarrierCode,
            Badge,
            ValidUntil: ValidUntil!,
          }),
        ),
    });
  });
}

/** The demo's home page: hot ports on both sides, and three featured rates — one hidden by itself (no rate serves Santos). */
export async function seedCuration(tx: Queryable): Promise<void> {
  await syncMenuButtons(tx);
  await grantPricingManager(tx, [CURATION_PAGES.ports, CURATION_PAGES.rates], ['edit']);
  const [platform] = await tx.query<{ id: string }>(`select id from companies where code = 'PLATFORM'`);
  if (!platform) return;
  const ports: [string, 'POL' | 'POD'][] = [
    ['CNSHA', 'POL'],
    ['CNNGB', 'POL'],
    ['CNYTN', 'POL'],
    ['NLRTM', 'POD'],
    ['DEHAM', 'POD'],
    ['USLAX', 'POD'],
    ['SGSIN', 'POD'],
  ];
  for (const [i, [code, kind]] of ports.entries())
    await tx.query('insert into recommended_ports (owner_company_id, port_code, kind, sort_order) values ($1, $2, $3, $4) on conflict do nothing', [
      platform.id,
      code,
      kind,
      i,
    ]);
  for (const [i, f] of [
    { pol: 'CNSHA', pod: 'NLRTM', carrier: 'COSU', badge: '热卖' },
    { pol: 'CNNGB', pod: 'USLAX', carrier: null, badge: '特价' },
    { pol: 'CNSHA', pod: 'BRSSZ', carrier: null, badge: '新航线' },
  ].entries())
    await tx.query('insert into recommended_rates (owner_company_id, pol_code, pod_code, carrier_code, badge, sort_order) values ($1, $2, $3, $4, $5, $6)', [
      platform.id,
      f.pol,
      f.pod,
      f.carrier,
      f.badge,
      i,
    ]);
}
