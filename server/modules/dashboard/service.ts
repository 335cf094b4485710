import { RECEIVABLE_AGE_FROM, RECEIVABLE_AGES, type Summary, type SummaryQuery, SHIPMENT_STAGES } from '../../../src/contract/dashboard/calls';
import { dayIn } from '../../../src/domain/refdata/localTimes';
import { openReceivables } from '../billing/public';
import { fieldSays } from '../../../src/contract/envelope';
import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { asWritten, no, noSuch } from '../../platform/refusal';
import * as repo from './repository';
import type { Scope } from './scope';

/** The longest window a summary counts over: three years of sailings (a wider one is a typing slip, and costly). */
export const MAX_DAYS = 3 * 366;

const DAY_MS = 86_400_000;
const isDay = (d: string) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) === d;

const bad = <T>(path: string, en: string, zh: string): Outcome<T> => asWritten(no<T>('BAD_FILTER', en, zh, [fieldSays(path, { en, zh })]));

/**
 * `GET /api/Dashboard/Summary` (operations.md §12.2): the filters judged, the scope fixed — a
 * customer's own company always; platform staff every company's or the one they name — then each
 * figure counted (./repository.ts).
 */
export async function summary(db: Db, actor: Actor, input: SummaryQuery): Promise<Outcome<Summary>> {
  const { From, To } = input;
  if (!isDay(From)) return bad('From', `The start date ${From} is not a day of the calendar.`, `起始日期 ${From} 不是有效的日期。`);
  if (!isDay(To)) return bad('To', `The end date ${To} is not a day of the calendar.`, `截止日期 ${To} 不是有效的日期。`);
  if (From > To)
    return bad(
      'To',
      `The start date ${From} is after the end date ${To}: choose a start on or before the end.`,
      `起始日期 ${From} 晚于截止日期 ${To}：起始日期不能晚于截止日期。`,
    );
  if ((Date.parse(To) - Date.parse(From)) / DAY_MS > MAX_DAYS)
    return bad('To', `The dates span more than three years: choose a shorter range.`, `日期范围超过三年：请缩小范围。`);
  const carrier = input.Carrier?.trim().toUpperCase() || undefined;
  const pol = input.POL?.trim().toUpperCase() || undefined;
  const pod = input.POD?.trim().toUpperCase() || undefined;
  if (carrier && !(await repo.known(db, 'carriers', carrier))) return bad('Carrier', `There is no carrier ${carrier}.`, `没有船公司 ${carrier}。`);
  if (pol && !(await repo.known(db, 'ports', pol))) return bad('POL', `There is no port ${pol}.`, `没有港口 ${pol}。`);
  if (pod && !(await repo.known(db, 'ports', pod))) return bad('POD', `There is no port ${pod}.`, `没有港口 ${pod}。`);

  let companyId: string | undefined = String(actor.companyId);
  if (actor.companyKind === 'platform') {
    companyId = input.CompanyId;
    if (companyId && !(await repo.companyExists(db, companyId))) return noSuch('company');
  } else if (input.CompanyId && input.CompanyId !== String(actor.companyId)) {
    // another company's figures: as if it were not there
    return noSuch('company');
  }

  const dates: Scope = { from: From, to: To, companyId };
  const scope: Scope = { ...dates, carrier, pol, pod };
  const { stages, ...dep } = await repo.milestones(db, scope);
  const { months: teu, lanes } = await repo.volumes(db, scope);
  const si = await repo.siOnTime(db, scope);
  const vgm = await repo.vgmOnTime(db, scope);
  const mft = await repo.manifestFirstTime(db, scope);
  const countOf = (stage: string) => stages.find((s) => s.stage === stage)?.count ?? 0;
  return {
    ok: true,
    value: {
      Shipments: stages.reduce((sum, s) => sum + s.count, 0),
      Stages: SHIPMENT_STAGES.map((Stage) => ({ Stage, Count: countOf(Stage) })),
      TeuByMonth: teu.map((t) => ({ Month: t.month, Teu: t.teu })),
      Teu: teu.reduce((sum, t) => sum + t.teu, 0),
      OnTimeDeparture: { OnTime: dep.onTime, Measured: dep.measured },
      SiOnTime: { OnTime: si.onTime, Measured: si.measured },
      VgmOnTime: { OnTime: vgm.onTime, Measured: vgm.measured },
      ManifestFirstTime: { FirstTime: mft.firstTime, Measured: mft.measured },
      Lanes: lanes.map((l) => ({
        POL: l.pol,
        POD: l.pod,
        PolName: { zh: l.polZh, en: l.polEn },
        PodName: { zh: l.podZh, en: l.podEn },
        Shipments: l.shipments,
        Teu: l.teu,
        PolLon: l.polLon,
        PolLat: l.polLat,
        PodLon: l.podLon,
        PodLat: l.podLat,
      })),
      Receivables: await receivablesByAge(db, companyId),
      Options: await repo.options(db, dates),
    },
  };
}

/**
 * Open receivables by age (billing's facts, in the dashboard's bands): the scope's company, or every
 * customer's for platform staff who name none. Counted from today, whatever the dates' filter.
 */
async function receivablesByAge(db: Db, companyId: string | undefined): Promise<Summary['Receivables']> {
  const rows = await openReceivables(db, companyId === undefined ? undefined : Number(companyId), RECEIVABLE_AGE_FROM.slice(1));
  return {
    AsOf: dayIn(),
    Ages: RECEIVABLE_AGES.map((Age, band) => {
      const mine = rows.filter((r) => r.band === band);
      return { Age, Invoices: mine.reduce((n, r) => n + r.invoices, 0), Totals: mine.map((r) => ({ Currency: r.currency, Amount: r.amount })) };
    }),
  };
}
