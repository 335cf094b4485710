import type { SiBox, SiRecord } from '../../contract/si';

/** A box of a booked container with one empty goods line; its totals follow its lines. */
export const emptyBox = (no: string, type: string): SiBox => ({
  TBX_TYPE: type,
  TBX_CNNO: no,
  TBX_SEALNO: '',
  TBX_PACKAGE: 'CT',
  TBX_NUM: 0,
  TBX_WEIGHT: 0,
  TBX_VOLUME: 0,
  Details: [{ TBD_CNGOODS: '', TBD_GOODS: '', TBD_HSCODE: '', TBD_MARKS: 'N/M', TBD_PACKAGE: 'CT', TBD_NUM: 0, TBD_WEIGHT: 0, TBD_VOLUME: 0 }],
});

/** Box totals from its lines, SI totals from its boxes: people type the lines only. */
export function withTotals(r: SiRecord): SiRecord {
  const round = (n: number) => Math.round(n * 1000) / 1000;
  const boxes = r.Boxes.map((b) => ({
    ...b,
    TBX_NUM: b.Details.reduce((a, d) => a + (d.TBD_NUM || 0), 0),
    TBX_WEIGHT: round(b.Details.reduce((a, d) => a + (d.TBD_WEIGHT || 0), 0)),
    TBX_VOLUME: round(b.Details.reduce((a, d) => a + (d.TBD_VOLUME || 0), 0)),
  }));
  return { ...r, Boxes: boxes, TBI_NUM: boxes.reduce((a, b) => a + b.TBX_NUM, 0) };
}
