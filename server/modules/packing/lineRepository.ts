import type { Queryable } from '../../db/types';
import { type StoredLine, numOrNull } from './repository';

/** A packing list's lines (its goods per container) and its children after a split. */

export async function linesOf(q: Queryable, id: number): Promise<StoredLine[]> {
  const rows = await q.query<Record<string, unknown>>(
    `select pkd_seq, pkd_cngoods, pkd_goods, pkd_hscode, pkd_marks, pkd_package, pkd_num, pkd_weight, pkd_net_weight, pkd_volume, pkd_unno, pkd_imo_class
       from packing_list_lines where pkl_id = $1 order by pkd_seq`,
    [id],
  );
  return rows.map((r) => ({
    PKD_SEQ: Number(r.pkd_seq),
    PKD_CNGOODS: r.pkd_cngoods as string,
    PKD_GOODS: r.pkd_goods as string,
    PKD_HSCODE: r.pkd_hscode as string,
    PKD_MARKS: r.pkd_marks as string,
    PKD_PACKAGE: r.pkd_package as string,
    PKD_NUM: Number(r.pkd_num),
    PKD_WEIGHT: Number(r.pkd_weight),
    PKD_NET_WEIGHT: numOrNull(r.pkd_net_weight),
    PKD_VOLUME: Number(r.pkd_volume),
    PKD_UNNO: r.pkd_unno as string,
    PKD_IMO_CLASS: r.pkd_imo_class as string,
  }));
}

export async function replaceLines(q: Queryable, id: number, lines: readonly StoredLine[]): Promise<void> {
  await q.query('delete from packing_list_lines where pkl_id = $1', [id]);
  for (const l of lines)
    await q.query(
      `insert into packing_list_lines (pkl_id, pkd_seq, pkd_cngoods, pkd_goods, pkd_hscode, pkd_marks, pkd_package, pkd_num, pkd_weight, pkd_net_weight, pkd_volume, pkd_unno, pkd_imo_class)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        id,
        l.PKD_SEQ,
        l.PKD_CNGOODS,
        l.PKD_GOODS,
        l.PKD_HSCODE,
        l.PKD_MARKS,
        l.PKD_PACKAGE,
        l.PKD_NUM,
        l.PKD_WEIGHT,
        l.PKD_NET_WEIGHT,
        l.PKD_VOLUME,
        l.PKD_UNNO,
        l.PKD_IMO_CLASS,
      ],
    );
}

export const childIdsOf = async (q: Queryable, id: number) =>
  (await q.query<{ id: string }>('select id from packing_lists where pkl_parent_id = $1 order by id', [id])).map((r) => Number(r.id));
