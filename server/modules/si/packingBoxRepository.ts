import type { SiBox } from '../../../src/contract/si';
import type { Queryable } from '../../db/types';

/**
 * SQL only, read only: the booking's live packing lists (the packing module's tables, migration
 * 057) as SI boxes, for "import from packing lists" (从装箱单导入). Live = not rejected (3), not
 * cancelled (8); only those with a container number (a box without one fills nothing).
 */
export async function livePackingBoxes(q: Queryable, cgoId: string): Promise<{ PKL_NO: string; Box: SiBox }[]> {
  const rows = await q.query<{
    pkl_no: string | null;
    pkl_cntr_type: string;
    pkl_cnno: string;
    pkl_sealno: string;
    lines: { cn: string; goods: string; hs: string; marks: string; pkg: string; num: number; weight: string | number; volume: string | number }[];
  }>(
    `select p.pkl_no, p.pkl_cntr_type, p.pkl_cnno, p.pkl_sealno,
            coalesce((select json_agg(json_build_object('cn', l.pkd_cngoods, 'goods', l.pkd_goods, 'hs', l.pkd_hscode, 'marks', l.pkd_marks,
                        'pkg', l.pkd_package, 'num', l.pkd_num, 'weight', l.pkd_weight, 'volume', l.pkd_volume) order by l.pkd_seq)
                      from packing_list_line_facts l where l.pkl_id = p.id), '[]'::json) as lines
       from packing_list_facts p
      where p.pkl_cgo_id = $1 and p.pkl_status not in (3, 8) and p.pkl_cnno <> ''
      order by p.pkl_cntr_type, p.pkl_slot, p.id`,
    [cgoId],
  );
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return rows.map((r) => {
    const details = r.lines.map((l) => ({
      TBD_CNGOODS: l.cn,
      TBD_GOODS: l.goods,
      TBD_HSCODE: l.hs,
      TBD_MARKS: l.marks,
      TBD_PACKAGE: l.pkg,
      TBD_NUM: Number(l.num),
      TBD_WEIGHT: Number(l.weight),
      TBD_VOLUME: Number(l.volume),
    }));
    const packages = [...new Set(details.map((d) => d.TBD_PACKAGE).filter(Boolean))];
    return {
      PKL_NO: r.pkl_no ?? '',
      Box: {
        TBX_TYPE: r.pkl_cntr_type,
        TBX_CNNO: r.pkl_cnno,
        TBX_SEALNO: r.pkl_sealno,
        // one package kind on every line names the box's; mixed ones leave it to the person
        TBX_PACKAGE: packages.length === 1 ? packages[0]! : '',
        TBX_NUM: details.reduce((n, d) => n + d.TBD_NUM, 0),
        TBX_WEIGHT: round(details.reduce((n, d) => n + d.TBD_WEIGHT, 0)),
        TBX_VOLUME: round(details.reduce((n, d) => n + d.TBD_VOLUME, 0)),
        Details: details,
      },
    };
  });
}
