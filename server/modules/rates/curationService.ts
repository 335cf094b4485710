import { ratesCheckWords } from '../../../src/contract/rates/words';
import { fieldSays } from '../../../src/contract/envelope';
import type { CallInput } from '../../../src/contract/call';
import type { curationCalls as C, FeaturedRate, HotPort, RecommendedPort, RecommendedRate } from '../../../src/contract/rates/curationCalls';
import { normaliseCode } from '../../../src/domain/refdata/codes';
import type { Db, Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { missing, no } from '../../platform/refusal';
import { inTransaction } from '../../platform/transaction';
import {
  deleteCurated,
  type FeaturedRow,
  insertFeaturedRate,
  insertHotPort,
  isSiteCompany,
  latestRateLane,
  listedPortId,
  recommendedPorts,
  recommendedRates,
  updateFeaturedRate,
  updateHotPort,
} from './curationRepository';
import { isCarrier } from './knownCodesRepository';
import { activePortCodes } from './lclRepository';

/**
 * Home page curation (commercial.md §2.5 RecommendedPort, RecommendedFreightDms): the platform's
 * hot ports and featured rates per site. A featured rate "shows" while a published, visible rate of
 * the curator matches it and holds today — read from the rates on every call, so it hides itself
 * the day its last rate ends, is withdrawn or hidden. The home pages' calls are open and answer no
 * price (the public search gives prices, at the public level, and logs the search).
 */

const validSite = async (q: Queryable, site: number | null | undefined) => !site || (await isSiteCompany(q, site));
const noSite = <T>() => no<T>('UNKNOWN_SITE', 'No such company site.', '没有这个公司站点。', [{ Path: '/SiteCompanyId', Message: 'unknown' }]);
const notFound = <T>() => missing<T>('No such entry.', '没有这一条。');
const saved = (done: boolean, id: number): Outcome<{ Id: number }> => (done ? { ok: true, value: { Id: id } } : notFound());

/** The lane a featured rate names: a rate of the curator's by its number, or ports (and a carrier) that must exist. */
async function laneOf(tx: Queryable, actor: Actor, b: CallInput<typeof C.rateSave>): Promise<Outcome<Omit<FeaturedRow, 'badge' | 'site' | 'sortOrder'>>> {
  const rateNo = b.RateNo?.trim().toUpperCase() || null;
  if (rateNo) {
    const rate = await latestRateLane(tx, rateNo, actor.companyId);
    if (!rate)
      return no('UNKNOWN_RATE', `${rateNo} is not one of your rates.`, `${rateNo} 不是本公司的运价。`, [
        fieldSays('/RateNo', ratesCheckWords.notOurRate(rateNo)),
      ]);
    return { ok: true, value: { pol: rate.pol_code, pod: rate.pod_code, carrier: rate.carrier_code, rateNo } };
  }
  if (!b.PolCode || !b.PodCode)
    return no('LANE_REQUIRED', 'Name a rate number, or a POL and a POD.', '请填写运价编号，或起运港与目的港。', [{ Path: '/PolCode', Message: 'required' }]);
  const lane = { pol: normaliseCode(b.PolCode), pod: normaliseCode(b.PodCode), carrier: b.CarrierCode ? normaliseCode(b.CarrierCode) : null, rateNo: null };
  const active = await activePortCodes(tx, [lane.pol, lane.pod]);
  const unknown = [lane.pol, lane.pod].filter((c) => !active.has(c));
  if (unknown.length) return no('UNKNOWN_PORT', `${unknown.join(', ')} is not an active port.`, `${unknown.join('、')} 不是在用的港口代码。`);
  if (lane.carrier && !(await isCarrier(tx, lane.carrier)))
    return no('UNKNOWN_CARRIER', `${lane.carrier} is not a carrier.`, `${lane.carrier} 不是船公司代码。`);
  return { ok: true, value: lane };
}

/** The curation's calls: the desk's lists and saves, and the home pages' reads (a company's site falls back to the platform's when it has none). */
export function curationService(db: Db) {
  /** The site's rows, or the platform's when the site has none. */
  const orPlatform = async <R>(read: (q: Queryable, owner: null, site: string | null) => Promise<R[]>, site: string | null) => {
    const rows = await read(db, null, site);
    return !rows.length && site ? read(db, null, null) : rows;
  };

  return {
    ports: async (actor: Actor, site: string | null): Promise<Outcome<RecommendedPort[]>> => ({
      ok: true,
      value: await recommendedPorts(db, actor.companyId, site),
    }),
    rates: async (actor: Actor, site: string | null): Promise<Outcome<RecommendedRate[]>> => ({
      ok: true,
      value: await recommendedRates(db, actor.companyId, site),
    }),

    savePort: (actor: Actor, b: CallInput<typeof C.portSave>) => {
      const port = { code: normaliseCode(b.PortCode), kind: b.Kind, site: b.SiteCompanyId ?? null, sortOrder: b.SortOrder };
      return inTransaction<{ Id: number }>(db, async (tx) => {
        if (!(await validSite(tx, b.SiteCompanyId))) return noSite();
        if (!(await activePortCodes(tx, [port.code])).has(port.code))
          return no('UNKNOWN_PORT', `${port.code} is not an active port.`, `${port.code} 不是在用的港口代码。`, [
            fieldSays('/PortCode', ratesCheckWords.notActivePort(port.code)),
          ]);
        const twice = await listedPortId(tx, actor.companyId, port);
        if (twice && twice !== b.Id)
          return no(
            'ALREADY_LISTED',
            `${port.code} is already a hot ${b.Kind} of this site.`,
            `${port.code} 已在本站点的热门${b.Kind === 'POL' ? '起运港' : '目的港'}中。`,
          );
        if (b.Id) return saved(await updateHotPort(tx, b.Id, actor.companyId, port), b.Id);
        return { ok: true, value: { Id: await insertHotPort(tx, actor.companyId, port, actor.id) } };
      });
    },

    saveRate: (actor: Actor, b: CallInput<typeof C.rateSave>) =>
      inTransaction<{ Id: number }>(db, async (tx) => {
        if (!(await validSite(tx, b.SiteCompanyId))) return noSite();
        const lane = await laneOf(tx, actor, b);
        if (!lane.ok) return lane;
        const row: FeaturedRow = { ...lane.value, badge: (b.Badge ?? '').trim(), site: b.SiteCompanyId ?? null, sortOrder: b.SortOrder };
        if (b.Id) return saved(await updateFeaturedRate(tx, b.Id, actor.companyId, row), b.Id);
        return { ok: true, value: { Id: await insertFeaturedRate(tx, actor.companyId, row, actor.id) } };
      }),

    remove: async (actor: Actor, table: 'recommended_ports' | 'recommended_rates', id: number): Promise<Outcome<null>> =>
      (await deleteCurated(db, table, id, actor.companyId)) ? { ok: true, value: null } : notFound(),

    hotPorts: async (site: string | null): Promise<Outcome<HotPort[]>> => ({
      ok: true,
      value: (await orPlatform(recommendedPorts, site)).map(({ PortCode, PortName, PortNameEn, Kind }): HotPort => ({ PortCode, PortName, PortNameEn, Kind })),
    }),
    featuredRates: async (site: string | null): Promise<Outcome<FeaturedRate[]>> => ({
      ok: true,
      value: (await orPlatform(recommendedRates, site))
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
    }),
  };
}
