import type { Bilingual } from '../../i18n/bilingual';

type P = Readonly<Record<string, string | number>>;

/**
 * Each mismatch the per-container reconciliation names (operations.md §3.6 `SplitDetail`:
 * booked slot ↔ packing list ↔ SI box ↔ VGM), in both languages with its values. The codes are
 * src/domain/packing/reconcile.ts's; the screen, the API answer and the tests read them here.
 */
export const reconcileWords = {
  'slot.noPackingList': (p: P): Bilingual => ({
    zh: `订舱的 ${p.type} 第 ${p.slot} 个箱位还没有装箱单。`,
    en: `Booked ${p.type} slot ${p.slot} has no packing list yet.`,
  }),
  'pkl.notBooked': (p: P): Bilingual => ({
    zh: `装箱单 ${p.pkl} 的箱型 ${p.type} 第 ${p.slot} 个箱位不在订舱里（订了 ${p.booked} 个）。`,
    en: `Packing list ${p.pkl} holds ${p.type} slot ${p.slot}, which the booking does not have (${p.booked} booked).`,
  }),
  'pkl.noContainer': (p: P): Bilingual => ({
    zh: `装箱单 ${p.pkl} 还没有填写箱号。`,
    en: `Packing list ${p.pkl} has no container number yet.`,
  }),
  'cnno.notBooked': (p: P): Bilingual => ({
    zh: `箱 ${p.container} 不在订舱的箱号里（${p.booked}）。`,
    en: `Container ${p.container} is not among the booking's container numbers (${p.booked}).`,
  }),
  'si.none': (p: P): Bilingual => ({
    zh: `箱 ${p.container} 在装箱单上，但订舱还没有提单补料。`,
    en: `Container ${p.container} is on a packing list, but the booking has no SI yet.`,
  }),
  'si.missing': (p: P): Bilingual => ({
    zh: `箱 ${p.container} 在装箱单 ${p.pkl} 上，但不在任何提单补料上。`,
    en: `Container ${p.container} is on packing list ${p.pkl} but on no SI.`,
  }),
  'si.noPackingList': (p: P): Bilingual => ({
    zh: `提单补料 ${p.si} 上的箱 ${p.container} 没有有效装箱单。`,
    en: `Container ${p.container} of SI ${p.si} is on no live packing list.`,
  }),
  'type.differs': (p: P): Bilingual => ({
    zh: `箱型不一致：装箱单 ${p.pkl}，提单补料 ${p.si}。`,
    en: `The container type differs: ${p.pkl} on the packing list, ${p.si} on the SI.`,
  }),
  'seal.differs': (p: P): Bilingual => ({
    zh: `封号不一致：装箱单 ${p.pkl}，提单补料 ${p.si}。`,
    en: `The seal differs: ${p.pkl} on the packing list, ${p.si} on the SI.`,
  }),
  'packages.differ': (p: P): Bilingual => ({
    zh: `件数不一致：装箱单 ${p.pkl}，提单补料 ${p.si}。`,
    en: `The packages differ: ${p.pkl} on the packing list, ${p.si} on the SI.`,
  }),
  'weight.differs': (p: P): Bilingual => ({
    zh: `毛重不一致：装箱单 ${p.pkl} KGS，提单补料 ${p.si} KGS。`,
    en: `The gross weight differs: ${p.pkl} kg on the packing list, ${p.si} kg on the SI.`,
  }),
  'volume.differs': (p: P): Bilingual => ({
    zh: `体积不一致：装箱单 ${p.pkl} CBM，提单补料 ${p.si} CBM。`,
    en: `The volume differs: ${p.pkl} m³ on the packing list, ${p.si} m³ on the SI.`,
  }),
  'hs.differs': (p: P): Bilingual => ({
    zh: `HS 编码不一致：装箱单 ${p.pkl}，提单补料 ${p.si}。`,
    en: `The HS codes differ: ${p.pkl} on the packing list, ${p.si} on the SI.`,
  }),
  'vgm.missing': (p: P): Bilingual => ({
    zh: `箱 ${p.container} 还没有 VGM。`,
    en: `Container ${p.container} has no VGM yet.`,
  }),
  'vgm.belowCargo': (p: P): Bilingual => ({
    zh: `VGM ${p.vgm} KGS 小于货重 ${p.cargo} KGS 加箱皮重 ${p.tare} KGS（${p.total} KGS）。`,
    en: `The VGM of ${p.vgm} kg is below cargo ${p.cargo} kg plus tare ${p.tare} kg (${p.total} kg).`,
  }),
  'vgm.overMax': (p: P): Bilingual => ({
    zh: `VGM ${p.vgm} KGS 超过箱子最大总重 ${p.max} KGS。`,
    en: `The VGM of ${p.vgm} kg is over the container's max gross of ${p.max} kg.`,
  }),
  'vgm.rejected': (p: P): Bilingual => ({
    zh: `箱 ${p.container} 的 VGM 第 ${p.version} 版被承运人拒绝。`,
    en: `Version ${p.version} of container ${p.container}'s VGM was rejected by the carrier.`,
  }),
} as const;
export type ReconcileCode = keyof typeof reconcileWords;

/** What the print sheet (PDF and preview) calls things: one table both renderers read. */
export const printWords = {
  title: { zh: '集装箱装箱单', en: 'Container Load Plan' },
  booking: { zh: '订舱号', en: 'Booking no.' },
  carrier: { zh: '船公司', en: 'Carrier' },
  vesselVoyage: { zh: '船名/航次', en: 'Vessel / voyage' },
  loading: { zh: '装货港', en: 'Port of loading' },
  discharge: { zh: '卸货港', en: 'Port of discharge' },
  delivery: { zh: '交货地', en: 'Place of delivery' },
  cutOffs: { zh: '截止时间', en: 'Cut-offs' },
  clock: (zone: string): Bilingual => ({ zh: `（${zone} 当地时间）`, en: `(local time, ${zone})` }),
  container: { zh: '箱号', en: 'Container no.' },
  type: { zh: '箱型', en: 'Type' },
  seal: { zh: '封号', en: 'Seal no.' },
  tare: { zh: '箱皮重', en: 'Tare' },
  maxGross: { zh: '最大总重', en: 'Max gross' },
  emptyDepot: { zh: '提箱点', en: 'Empty depot' },
  terminal: { zh: '进港码头', en: 'Return terminal' },
  stuffing: { zh: '装箱地点/时间', en: 'Stuffed at / on' },
  truck: { zh: '车牌/司机', en: 'Truck / driver' },
  seq: { zh: '序号', en: 'No.' },
  marks: { zh: '唛头', en: 'Marks' },
  goods: { zh: '货名', en: 'Goods' },
  hs: { zh: 'HS 编码', en: 'HS code' },
  packages: { zh: '件数/包装', en: 'Packages' },
  gross: { zh: '毛重(KGS)', en: 'Gross (kg)' },
  volume: { zh: '体积(CBM)', en: 'Volume (m³)' },
  totals: { zh: '合计', en: 'Totals' },
  shipperSign: { zh: '发货人/装箱人签字', en: 'Shipper / packer' },
  driverSign: { zh: '司机签字', en: 'Driver' },
  terminalSign: { zh: '码头/堆场签收', en: 'Terminal / depot' },
  printedAt: (at: string): Bilingual => ({ zh: `打印于 ${at}`, en: `Printed ${at}` }),
} as const;

/** What each event of a packing list's history (doc_events, doc type `packingList`) says happened. */
export const packingEventWords: Readonly<Record<string, Bilingual>> = {
  'v1.PackingListApplied': { zh: '申请装箱单', en: 'Applied for' },
  'v1.PackingListOpened': { zh: '开出装箱单', en: 'Opened' },
  'v1.PackingListRejected': { zh: '驳回申请', en: 'Application rejected' },
  'v1.PackingListDataSaved': { zh: '保存装箱数据', en: 'Packing data saved' },
  'v1.PackingListDataSubmitted': { zh: '提交装箱数据', en: 'Packing data submitted' },
  'v1.PackingListDataApproved': { zh: '装箱数据审核通过', en: 'Packing data approved' },
  'v1.PackingListDataReturned': { zh: '装箱数据退回', en: 'Packing data returned' },
  'v1.PackingListGatedIn': { zh: '重箱进港', en: 'Gated in at the terminal' },
  'v1.PackingListCancelled': { zh: '作废装箱单', en: 'Cancelled' },
  'v1.PackingListSplit': { zh: '拆分为多个装箱单', en: 'Split into several packing lists' },
  'v1.PackingListSplitFrom': { zh: '由拆分产生', en: 'Created by a split' },
  'v1.PackingListTruckerAssigned': { zh: '指派车队', en: 'Trucker assigned' },
  'v1.PackingListCorrected': { zh: '操作员更正数据', en: 'Data corrected by an operator' },
};

/** Who did it, when it was no employee (doc_events actor kinds). */
export const eventActorWords = {
  share: { zh: '分享链接访客', en: 'Visitor of a share link' },
  gateway: (id: string): Bilingual => ({ zh: `外部系统 ${id}`, en: `Outside system ${id}` }),
  system: { zh: '系统', en: 'The system' },
  /** An event type this screen has no words for yet: its name as written. */
  unknown: (type: string): Bilingual => ({ zh: `事件 ${type}`, en: `Event ${type}` }),
} as const;

/** The screens' refusals. */
export const reportRefusalWords = {
  noPackingList: { zh: '没有这个装箱单。', en: 'No such packing list.' },
  eventsWhich: { zh: '请指定一个装箱单（Id）或一个订舱（CGO_ID），二者选一。', en: 'Name one packing list (Id) or one booking (CGO_ID), not both.' },
} as const;
