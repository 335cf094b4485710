import type { Db } from '../../../server/db/types';

/**
 * SQL fixtures for the packing-list reports (the packing module that writes packing lists is built
 * apart; these rows are what it stores, migration 057). Each helper answers the new row's id.
 */

/** A booking of 杭州天祥 no other test submits SIs for (server/modules/si/seed.ts): 2 × 40HQ, HLXU4180505 and HLXU4180510. */
export const OWN_CGO = 'CGO-HZTX-2611-004';
/** 宁波海越's booking. */
export const OTHER_CGO_ID = 'CGO-NBHY-2611-001';

export interface LineFixture {
  cngoods?: string;
  goods?: string;
  hs?: string;
  pkg?: string;
  num: number;
  weight: number;
  volume: number;
  marks?: string;
}

export interface PackingListFixture {
  cgo: string;
  no?: string | null;
  type?: string;
  slot?: number;
  status?: number;
  cnno?: string;
  seal?: string;
  tare?: number | null;
  maxGross?: number | null;
  /** The trucker's company, by code (PRV-SHYD: 上海远达). */
  trucker?: string;
  source?: 1 | 2;
  parentId?: number | null;
  /** The employee who created it, by account. */
  createdBy?: string;
  lines?: LineFixture[];
}

export async function insertPackingList(db: Db, f: PackingListFixture): Promise<number> {
  const lines = f.lines ?? [];
  const sum = (k: 'num' | 'weight' | 'volume') => lines.reduce((n, l) => n + l[k], 0);
  const [row] = await db.query<{ id: string }>(
    `insert into packing_lists (company_id, pkl_no, pkl_source, pkl_cgo_id, pkl_booking_no, pkl_carrier, pkl_vessel, pkl_voyage,
        pkl_loading_code, pkl_discharge_code, pkl_delivery_code, pkl_cntr_type, pkl_slot, pkl_trucker_id, pkl_cnno, pkl_sealno,
        pkl_tare_kg, pkl_max_gross_kg, pkl_num, pkl_weight, pkl_volume, pkl_parent_id, pkl_apply_batch, pkl_status, created_by,
        pkl_empty_depot, pkl_return_terminal, pkl_stuff_place, pkl_stuff_at, pkl_truck_plate, pkl_driver_name)
     select b.company_id, $2, $3::smallint, case when $3::smallint = 1 then b.cgo_id end, b.mbl_no, b.carrier, b.vessel, b.voyage, b.loading_code, b.discharge_code,
            b.delivery_code, $4, $5, (select id from companies where code = $6), $7, $8, $9, $10, $11, $12, $13, $14, gen_random_uuid(), $15,
            (select e.id from employees e join users u on u.id = e.user_id where u.account = $16 order by e.id limit 1),
            '外高桥四期堆场', '洋山四期码头', '杭州萧山仓库', '2026-11-25T02:00:00Z', '浙A12345', '张师傅'
       from bookings b where b.cgo_id = $1
     returning id`,
    [
      f.cgo,
      f.no === undefined ? null : f.no,
      f.source ?? 1,
      f.type ?? '40HQ',
      f.slot ?? 1,
      f.trucker ?? null,
      f.cnno ?? '',
      f.seal ?? '',
      f.tare ?? null,
      f.maxGross ?? null,
      sum('num'),
      sum('weight'),
      sum('volume'),
      f.parentId ?? null,
      f.status ?? 2,
      f.createdBy ?? null,
    ],
  );
  const id = Number(row!.id);
  let seq = 0;
  for (const l of lines) {
    seq += 1;
    await db.query(
      `insert into packing_list_lines (pkl_id, pkd_seq, pkd_cngoods, pkd_goods, pkd_hscode, pkd_package, pkd_num, pkd_weight, pkd_volume, pkd_marks)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [id, seq, l.cngoods ?? '', l.goods ?? '', l.hs ?? '', l.pkg ?? 'CT', l.num, l.weight, l.volume, l.marks ?? ''],
    );
  }
  return id;
}

export async function insertVgm(
  db: Db,
  v: { cgo: string; cnno: string; kg: number; version?: number; status?: number; pklId?: number | null },
): Promise<number> {
  const [row] = await db.query<{ id: string }>(
    `insert into vgm_declarations (company_id, vgm_cgo_id, vgm_pkl_id, vgm_cnno, vgm_version, vgm_kg, vgm_method, vgm_weighed_at,
        vgm_responsible_party, vgm_signatory, vgm_channel, vgm_status)
     select b.company_id, b.cgo_id, $3, $2, $4, $5, 1, now(), '杭州天祥进出口', '李明', 'WORKBENCH', $6 from bookings b where b.cgo_id = $1
     returning id`,
    [v.cgo, v.cnno, v.pklId ?? null, v.version ?? 1, v.kg, v.status ?? 4],
  );
  return Number(row!.id);
}

/** An SI of the booking carrying these boxes (the record as the SI module stores it, boxes only). */
export async function insertSi(db: Db, cgo: string, boxes: object[]): Promise<number> {
  const [row] = await db.query<{ id: string }>(
    `insert into si_records (company_id, cgo_id, record) select company_id, cgo_id, $2::jsonb from bookings where cgo_id = $1 returning id`,
    [cgo, JSON.stringify({ TBI_SITYPE: 1, TBI_NUM: 0, TBI_CONSIGNOR: 'x', TBI_CONSIGNEE: 'y', Boxes: boxes, Masters: [] })],
  );
  return Number(row!.id);
}

export const box = (cnno: string, o: { seal?: string; num?: number; weight?: number; volume?: number; hs?: string; type?: string } = {}) => ({
  TBX_TYPE: o.type ?? '40HQ',
  TBX_CNNO: cnno,
  TBX_SEALNO: o.seal ?? '',
  TBX_PACKAGE: 'CT',
  TBX_NUM: o.num ?? 0,
  TBX_WEIGHT: o.weight ?? 0,
  TBX_VOLUME: o.volume ?? 0,
  Details: [
    {
      TBD_CNGOODS: '',
      TBD_GOODS: 'GOODS',
      TBD_HSCODE: o.hs ?? '610910',
      TBD_MARKS: '',
      TBD_PACKAGE: 'CT',
      TBD_NUM: o.num ?? 0,
      TBD_WEIGHT: o.weight ?? 0,
      TBD_VOLUME: o.volume ?? 0,
    },
  ],
});
