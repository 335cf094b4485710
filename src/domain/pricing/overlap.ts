/**
 * No two published prices for one thing on one day (R2.2). A rate's key is everything that makes two
 * rates "the same offer": owner, type, direction, carrier, service, POL and its terminal, via, POD,
 * final destination, receipt and delivery type, cargo type, commodity and contract number. Two
 * published versions of one key that price a common container class may not share a day. Submit
 * either refuses with the colliding RateNos (`RATE_OVERLAP`) or, asked to supersede, shortens each
 * older one to end the day before the new one starts — or withdraws it when it would start after.
 */
import { addDays, windowsOverlap } from '../refdata/public';

export interface KeyedRate {
  OwnerCompanyId: number;
  RateType: string;
  Direction: string;
  CarrierCode: string;
  ServiceCode?: string | null;
  PolCode: string;
  PolTerminalId?: number | null;
  ViaCode?: string | null;
  PodCode: string;
  FndCode?: string | null;
  ReceiptType: string;
  DeliveryType: string;
  CargoType: string;
  Commodity: string;
  ContractNo?: string | null;
}

/** The rate key as one text (empty parts kept in place, so "via none" differs from "via X"). */
export function rateKey(r: KeyedRate): string {
  return [
    r.OwnerCompanyId,
    r.RateType,
    r.Direction,
    r.CarrierCode,
    r.ServiceCode ?? '',
    r.PolCode,
    r.PolTerminalId ?? '',
    r.ViaCode ?? '',
    r.PodCode,
    r.FndCode ?? '',
    r.ReceiptType,
    r.DeliveryType,
    r.CargoType,
    r.Commodity.trim().toUpperCase(),
    (r.ContractNo ?? '').trim().toUpperCase(),
  ].join('|');
}

export interface WindowedRate extends KeyedRate {
  Id: number;
  RateNo: string;
  ValidFrom: string;
  ValidTo: string;
  Classes: readonly string[];
}

/** The published rates `candidate` collides with: same key, a common class, a common day. Versions of the candidate's own RateNo are not collisions (it replaces them). */
export function collisions<R extends WindowedRate>(candidate: WindowedRate, published: readonly R[]): R[] {
  const key = rateKey(candidate);
  return published.filter(
    (p) =>
      p.RateNo !== candidate.RateNo &&
      rateKey(p) === key &&
      p.Classes.some((c) => candidate.Classes.includes(c)) &&
      windowsOverlap({ validFrom: p.ValidFrom, validTo: p.ValidTo }, { validFrom: candidate.ValidFrom, validTo: candidate.ValidTo }),
  );
}

export type SupersedeStep = { Action: 'SHORTEN'; ValidTo: string } | { Action: 'WITHDRAW' };

/** What "supersede" does to an older rate when a new one starts on `newFrom`. */
export function supersede(older: Pick<WindowedRate, 'ValidFrom'>, newFrom: string): SupersedeStep {
  const dayBefore = addDays(newFrom, -1);
  return dayBefore < older.ValidFrom ? { Action: 'WITHDRAW' } : { Action: 'SHORTEN', ValidTo: dayBefore };
}
