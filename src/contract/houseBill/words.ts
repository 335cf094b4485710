import type { Bilingual } from '../../i18n/bilingual';

/** The house bill's states in words (operations.md §10.3), by HBL_STATUS. */
export const hblStatusWords: Record<number, Bilingual> = {
  1: { zh: '草稿', en: 'Draft' },
  2: { zh: '待客户确认', en: 'Pending approval' },
  3: { zh: '客户已确认', en: 'Approved' },
  4: { zh: '已签发', en: 'Issued' },
  5: { zh: '已放单', en: 'Released' },
  6: { zh: '正本已收回', en: 'Surrendered' },
  7: { zh: '已作废', en: 'Voided' },
};

/** The master bill's states in words, by MBL_STATUS. */
export const mblStatusWords: Record<number, Bilingual> = {
  1: { zh: '主单草稿', en: 'MBL draft' },
  2: { zh: '已发船公司', en: 'Sent to carrier' },
  3: { zh: '船公司草稿已到', en: 'Carrier draft received' },
  4: { zh: '已核对确认', en: 'Confirmed' },
  5: { zh: '船公司已签发', en: 'Issued by carrier' },
  6: { zh: '已电放给代理', en: 'Released to agent' },
  7: { zh: '主单已作废', en: 'MBL voided' },
};

/** The rules' words (src/domain/houseBill/rules.ts); `{x}` is filled in. */
export const ruleWords = {
  toOrderNotify: { zh: '凭指示提单必须有通知人。', en: 'A to-order bill needs a notify party.' },
  swbRelease: { zh: '海运单的放单方式只能是海运单放货。', en: 'A sea waybill is released only as SEAWAY BILL.' },
  swbToOrder: { zh: '海运单不能凭指示。', en: 'A sea waybill cannot be to order.' },
  swbOriginals: { zh: '海运单没有正本：正本份数须为 0。', en: 'A sea waybill has no originals: the number of originals must be 0.' },
  bolRelease: { zh: '提单不能按海运单放货。', en: 'A bill of lading is not released as a SEAWAY BILL.' },
  bolOriginals: { zh: '提单正本份数须为 1 至 3 份。', en: 'A bill of lading has 1 to 3 originals.' },
  siNotApproved: { zh: '托单尚未审核通过。', en: 'The SI is not approved.' },
  placeOfIssue: { zh: '请填写签发地点。', en: 'Enter the place of issue.' },
  notLoaded: { zh: '以下箱子还没有装船记录（也没有主单装船日期）：{list}', en: 'No shipped-on-board (LOAD) record yet, nor an MBL on-board date, for: {list}' },
  onBoardAfterIssue: { zh: '装船日期不能晚于签发日期。', en: 'The on-board date cannot be after the issue date.' },
  onBoardBeforeAtd: { zh: '装船日期不能早于开船日（{atd}）前一天。', en: 'The on-board date cannot be more than a day before the departure ({atd}).' },
  packages: { zh: '件数', en: 'Packages' },
  weight: { zh: '毛重', en: 'Gross weight' },
  volume: { zh: '体积', en: 'Volume' },
  consolDiff: { zh: '箱 {cnno} 的{field}：分单合计 {houses}，主单 {master}。', en: 'Container {cnno}, {field}: houses total {houses}, master {master}.' },
  consolNotOnMaster: { zh: '箱 {cnno} 在分单上，却不在主单的订舱里。', en: 'Container {cnno} is on a house bill but not on the master’s bookings.' },
} satisfies Record<string, Bilingual>;

/** The print's headings and marks. */
export const hblPrintWords = {
  title: { zh: '分提单', en: 'HOUSE BILL OF LADING' },
  swbTitle: { zh: '海运单', en: 'SEA WAYBILL' },
  original: { zh: '正本', en: 'ORIGINAL' },
  copy: { zh: '副本 不可转让', en: 'COPY NON-NEGOTIABLE' },
  draft: { zh: '草稿 仅供核对', en: 'DRAFT FOR APPROVAL' },
  amended: { zh: '已更正', en: 'AMENDED' },
  shipper: { zh: '发货人', en: 'Shipper' },
  consignee: { zh: '收货人', en: 'Consignee' },
  notify: { zh: '通知人', en: 'Notify party' },
  vesselVoyage: { zh: '船名航次', en: 'Vessel / voyage' },
  receipt: { zh: '收货地', en: 'Place of receipt' },
  loading: { zh: '装货港', en: 'Port of loading' },
  discharge: { zh: '卸货港', en: 'Port of discharge' },
  delivery: { zh: '交货地', en: 'Place of delivery' },
  marks: { zh: '唛头', en: 'Marks and numbers' },
  goods: { zh: '货物描述', en: 'Description of goods' },
  containers: { zh: '箱号 / 封号 / 箱型', en: 'Container / seal / type' },
  freight: { zh: '运费', en: 'Freight' },
  originals: { zh: '正本份数', en: 'Number of originals' },
  placeDate: { zh: '签发地点及日期', en: 'Place and date of issue' },
  onBoard: { zh: '装船日期', en: 'Shipped on board' },
  release: { zh: '放货方式', en: 'Release' },
} satisfies Record<string, Bilingual>;
