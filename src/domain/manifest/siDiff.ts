import type { ManifestData, ManifestParty } from '../../contract/manifest';
import type { SiRecord } from '../../contract/si/public';
import { manifestFromSi } from './fromSi';

/**
 * `mft.si` (operations.md §7.6): a manifest made from an SI must say what the approved SI says —
 * parties (their text), containers, seals, packages, kinds, weights, volumes, HS codes, marks, POL/POD
 * and the MBL number. Both sides are laid out the same way (the SI through the §7.2 mapping) and
 * compared field by field; each difference is one row `{Path, Manifest, Si}`.
 */
export interface SiDiffRow {
  Path: string;
  Manifest: string;
  Si: string;
}

const norm = (v: unknown) =>
  String(v ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase();
const num = (n: number | null | undefined) => (n == null ? '' : String(Math.round(n * 1000) / 1000));
const partyText = (p: ManifestParty | undefined) => norm([p?.NAME, p?.ADDRESS].filter(Boolean).join(' '));

/** The compared facts of a manifest, by path. */
export function comparable(m: ManifestData): Map<string, string> {
  const out = new Map<string, string>();
  out.set('MFT_MBL_NO', norm(m.MFT_MBL_NO));
  out.set('MFT_LOADING_CODE', norm(m.MFT_LOADING_CODE));
  out.set('MFT_DISCHARGE_CODE', norm(m.MFT_DISCHARGE_CODE));
  out.set('Shipper', partyText(m.Shipper));
  out.set('Consignee', partyText(m.Consignee));
  out.set('Notify', partyText(m.Notify));
  const boxes = [...(m.Containers ?? [])].map((b) => ({ cnno: norm(b.MFC_CNNO), seal: norm(b.MFC_SEALNO) })).sort((a, b) => a.cnno.localeCompare(b.cnno));
  out.set('Containers', boxes.map((b) => b.cnno).join(', '));
  for (const b of boxes) out.set(`Containers[${b.cnno}].MFC_SEALNO`, b.seal);
  const items = m.Items ?? [];
  out.set('MFT_TOTAL_PKGS', num(items.reduce((s, i) => s + i.MFG_PKGS, 0)));
  out.set('MFT_TOTAL_KG', num(items.reduce((s, i) => s + i.MFG_GROSS_KG, 0)));
  out.set('MFT_TOTAL_CBM', num(items.reduce((s, i) => s + (i.MFG_CBM ?? 0), 0)));
  const set = (f: (i: (typeof items)[number]) => unknown) => [...new Set(items.map((i) => norm(f(i))).filter(Boolean))].sort().join(', ');
  out.set(
    'Items.MFG_PACKAGE',
    set((i) => i.MFG_PACKAGE),
  );
  out.set(
    'Items.MFG_HSCODE',
    set((i) => i.MFG_HSCODE),
  );
  out.set(
    'Items.MFG_MARKS',
    set((i) => i.MFG_MARKS),
  );
  // per container: what is allocated to it (packages and weight)
  const per = new Map<string, { pkgs: number; kg: number }>();
  for (const i of items) {
    for (const a of i.Allocation ?? []) {
      const k = norm(a.CNNO);
      const s = per.get(k) ?? { pkgs: 0, kg: 0 };
      per.set(k, { pkgs: s.pkgs + a.PKGS, kg: s.kg + a.KG });
    }
  }
  for (const [k, s] of per) {
    out.set(`Containers[${k}].PKGS`, num(s.pkgs));
    out.set(`Containers[${k}].KG`, num(s.kg));
  }
  return out;
}

/** The differences between a manifest and the approved SI it was made from, in a stable order. */
export function siDiff(m: ManifestData, si: SiRecord): SiDiffRow[] {
  const mine = comparable(m);
  const theirs = comparable(manifestFromSi(si, m.MFT_FILING));
  const paths = [...new Set([...mine.keys(), ...theirs.keys()])];
  return paths.filter((p) => (mine.get(p) ?? '') !== (theirs.get(p) ?? '')).map((p) => ({ Path: p, Manifest: mine.get(p) ?? '', Si: theirs.get(p) ?? '' }));
}
