import { billSheet, type BillInput } from '../src/domain/houseBill/sheet';
import { renderBillHtml } from '../server/modules/houseBill/html';
import { renderBillPdf } from '../server/modules/houseBill/pdf';

/**
 * An HBL printed as PDF (pdfkit, the embedded CJK font subset) against the same sheet rendered as
 * HTML, in the same run: median ms of each over `runs` (after a warm-up that parses the font once),
 * the ratio, and the PDF's size. Alone: `npx tsx bench/houseBillPrint.ts`.
 */
const CONSIGNEE = 'HANSEATIC HOME GOODS GMBH\nSPEICHERSTADT 12, 20457 HAMBURG\nGERMANY TEL +49 40 3344 5566';
export function benchBill(boxes = 4): BillInput {
  return {
    HBL_NO: 'PLATFOH26000001',
    HBL_TYPE: 'BOL',
    HBL_RELEASE_TYPE: 'ORIGINAL',
    HBL_ORIGINALS: 3,
    HBL_FREIGHT_TERM: 'PREPAID',
    HBL_FREIGHT_PAYABLE_AT: 'NINGBO',
    HBL_PLACE_OF_ISSUE: 'NINGBO',
    HBL_ISSUE_DATE: '2026-11-27',
    HBL_ON_BOARD_DATE: '2026-11-26',
    HBL_AMENDMENT: 0,
    HBL_CLAUSES: "SHIPPER'S LOAD, STOW, COUNT AND SEAL",
    Shipper: 'HANGZHOU TIANXIANG TRADING CO., LTD.\n杭州天祥贸易有限公司\nNO. 88 JIANGNAN AVENUE, BINJIANG DISTRICT',
    Consignee: CONSIGNEE,
    Notify: 'SAME AS CONSIGNEE',
    Vessel: 'OOCL GERMANY',
    Voyage: '112W',
    ReceiptPlace: 'NINGBO',
    LoadingPlace: 'NINGBO',
    DischargePlace: 'HAMBURG',
    DeliveryPlace: 'HAMBURG',
    Marks: 'HHG/HAMBURG\nPO NO. 45007781\nC/NO. 1-400\nMADE IN CHINA',
    Goods: '陶瓷餐具 CERAMIC TABLEWARE (DINNER SETS, 16 PCS PER SET) HS 691110',
    Packages: 400 * boxes,
    PackageUnit: 'CARTONS',
    Kg: 8200 * boxes,
    Cbm: 56 * boxes,
    Containers: Array.from({ length: boxes }, (_, i) => ({ CNNO: `OOLU77120${i}`, SEALNO: `OOLKS31000${i}`, TYPE: '40HQ', PKGS: 400, KG: 8200, CBM: 56 })),
  };
}

async function medianAsync(fn: () => Promise<unknown> | unknown, runs: number, warmup: number): Promise<number> {
  for (let i = 0; i < warmup; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)]!;
}

export async function houseBillPrintBench(o: { runs?: number; log?: (s: string) => void } = {}) {
  const runs = o.runs ?? 30;
  const sheet = billSheet(benchBill(), 'ORIGINAL');
  const first = performance.now();
  const bytes = await renderBillPdf(sheet);
  const firstMs = performance.now() - first;
  const pdfMs = await medianAsync(() => renderBillPdf(sheet), runs, 3);
  const htmlMs = await medianAsync(() => renderBillHtml(sheet), runs, 3);
  const out = {
    runs,
    pdfMedianMs: +pdfMs.toFixed(2),
    htmlMedianMs: +htmlMs.toFixed(3),
    ratio: +(pdfMs / htmlMs).toFixed(0),
    firstPdfMs: +firstMs.toFixed(0),
    pdfBytes: bytes.length,
  };
  o.log?.(
    `HBL print: PDF ${out.pdfMedianMs} ms (first, parsing the font: ${out.firstPdfMs} ms; ${out.pdfBytes} bytes), HTML ${out.htmlMedianMs} ms, ratio ${out.ratio}×`,
  );
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) await houseBillPrintBench({ log: console.log });
