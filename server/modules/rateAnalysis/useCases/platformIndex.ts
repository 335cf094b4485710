import type { IndexWeek, PlatformRates, PlatformRatesQuery } from '../../../../src/contract/rateAnalysis/calls';
import { RATE_ANALYSIS_ACCESS as A } from '../../../../src/contract/rateAnalysis/module';
import { classesOf, meanChange, mondayOf, weeklyChanges } from '../../../../src/domain/rateAnalysis';
import type { Db } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import { refusal } from '../../../platform/auth/authHook';
import { rateNoticesOnLane } from '../../letters/public';
import { indexOptions, lastRefresh, type WeeklyRow, weeklyIndex } from '../repository';
import { badFilter, datesRefusal } from './checks';

const CARRIER = /^[A-Z0-9]{2,10}$/;
const CLASS = /^[0-9]{2}[A-Z]{2}$/;

/**
 * `GET /api/Analytics/PlatformRates` (commercial.md §9.2): the lane's weekly price index between two
 * days (the weeks whose Monday falls in them) — cost min, median and max only for those holding
 * "view cost" (R9.2), the list price's median, the number of rates, each week's change of the median
 * (cost's, else the list price's) and its mean size — and the GRI and surcharge letters on the lane.
 */
export async function platformIndex(db: Db, actor: Actor, input: PlatformRatesQuery): Promise<Outcome<PlatformRates>> {
  const wrong = datesRefusal<PlatformRates>(input.From, input.To);
  if (wrong) return wrong;
  const carrier = input.Carrier?.trim().toUpperCase() ?? '';
  if (carrier && !CARRIER.test(carrier)) return badFilter('Carrier', `${carrier} is not a carrier code.`, `${carrier} 不是船公司代码。`);
  const classes = classesOf(input.Classes);
  const odd = classes.find((c) => !CLASS.test(c));
  if (odd) return badFilter('Classes', `${odd} is not a container class (like 20GP or 40HQ).`, `${odd} 不是箱型（如 20GP、40HQ）。`);
  const pol = input.POL?.toUpperCase() ?? '';
  const pod = input.POD?.toUpperCase() ?? '';
  if (Boolean(pol) !== Boolean(pod)) return badFilter(pol ? 'POD' : 'POL', 'Choose both ends of the lane.', '请同时选择起运港和目的港。');
  const withCost = !(await refusal(db, actor, A.platformRatesCost));
  const lane = { pol, pod, from: mondayOf(input.From), to: input.To };
  const rows = pol ? await weeklyIndex(db, { ...lane, carrier, classes }) : [];
  const { weeks, volatility } = presentWeeks(rows, withCost);
  const letters = pol ? await rateNoticesOnLane(db, actor.companyId, lane) : [];
  return {
    ok: true,
    value: {
      Weeks: weeks,
      Volatility: volatility,
      Notices: letters
        .filter((n) => !carrier || n.Carrier === carrier)
        .map((n) => ({ Id: n.Id, Carrier: n.Carrier, Kind: n.Kind, Title: n.Title, EffectiveFrom: n.EffectiveFrom, Week: mondayOf(n.EffectiveFrom) })),
      WithCost: withCost,
      CountedAt: await lastRefresh(db),
      Options: await indexOptions(db),
    },
  };
}

/** The rows as this person may see them, with each series' (class and currency) weekly changes and their mean size. */
function presentWeeks(rows: readonly WeeklyRow[], withCost: boolean) {
  const series = new Map<string, WeeklyRow[]>();
  for (const r of rows) series.set(`${r.ContainerClass} ${r.Currency}`, [...(series.get(`${r.ContainerClass} ${r.Currency}`) ?? []), r]);
  const weeks: IndexWeek[] = [];
  const volatility: PlatformRates['Volatility'] = [];
  for (const list of series.values()) {
    const changes = weeklyChanges(list.map((r) => ({ Week: r.Week, Median: withCost ? r.CostMedian : r.SellMedian })));
    list.forEach((r, i) => {
      const cost = withCost ? { CostMin: r.CostMin, CostMedian: r.CostMedian, CostMax: r.CostMax } : {};
      weeks.push({
        Week: r.Week,
        ContainerClass: r.ContainerClass,
        Currency: r.Currency,
        ...cost,
        SellMedian: r.SellMedian,
        Rates: r.Rates,
        Change: changes[i] ?? null,
      });
    });
    volatility.push({ ContainerClass: list[0]!.ContainerClass, Currency: list[0]!.Currency, MeanChange: meanChange(changes) });
  }
  return { weeks, volatility };
}
