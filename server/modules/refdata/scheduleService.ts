import type { refdataCalls as C } from '../../../src/contract/refdata/calls';
import { refdataRefusalWords as W } from '../../../src/contract/refdata/words';
import { normaliseCode } from '../../../src/domain/refdata/codes';
import { isCalendarDate, todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import { generateSailings, type ServiceToSail } from '../../../src/domain/refdata/sailings';
import type { Db, Queryable } from '../../db/types';
import { type Outcome, refused } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { recordChange } from '../../platform/audit/record';
import { missing, no } from '../../platform/refusal';
import { inTransaction } from '../../platform/transaction';
import { insertGeneratedCalls, lockServicesNamed, portZones, type ServiceRow } from './scheduleRepository';

const serviceToSail = (s: ServiceRow): ServiceToSail => ({
  carrierCode: s.carrier_code,
  serviceCode: s.service_code,
  rotation: s.rotation.map((r) => ({ portCode: r.PortCode, dayOffset: r.DayOffset })),
  vesselImos: s.vessel_imos,
});

/**
 * Writes a service's sailings for `weeks` weeks from the Monday on or after `fromDate`
 * (src/domain/refdata/sailings.ts): the calls already there are kept as they are (people may have
 * moved them), only the missing ones are added. Calls of a vessel no longer in the vessel list are
 * skipped. Answers how many calls were added and how many were there already (or skipped).
 */
export async function writeSailings(q: Queryable, service: ServiceRow, fromDate: string, weeks: number): Promise<{ Created: number; Skipped: number }> {
  const timeZones = await portZones(
    q,
    service.rotation.map((r) => r.PortCode),
  );
  const calls = generateSailings(serviceToSail(service), { fromDate, weeks, timeZones });
  if (!calls.length) return { Created: 0, Skipped: 0 };
  const created = await insertGeneratedCalls(
    q,
    service.carrier_code,
    service.service_code,
    calls.map((c) => ({
      imo: c.vesselImo,
      voyage: c.voyage,
      port_code: c.portCode,
      // the calls of a voyage follow the rotation, one by one (sailings.ts: seq is the call's place in it)
      terminal_code: service.rotation[c.seq - 1]?.TerminalCode ?? null,
      seq: c.seq,
      eta: c.etaPlanned,
      etd: c.etdPlanned,
      cut_offs: c.cutOffs.map((x) => ({ Code: x.code, DateTime: x.dateTime })),
    })),
  );
  return { Created: created, Skipped: calls.length - created };
}

/** A day a vessel-call list is asked from or to, in both languages when it is none (the list refuses it). */
export function callListDaysProblem(from: string | undefined, to: string | undefined) {
  for (const d of [from, to]) if (d && !isCalendarDate(d)) return W.notCalendarDate(d);
  if (from && to && to < from) return W.toBeforeFrom;
  return undefined;
}

type GenerateInput = (typeof C.serviceGenerate.input)['static'];

/** Service/Generate (commercial.md §1.3): a service's sailings for some weeks, from today on, recorded in the change log. */
export async function generateServiceSailings(db: Db, actor: Actor, input: GenerateInput): Promise<Outcome<{ Created: number; Skipped: number }>> {
  const code = normaliseCode(input.ServiceCode);
  const carrier = normaliseCode(input.CarrierCode ?? '');
  // said in Chinese by their field errors ("填写有误：起始日期：已是过去的时间"), as before
  if (!isCalendarDate(input.FromDate))
    return refused(400, W.notCalendarDate(input.FromDate).en, 'INVALID', [{ Path: '/FromDate', Message: 'is no calendar date' }]);
  if (input.FromDate < todayInShanghai())
    return refused(400, 'Sailings are generated from today on.', 'PAST_DATE', [{ Path: '/FromDate', Message: 'is in the past' }]);
  return inTransaction(db, async (tx) => {
    const services = await lockServicesNamed(tx, code, carrier);
    if (!services.length) {
      const words = W.noService(code, carrier);
      return missing(words.en, words.zh);
    }
    if (services.length > 1) {
      const words = W.ambiguousService(code, services.map((s) => s.carrier_code).join(', '), services[0]!.code);
      return no('AMBIGUOUS', words.en, words.zh);
    }
    const service = services[0]!;
    if (service.status !== 'ACTIVE') {
      const words = W.serviceDisabled(service.code);
      return no('DISABLED', words.en, words.zh);
    }
    const outcome = await writeSailings(tx, service, input.FromDate, input.Weeks);
    await recordChange(tx, actor, {
      entity: 'service',
      entityId: service.code,
      action: 'generated',
      companyId: null,
      detail: { FromDate: input.FromDate, Weeks: input.Weeks, ...outcome },
    });
    return { ok: true, value: outcome };
  });
}
