import type { ManifestData } from '../src/contract/manifest';
import { checkManifest, type ManifestCheckOptions } from '../src/domain/manifest/check';
import { withCheckDigit } from '../src/domain/si/iso6346';
import { medianMs } from './median';

/**
 * The manifest check (src/domain/manifest/check.ts) at issue 35's size: 500 bills of lading of 20
 * goods items each, correct (every rule runs to the end: parties with their enterprise codes, two
 * containers per bill with VGM and packing-list figures, every item allocated over both), checked
 * as the server checks them before sending (`forSend`). The baseline, in the same run on the same
 * data: a bare loop that reads every field of every bill once — the floor any check pays to look at
 * the data at all.
 */
export const BILLS = 500;
export const ITEMS = 20;
const BOXES = 2;

export interface ManifestBench {
  manifests: ManifestData[];
  options: ManifestCheckOptions[];
}

export function benchManifests(bills = BILLS, items = ITEMS): ManifestBench {
  const manifests: ManifestData[] = [];
  const options: ManifestCheckOptions[] = [];
  for (let i = 0; i < bills; i++) {
    const cnnos = Array.from({ length: BOXES }, (_, b) => withCheckDigit(`MFBU${String(100000 + i * BOXES + b)}`));
    const goods = Array.from({ length: items }, (_, j) => {
      const pkgs = 10 + (j % 5) * 2; // even: split over the two boxes
      const kg = 150 + j * 2; // even too
      return {
        MFG_SEQ: j + 1,
        MFG_PKGS: pkgs,
        MFG_PACKAGE: 'CT',
        MFG_DESC: `COTTON KNITTED T-SHIRTS STYLE ${i}-${j}`,
        MFG_HSCODE: '6109100021',
        MFG_GROSS_KG: kg,
        MFG_CBM: 1.5,
        MFG_MARKS: 'N/M',
        Allocation: cnnos.map((CNNO) => ({ CNNO, PKGS: pkgs / BOXES, KG: kg / BOXES, CBM: 0.75 })),
      };
    });
    const perBox = { pkgs: goods.reduce((s, g) => s + g.MFG_PKGS / BOXES, 0), kg: goods.reduce((s, g) => s + g.MFG_GROSS_KG / BOXES, 0) };
    manifests.push({
      MFT_FILING: 'CN_EXPORT',
      MFT_LEVEL: 'MASTER',
      MFT_CGO_ID: `CGO${i}`,
      MFT_MBL_NO: `COSU${String(6000000 + i)}`,
      MFT_CARRIER: 'COSU',
      MFT_VESSEL: 'COSCO SHIPPING UNIVERSE',
      MFT_VESSEL_IMO: '9795610',
      MFT_VOYAGE: '045W',
      MFT_CUSTOMS_CODE: '2225',
      MFT_LOADING_CODE: 'CNSHA',
      MFT_DISCHARGE_CODE: 'DEHAM',
      MFT_DELIVERY_CODE: 'DEHAM',
      MFT_LOADING_AT: '2026-12-10T08:00:00Z',
      MFT_PAYMENT_TERM: 'PP',
      Shipper: {
        NAME: 'HANGZHOU TIANXIANG TRADING CO LTD',
        ADDRESS: '588 JIANGNAN AVENUE HANGZHOU',
        COUNTRY: 'CN',
        CODE: 'USCI+91330100799655058B',
        PHONE_TYPE: 'TE',
        PHONE: '+86 571 87654321',
      },
      Consignee: {
        NAME: 'HAMBURG HOUSEWARE IMPORT GMBH',
        ADDRESS: 'UEBERSEEALLEE 10 HAMBURG',
        COUNTRY: 'DE',
        CODE: '9999+HRB123456',
        PHONE_TYPE: 'TE',
        PHONE: '+49 40 1234567',
        CONTACT_NAME: 'ANNA SCHMIDT',
        CONTACT_PHONE: '+49 40 1234568',
      },
      MFT_TOTAL_PKGS: goods.reduce((s, g) => s + g.MFG_PKGS, 0),
      MFT_PACKAGE: 'CT',
      MFT_TOTAL_KG: goods.reduce((s, g) => s + g.MFG_GROSS_KG, 0),
      MFT_TOTAL_CBM: Math.round(items * 1.5 * 1000) / 1000,
      Containers: cnnos.map((MFC_CNNO, b) => ({ MFC_CNNO, MFC_SIZE_TYPE: '45G1', MFC_FULL: true, MFC_SEALNO: `SL${i}-${b}`, MFC_VGM_KG: 8000 })),
      Items: goods,
    });
    options.push({
      requireContact: true,
      forSend: true,
      now: new Date('2026-12-01T00:00:00Z'),
      vgm: new Map(cnnos.map((n) => [n, 8000])),
      packing: new Map(cnnos.map((n) => [n, perBox])),
    });
  }
  return { manifests, options };
}

/** Every bill checked once: the problems found, warnings included (none for the bench data). */
export const checkAll = ({ manifests, options }: ManifestBench) => manifests.reduce((n, m, i) => n + checkManifest(m, options[i]).length, 0);

/** Reads every field of every bill once (its value's length or the number): what looking at the data costs. */
export function touchAll({ manifests }: ManifestBench): number {
  let n = 0;
  const touch = (v: unknown) => {
    if (typeof v === 'string') n += v.length;
    else if (typeof v === 'number') n += v;
    else if (v != null) n++;
  };
  const fields = (o: object) => {
    for (const k in o) touch((o as Record<string, unknown>)[k]);
  };
  for (const m of manifests) {
    fields(m);
    if (m.Shipper) fields(m.Shipper);
    if (m.Consignee) fields(m.Consignee);
    for (const box of m.Containers ?? []) fields(box);
    for (const item of m.Items ?? []) {
      fields(item);
      for (const a of item.Allocation) fields(a);
    }
  }
  return n;
}

export interface ManifestCheckFigures {
  bills: number;
  items: number;
  medianMs: number;
  baselineMedianMs: number;
  ratio: number;
}

/** The check on the server's engine (Node) against the bare loop over the same bills, in the same run. */
export function manifestCheckBench(runs = 50): ManifestCheckFigures {
  const data = benchManifests();
  const problems = checkAll(data);
  if (problems) throw new Error(`the bench manifests must be correct (${problems} problems)`);
  const check = medianMs(() => checkAll(data), runs);
  const baseline = medianMs(() => touchAll(data), runs);
  return { bills: BILLS, items: ITEMS, medianMs: +check.toFixed(3), baselineMedianMs: +baseline.toFixed(3), ratio: +(check / baseline).toFixed(2) };
}
