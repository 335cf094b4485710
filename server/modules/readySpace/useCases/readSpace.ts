import type { PublicSpace, ReadySpace } from '../../../../src/contract/readySpace/calls';
import { OFFICE_ZONE } from '../../../../src/domain/refdata/localTimes';
import { availableOf, shownStatus } from '../../../../src/domain/readySpace/status';
import type { Db, Queryable } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { LiveHub } from '../../../live/hub';
import type { Actor } from '../../../platform/access/grants';
import { expireDue } from '../round';
import { digitsOf, isPlatform, minorOf, money, readSpaceRow, type StoredSpace, spaceLines, spaceNotFound } from '../repository';
import { publicSpaces, spaceEvents, zoneOf } from '../spaceRepository';
import { recordSpaceView } from '../viewRepository';

/** The public query (/customer/booking): on sale to the whole market, no prices (sign in to buy). */
export async function marketSpaces(db: Db, polCode: string | undefined, podCode: string | undefined): Promise<Outcome<PublicSpace[]>> {
  const rows = await publicSpaces(db, (polCode ?? '').trim(), (podCode ?? '').trim());
  return { ok: true, value: rows.map((x) => ({ ...x, ValidUntil: x.ValidUntil ? new Date(x.ValidUntil as string).toISOString() : '' })) };
}

/**
 * One listing as its reader may see it; due holds are expired first ("checked when read", R5.4). A
 * customer's reading is a view of the offer (the user radar's signal): counted once a company, offer and office day.
 */
export async function getSpace(db: Db, hub: LiveHub, actor: Actor, id: number): Promise<Outcome<ReadySpace>> {
  await expireDue(db, hub, new Date(), { spaceId: id });
  const s = await readSpaceRow(db, actor, id);
  if (!s) return spaceNotFound();
  if (actor.companyKind === 'customer') await recordSpaceView(db, { companyId: actor.companyId, spaceId: s.id, zone: OFFICE_ZONE });
  return { ok: true, value: await present(db, actor, s) };
}

async function present(db: Queryable, actor: Actor, s: StoredSpace): Promise<ReadySpace> {
  const manages = isPlatform(actor) || s.provider_company_id === String(actor.companyId);
  const digits = await digitsOf(db, s.currency);
  const lines = await spaceLines(db, s.id);
  const counts = lines.map((l) => ({ TotalQty: l.total_qty, HeldQty: l.held_qty, SoldQty: l.sold_qty }));
  const events = manages ? await spaceEvents(db, s.id) : [];
  return {
    Id: s.id,
    SpaceNo: s.space_no,
    ProviderName: s.provider_name,
    Manages: manages,
    Owns: s.provider_company_id === String(actor.companyId),
    Status: shownStatus(s.status, counts, s.valid_until, new Date().toISOString()),
    VesselCallId: s.vessel_call_id ? Number(s.vessel_call_id) : null,
    CarrierCode: s.carrier_code,
    VesselName: s.vessel_name,
    Voyage: s.voyage,
    ServiceCode: s.service_code,
    PolCode: s.pol_code,
    ViaCode: s.via_code,
    PodCode: s.pod_code,
    Etd: s.etd ?? '',
    Eta: s.eta ?? '',
    PolTimeZone: await zoneOf(db, s.pol_code),
    CutOffs: s.cut_offs,
    Currency: s.currency,
    PriceIncludes: s.price_includes,
    Surcharges: await Promise.all(
      s.surcharges.map(async (x) => {
        const its = await digitsOf(db, x.Currency);
        return { ...x, Amount: money(minorOf(x.Amount, its) ?? null, its) ?? x.Amount };
      }),
    ),
    MaxPerOrder: s.max_per_order,
    ValidUntil: s.valid_until ? new Date(s.valid_until).toISOString() : '',
    CancellationTerms: s.cancellation_terms,
    CancelFeePerContainer: money(s.cancel_fee_minor, digits),
    Audience: manages ? s.audience : 'MARKET',
    CargoTypes: s.cargo_types,
    HoldMinutes: s.hold_minutes,
    Remarks: s.remarks,
    AuditRemarks: manages ? s.audit_remarks : '',
    Lines: lines.map((l) => {
      const sell = {
        ContainerClass: l.container_class,
        Price: money(l.price_minor, digits)!,
        Available: availableOf({ TotalQty: l.total_qty, HeldQty: l.held_qty, SoldQty: l.sold_qty }),
      };
      return manages ? { ...sell, TotalQty: l.total_qty, HeldQty: l.held_qty, SoldQty: l.sold_qty, FloorPrice: money(l.floor_price_minor, digits) } : sell;
    }),
    Available: counts.reduce((n, l) => n + availableOf(l), 0),
    Version: s.version,
    Events: events.map((e) => ({ At: new Date(e.at as string).toISOString(), Type: e.type, By: e.by ?? '', Remarks: e.remarks })),
  };
}
