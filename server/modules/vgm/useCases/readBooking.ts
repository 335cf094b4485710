import type { VgmBooking, VgmContainer } from '../../../../src/contract/vgm/calls';
import { maxGrossKg } from '../../../../src/domain/packing/containerLimits';
import type { Db, Queryable } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import { sharesOf } from '../../../platform/spine/shares';
import { VGM_DOC } from '../payload';
import { type BookingRow, bookingFor, type StoredVgm } from '../repository';
import { type Declarant, factsOf, isStaff, noBooking, scopeOf } from './shared';

/** A booking's containers with their latest version and the VCO, and (to an employee) its share links. */
export async function readVgmBooking(db: Db, d: Declarant, cgoId: string): Promise<Outcome<VgmBooking>> {
  const b = await bookingFor(db, cgoId, scopeOf(d));
  if (!b) return noBooking();
  return { ok: true, value: await bookingView(db, b, d) };
}

async function bookingView(q: Queryable, b: BookingRow, d: Declarant): Promise<VgmBooking> {
  const f = await factsOf(q, b);
  const latest = new Map<string, StoredVgm>();
  for (const v of f.versions) if (!latest.has(v.CNNO)) latest.set(v.CNNO, v);
  const containers: VgmContainer[] = [...f.types].map(([cnno, type]) => {
    const p = f.pkls.get(cnno);
    const { cgoId: _c, companyId: _co, pklId: _p, ...l } = latest.get(cnno) ?? ({} as StoredVgm);
    return {
      CNNO: cnno,
      TYPE: type,
      PKL_ID: p?.id ?? null,
      PackingGrossKg: p ? p.grossKg : null,
      TareKg: p?.tareKg ?? null,
      MaxGrossKg: maxGrossKg(type, p?.maxGrossKg) ?? null,
      Latest: latest.has(cnno) ? (l as VgmContainer['Latest']) : null,
    };
  });
  const shares = d.kind === 'employee' ? await sharesOf(q, VGM_DOC, b.cgo_id, Number(b.company_id)) : [];
  return {
    CGO_ID: b.cgo_id,
    MblNo: b.mbl_no,
    Carrier: b.carrier,
    Vessel: b.vessel,
    Voyage: b.voyage,
    PolTimeZone: b.zone,
    Vco: f.cutoffs.VCO ?? null,
    Staff: isStaff(d),
    Containers: containers,
    Shares: shares.map((s) => ({
      Id: s.Id,
      WithCode: s.WithCode,
      ExpiresAt: s.ExpiresAt,
      RevokedAt: s.RevokedAt,
      CreatedBy: s.CreatedBy,
      CreatedAt: s.CreatedAt,
      Uses: s.Uses,
    })),
  };
}
