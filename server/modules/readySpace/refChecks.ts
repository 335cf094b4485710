import { saleCurrencies } from '../refdata/public';
import type { Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import { no } from '../../platform/refusal';
import { isActiveVessel, sailingOfCall } from './spaceRepository';

/**
 * A listing's facts against the reference data (issue 32): its currencies are money the currencies
 * table holds (ISO 4217 less the units that are no invoice money: `XXX`, `XTS`, gold…), its vessel is
 * a vessel the reference data knows, and a picked sailing is the vessel and voyage it names. Each
 * refusal names its field; undefined: all is well.
 */

/** The digits of an active currency, or undefined when it is none (ABC) or no money one sells in (XXX, XTS, gold, fund codes — even if someone added them). */
export async function activeCurrencyDigits(q: Queryable, code: string): Promise<number | undefined> {
  return (await saleCurrencies(q, [code])).get(code);
}

export const unknownCurrency = <T>(code: string, path: string): Outcome<T> =>
  no(
    'UNKNOWN_CURRENCY',
    `${code || '(empty)'} is not a currency: pick one from the currencies (USD, CNY, EUR…).`,
    `${code || '（空）'} 不是有效币种：请选择币种（如 USD、CNY、EUR）。`,
    [{ Path: path, Message: 'unknown currency' }],
  );

/** The vessel (by name, any case) and, when a sailing was picked, that it is this vessel's voyage. */
export async function sailingProblem<T>(q: Queryable, s: { vesselCallId: number | null; vessel: string; voyage: string }): Promise<Outcome<T> | undefined> {
  if (s.vessel && !(await isActiveVessel(q, s.vessel)))
    return no(
      'UNKNOWN_VESSEL',
      `${s.vessel} is not a vessel in the reference data: pick the sailing from the schedule, or ask the platform to add the vessel.`,
      `船舶资料中没有 ${s.vessel}：请从船期中选择航次，或请平台添加该船舶。`,
      [{ Path: '/Space/VesselName', Message: 'unknown vessel' }],
    );
  if (!s.vesselCallId) return undefined;
  const call = await sailingOfCall(q, s.vesselCallId);
  if (!call) return no('NO_SAILING', 'No such sailing.', '没有这个航次。', [{ Path: '/Space/VesselCallId', Message: 'no such sailing' }]);
  if (call.vessel !== s.vessel || call.voyage !== s.voyage)
    return no(
      'SAILING_MISMATCH',
      `The sailing picked is ${call.vessel} ${call.voyage}, not ${s.vessel} ${s.voyage}: pick the sailing again.`,
      `所选航次是 ${call.vessel} ${call.voyage}，与填写的 ${s.vessel} ${s.voyage} 不一致：请重新选择航次。`,
      [{ Path: '/Space/Voyage', Message: 'not the sailing picked' }],
    );
  return undefined;
}
