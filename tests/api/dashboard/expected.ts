import type { Db } from '../../../server/db/types';

/**
 * The dashboard's figures computed again in plain TypeScript from the stored rows (each table read
 * whole with a bare select), by the definitions of operations.md §12.3 — not with the server's SQL —
 * so a test compares two independent countings.
 */
export interface Filters {
  From: string;
  To: string;
  Carrier?: string;
  POL?: string;
  POD?: string;
}

type Row = Record<string, unknown>;
const day = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));
const ms = (v: unknown) => (v instanceof Date ? v.getTime() : Date.parse(String(v)));
const up = (v: unknown) => String(v ?? '').toUpperCase();

export async function expectedSummary(db: Db, companyId: string, f: Filters) {
  const all = async (table: string) => db.query<Row>(`select * from ${table}`);
  const bookings = await all('bookings');
  const orders = await all('booking_orders');
  const events = await all('tracking_events');
  const cutoffs = await all('booking_cutoffs');
  const sis = await all('si_records');
  const docs = await all('doc_events');
  const manifests = await all('manifests');
  const types = await all('container_types');
  const cancelled = new Set(orders.filter((o) => o.status === 'CANCELLED').map((o) => o.cgo_id));
  const teuOf = new Map(types.map((t) => [String(t.name), Number(t.teu)]));
  const shipDay = (b: Row) => (b.sailing_date ? day(b.sailing_date) : new Date(ms(b.created_at) + 8 * 3_600_000).toISOString().slice(0, 10));
  const scope = bookings.filter(
    (b) =>
      String(b.company_id) === companyId &&
      shipDay(b) >= f.From &&
      shipDay(b) <= f.To &&
      (!f.Carrier || b.carrier === f.Carrier) &&
      (!f.POL || b.loading_code === f.POL) &&
      (!f.POD || b.discharge_code === f.POD) &&
      !cancelled.has(b.cgo_id),
  );
  const kept = events.filter((e) => !e.evt_retracted && !e.evt_retracts);
  const eventsOf = (b: Row) =>
    kept.filter(
      (e) =>
        e.evt_cgo_id === b.cgo_id ||
        (e.evt_cgo_id === null &&
          e.evt_type === 'TRANSPORT' &&
          e.evt_equipment_ref === '' &&
          up(e.evt_vessel_name) === up(b.vessel) &&
          up(e.evt_voyage) === up(b.voyage)),
    );
  const boxTeu = (b: Row) => (b.containers as { TYPE: string; COUNT: number }[]).reduce((s, c) => s + c.COUNT * (teuOf.get(c.TYPE) ?? 0), 0);

  const stages = { BOOKED: 0, GATED_IN: 0, LOADED: 0, DEPARTED: 0, ARRIVED: 0, PICKED_UP: 0 };
  let onTime = 0;
  let measured = 0;
  for (const b of scope) {
    const act = eventsOf(b).filter((e) => e.evt_classifier === 'ACT');
    const has = (code: string, loc: unknown, laden = false) =>
      act.some((e) => e.evt_code === code && e.evt_location === loc && (!laden || e.evt_empty === 'LADEN'));
    const stage = has('GTOT', b.discharge_code, true)
      ? 'PICKED_UP'
      : has('ARRI', b.discharge_code)
        ? 'ARRIVED'
        : has('DEPA', b.loading_code)
          ? 'DEPARTED'
          : has('LOAD', b.loading_code)
            ? 'LOADED'
            : has('GTIN', b.loading_code, true)
              ? 'GATED_IN'
              : 'BOOKED';
    stages[stage]++;
    const deps = eventsOf(b).filter((e) => e.evt_code === 'DEPA' && e.evt_location === b.loading_code);
    const atds = deps.filter((e) => e.evt_classifier === 'ACT').map((e) => ms(e.evt_at));
    const plans = deps.filter((e) => e.evt_classifier !== 'ACT').sort((x, y) => ms(x.evt_updated_at) - ms(y.evt_updated_at) || ms(x.evt_at) - ms(y.evt_at));
    if (atds.length && plans.length) {
      measured++;
      if (Math.min(...atds) - ms(plans[0]!.evt_at) <= 24 * 3_600_000) onTime++;
    }
  }

  const months = new Map<string, number>();
  for (const b of scope) months.set(shipDay(b).slice(0, 7), (months.get(shipDay(b).slice(0, 7)) ?? 0) + boxTeu(b));

  const cut = (b: Row, code: string) => cutoffs.find((k) => k.cgo_id === b.cgo_id && k.code === code);
  const si = { OnTime: 0, Measured: 0 };
  const vgm = { OnTime: 0, Measured: 0 };
  for (const b of scope) {
    const dco = cut(b, 'DCO');
    if (dco) {
      const approved = sis.filter((s) => s.cgo_id === b.cgo_id && !s.deleted && s.status === 2).map((s) => ms(s.reviewer_date));
      const first = approved.length ? Math.min(...approved) : undefined;
      if (first !== undefined || ms(dco.at) <= Date.now()) si.Measured++;
      if (first !== undefined && first <= ms(dco.at)) si.OnTime++;
    }
    const vco = cut(b, 'VCO');
    if (vco) {
      const declared = docs.filter((d) => d.doc_type === 'vgm' && d.type === 'v1.VgmDeclared' && String(d.doc_id).split('/')[0] === b.cgo_id);
      for (const box of new Set(declared.map((d) => d.doc_id))) {
        vgm.Measured++;
        if (Math.min(...declared.filter((d) => d.doc_id === box).map((d) => ms(d.at))) <= ms(vco.at)) vgm.OnTime++;
      }
    }
  }

  const mft = { FirstTime: 0, Measured: 0 };
  const inScope = new Set(scope.map((b) => b.cgo_id));
  for (const m of manifests.filter((x) => inScope.has(x.mft_cgo_id))) {
    const answers = docs
      .filter((d) => d.doc_type === 'manifest' && d.doc_id === String(m.id) && (d.type === 'v1.ManifestAccepted' || d.type === 'v1.ManifestRejected'))
      .sort((x, y) => ms(x.at) - ms(y.at) || Number(x.id) - Number(y.id));
    if (!answers.length) continue;
    mft.Measured++;
    if (answers[0]!.type === 'v1.ManifestAccepted') mft.FirstTime++;
  }

  const lanes = new Map<string, { POL: string; POD: string; Shipments: number; Teu: number }>();
  for (const b of scope) {
    const key = `${b.loading_code}>${b.discharge_code}`;
    const l = lanes.get(key) ?? { POL: String(b.loading_code), POD: String(b.discharge_code), Shipments: 0, Teu: 0 };
    l.Shipments++;
    l.Teu += boxTeu(b);
    lanes.set(key, l);
  }

  return {
    Shipments: scope.length,
    Stages: Object.entries(stages).map(([Stage, Count]) => ({ Stage, Count })),
    TeuByMonth: [...months.entries()].sort().map(([Month, Teu]) => ({ Month, Teu })),
    Teu: [...months.values()].reduce((s, t) => s + t, 0),
    OnTimeDeparture: { OnTime: onTime, Measured: measured },
    SiOnTime: si,
    VgmOnTime: vgm,
    ManifestFirstTime: mft,
    Lanes: [...lanes.values()].sort((x, y) => y.Shipments - x.Shipments || x.POL.localeCompare(y.POL) || x.POD.localeCompare(y.POD)),
  };
}
