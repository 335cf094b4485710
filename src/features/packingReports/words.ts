import { defineWords } from '../../i18n/words';
import { manifestFieldWords } from '../../contract/manifest/words';
import { auditWords } from '../../ui/audit/words';
import { commonWords } from '../../i18n/commonWords';
import { commonFieldWords } from '../../contract/words';
import { siFieldWords } from '../../contract/si/words';
import { printWords } from '../../contract/packingReports/words';
import { packingFieldWords } from '../../contract/packing/words';

/** The packing-list reports' screens (preview, SplitDetail, data query, log) in both languages. */
export const packingReportWords = defineWords({
  // PrintPreviewScreen.tsx
  downloadPdf: { zh: '下载 PDF 文件', en: 'Download the PDF' },
  noPackingListId: {
    zh: '地址里没有装箱单（?Id=）：请从装箱单列表打开预览。',
    en: 'The address names no packing list (?Id=): open the preview from a packing-list list.',
  },
  previewOf: (no: string) => ({ zh: `装箱单 ${no} 的打印预览`, en: `Print preview of packing list ${no}` }),
  downloaded: (file: string) => ({ zh: `已下载 ${file}`, en: `Downloaded ${file}` }),
  // SplitDetailScreen.tsx
  bookingToReconcile: { zh: '要核对的订舱（CGO_ID）', en: 'Booking to reconcile (CGO_ID)' },
  reconcile: { zh: '核对', en: 'Reconcile' },
  slot: packingFieldWords.PKL_SLOT,
  onSiOnly: { zh: '仅在补料上', en: 'On the SI only' },
  packingList: packingFieldWords.PKL_NO,
  siBox: { zh: '补料箱', en: 'SI box' },
  vgm: commonWords.vgm,
  manifest: manifestFieldWords.Id,
  houseLevel: { zh: '分单舱单', en: 'House level' },
  masterLevel: { zh: '主单舱单', en: 'Master level' },
  mismatches: { zh: '不一致之处', en: 'Mismatches' },
  allAgree: { zh: '一致', en: 'All agree' },
  mismatchCount: (n: number) => ({ zh: `共 ${n} 处不一致`, en: `${n} mismatch(es)` }),
  noMismatch: {
    zh: '每个箱子的订舱、装箱单、补料和 VGM 都一致；载有各箱的舱单见“舱单”列。',
    en: 'Booking, packing list, SI and VGM agree for every container; the manifests carrying each box are in the Manifest column.',
  },
  splitInto: (parent: string, children: string) => ({ zh: `${parent} 已拆分为 ${children}`, en: `${parent} was split into ${children}` }),
  splitFrom: (parent: string) => ({ zh: `由 ${parent} 拆分`, en: `split from ${parent}` }),
  none: commonWords.none,
  weighed: (kg: string) => ({ zh: `码头称重 ${kg} KGS`, en: `weighed ${kg} kg at the terminal` }),
  booked: { zh: '订舱', en: 'Booked' },
  // DataScreen.tsx
  preview: commonWords.preview,
  log: { zh: '操作日志', en: 'Event log' },
  reconciliation: { zh: '箱子核对', en: 'Reconciliation' },
  createdFrom: { zh: '创建日起', en: 'Created from' },
  createdTo: { zh: '创建日止', en: 'Created to' },
  // LogScreen.tsx
  logOf: (what: string) => ({ zh: `${what} 的日志`, en: `Log of ${what}` }),
  noEventsYet: { zh: '还没有记录。', en: 'Nothing recorded yet.' },
  packingListOrBooking: { zh: '装箱单 Id 或订舱 CGO_ID', en: 'Packing list Id or booking CGO_ID' },
  show: commonWords.show,
  when: commonWords.when,
  who: auditWords.who,
  what: { zh: '做了什么', en: 'What' },
  details: { zh: '详情', en: 'Details' },
  // shared with the contract's and the SI's words
  customer: commonWords.customer,
  status: commonWords.status,
  container: siFieldWords.TBX_CNNO,
  seal: siFieldWords.TBX_SEALNO,
  type: siFieldWords.TBX_TYPE,
  vessel: commonFieldWords.VesselName,
  voyage: commonFieldWords.Voyage,
  carrier: commonFieldWords.CarrierCode,
  goods: printWords.goods,
  bookingNo: printWords.booking,
  seq: printWords.seq,
  createdAt: commonWords.createdAt,
  cgoId: siFieldWords.TBI_CGO_ID,
  hs: printWords.hs,
  packages: printWords.packages,
  gross: printWords.gross,
  volume: printWords.volume,
});
