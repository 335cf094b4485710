import type { ManifestContainer, ManifestData, ManifestItem, ManifestParty } from '../../contract/manifest';
import type { SiRecord } from '../../contract/si/public';
import { CONTAINER_TYPES } from '../si/public';

/**
 * From an approved SI to a manifest (operations.md §7.2's mapping table): what `Create` with
 * `MFT_SI_ID` fills. Codes, countries and phones of the parties come from an SFT template or are typed
 * (the SI has none). The same mapping is the SI side of `mft.si` (./siDiff.ts).
 */

/** The SI's box type (its common name, 40HQ) as the ISO size-type code (45G1); unknown names stay as typed. */
export function isoSizeType(type: string): string {
  const v = type.trim().toUpperCase();
  return CONTAINER_TYPES.find((t) => t.name === v || t.code === v)?.code ?? v;
}

/** A 5-line party block: the first line is the name, the rest the address. */
export function partyFromBlock(block: string | undefined): ManifestParty {
  const lines = String(block ?? '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  return lines[0] ? { NAME: lines[0].slice(0, 70), ADDRESS: lines.slice(1).join(' ').slice(0, 512) } : {};
}

const PAYMENT: Record<string, 'PP' | 'CC'> = { PREPAID: 'PP', PP: 'PP', COLLECT: 'CC', CC: 'CC' };
const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** The goods of all boxes grouped by (goods, HS, package, marks): one item each, allocated per box. */
export function itemsFromSi(si: SiRecord): ManifestItem[] {
  const items = new Map<string, ManifestItem>();
  for (const box of si.Boxes) {
    const cnno = box.TBX_CNNO.trim().toUpperCase();
    for (const d of box.Details) {
      const pkg = (d.TBD_PACKAGE || box.TBX_PACKAGE || si.TBI_PACKAGE || '').trim().toUpperCase();
      const key = [d.TBD_GOODS.trim(), d.TBD_HSCODE.trim(), pkg, (d.TBD_MARKS ?? '').trim()].join('\u0000');
      let item = items.get(key);
      if (!item) {
        item = {
          MFG_SEQ: items.size + 1,
          MFG_PKGS: 0,
          MFG_PACKAGE: pkg,
          MFG_DESC: d.TBD_GOODS.trim(),
          MFG_HSCODE: d.TBD_HSCODE.trim(),
          MFG_GROSS_KG: 0,
          MFG_CBM: 0,
          MFG_MARKS: (d.TBD_MARKS ?? '').trim(),
          Allocation: [],
        };
        items.set(key, item);
      }
      item.MFG_PKGS += d.TBD_NUM;
      item.MFG_GROSS_KG = round3(item.MFG_GROSS_KG + d.TBD_WEIGHT);
      item.MFG_CBM = round3((item.MFG_CBM ?? 0) + d.TBD_VOLUME);
      const alloc = item.Allocation.find((a) => a.CNNO === cnno);
      if (alloc) {
        alloc.PKGS += d.TBD_NUM;
        alloc.KG = round3(alloc.KG + d.TBD_WEIGHT);
        alloc.CBM = round3((alloc.CBM ?? 0) + d.TBD_VOLUME);
      } else item.Allocation.push({ CNNO: cnno, PKGS: d.TBD_NUM, KG: d.TBD_WEIGHT, CBM: d.TBD_VOLUME });
    }
  }
  return [...items.values()];
}

export function containersFromSi(si: SiRecord): ManifestContainer[] {
  return si.Boxes.map((b) => ({
    MFC_CNNO: b.TBX_CNNO.trim().toUpperCase(),
    MFC_SIZE_TYPE: isoSizeType(b.TBX_TYPE),
    MFC_SOURCE: 'CARRIER',
    MFC_FULL: true,
    MFC_SEALNO: b.TBX_SEALNO.trim(),
  }));
}

/** The manifest an approved SI makes (the booking's own facts — filing, level, loading time — are the caller's). */
export function manifestFromSi(si: SiRecord, filing: ManifestData['MFT_FILING'] = 'CN_EXPORT'): ManifestData {
  const items = itemsFromSi(si);
  const kinds = new Set(items.map((i) => i.MFG_PACKAGE));
  return {
    MFT_FILING: filing,
    MFT_LEVEL: si.TBI_SIMBL_NO.trim() ? 'HOUSE' : 'MASTER',
    MFT_CGO_ID: si.TBI_CGO_ID,
    MFT_SI_ID: si.Id ?? null,
    MFT_MBL_NO: si.TBI_MBL_NO.trim(),
    MFT_HBL_NO: si.TBI_SIMBL_NO.trim(),
    MFT_CARRIER: si.TBI_CARRIER.trim(),
    MFT_VESSEL: si.TBI_VESSEL.trim(),
    MFT_VOYAGE: si.TBI_VOYAGE.trim(),
    MFT_LOADING_CODE: si.TBI_LOADING_CODE.trim().toUpperCase(),
    MFT_DISCHARGE_CODE: si.TBI_DISCHARGE_CODE.trim().toUpperCase(),
    MFT_DELIVERY_CODE: si.TBI_DELIVERY_CODE.trim().toUpperCase(),
    MFT_PAYMENT_TERM: PAYMENT[si.TBI_PAYMENT_METHOD.trim().toUpperCase()] ?? '',
    Shipper: partyFromBlock(si.TBI_CONSIGNOR),
    Consignee: partyFromBlock(si.TBI_CONSIGNEE),
    Notify: partyFromBlock(si.TBI_NOTIFIER_1),
    Containers: containersFromSi(si),
    Items: items,
    MFT_TOTAL_PKGS: items.reduce((s, i) => s + i.MFG_PKGS, 0),
    MFT_PACKAGE: kinds.size === 1 ? [...kinds][0] : 'PK',
    MFT_TOTAL_KG: round3(items.reduce((s, i) => s + i.MFG_GROSS_KG, 0)),
    MFT_TOTAL_CBM: round3(items.reduce((s, i) => s + (i.MFG_CBM ?? 0), 0)),
  };
}
