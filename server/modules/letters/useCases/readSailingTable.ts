import type { SailingRowWire, SailingTableWire } from '../../../../src/contract/letters/calls';
import { sailingWeek } from '../../../../src/domain/letters/sailingRules';
import { OFFICE_ZONE } from '../../../../src/domain/refdata/localTimes';
import type { Db, Queryable } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import { iso, isDesk } from '../audience';
import { knownPorts, noTable } from '../checks';
import { readerOf } from '../reader';
import { readTable, rowsOf, type TableRecord, tableCompanies, tableHistory } from '../sailingRepository';

export interface RowFilters {
  POL?: string;
  POD?: string;
  Week?: string;
}

/** A table's rows as readers see them: each port's name and zone, the week it sails, filtered by POL, POD and week. */
export async function presentRows(q: Queryable, id: number, f: RowFilters): Promise<SailingRowWire[]> {
  const rows = await rowsOf(q, id);
  const ports = await knownPorts(
    q,
    rows.flatMap((r) => [r.pol, r.pod]),
  );
  const pol = f.POL?.trim().toUpperCase();
  const pod = f.POD?.trim().toUpperCase();
  return rows
    .map((r) => {
      const from = ports.get(r.pol);
      const to = ports.get(r.pod);
      const etd = iso(r.etd)!;
      return {
        Seq: r.seq,
        Vessel: r.vessel,
        IMO: r.imo,
        Voyage: r.voyage,
        POL: r.pol,
        POLName: from?.name_zh || r.pol,
        POLNameEn: from?.name_en || from?.name_zh || r.pol,
        POLZone: from?.time_zone || OFFICE_ZONE,
        ETD: etd,
        DCO: iso(r.dco),
        VCO: iso(r.vco),
        PCO: iso(r.pco),
        POD: r.pod,
        PODName: to?.name_zh || r.pod,
        PODNameEn: to?.name_en || to?.name_zh || r.pod,
        PODZone: to?.time_zone || OFFICE_ZONE,
        ETA: iso(r.eta)!,
        TransitDays: r.transit_days,
        Week: sailingWeek(etd, from?.time_zone),
        Remarks: r.remarks,
      };
    })
    .filter((r) => (!pol || r.POL === pol) && (!pod || r.POD === pod) && (!f.Week || r.Week === f.Week));
}

/** The table's header as sent. */
export const presentTable = (t: TableRecord) => ({
  ...t,
  Audience: t.Audience as SailingTableWire['Audience'],
  Status: t.Status as 0 | 1 | 2,
  PublishedAt: iso(t.PublishedAt),
  UpdatedAt: iso(t.UpdatedAt)!,
});

/** One table as its reader may see it, its rows filtered (operations.md §13.3 Get: POL, POD, Week). */
export async function getSailingTable(db: Db, actor: Actor, a: { Id: number } & RowFilters): Promise<Outcome<SailingTableWire>> {
  const reader = readerOf(actor);
  const t = await readTable(db, a.Id, reader);
  if (!t) return noTable();
  const desk = isDesk(reader);
  return {
    ok: true,
    value: {
      ...presentTable(t),
      WithdrawReason: desk ? t.WithdrawReason : null,
      SourceFile: desk ? t.SourceFile : null,
      Companies: desk ? await tableCompanies(db, a.Id) : [],
      Items: await presentRows(db, a.Id, a),
      Mine: desk,
    },
  };
}

export async function sailingHistoryOf(db: Db, actor: Actor, id: number) {
  if (!(await readTable(db, id, readerOf(actor)))) return noTable<never>();
  const rows = await tableHistory(db, id);
  return { ok: true as const, value: rows.map((r) => ({ ...r, At: iso(r.At)!, Action: r.Action as 'SAVE' })) };
}
