import type { ImportField } from '../../http/imports';

/** The manifest upload's template (operations.md §7.2): its three sheets, their columns (`zh en` headers) and the example it is filled with. */

/** A field whose template header is `zh en`, matched by that, either half, or its key. */
const field = (key: string, zh: string, en: string, required = false): ImportField => ({ key, headers: [`${zh} ${en}`, zh, en], required });

export const BILL_FIELDS: ImportField[] = [
  field('BL_NO', '提单号', 'B/L no.', true),
  field('CGO_ID', '订舱号', 'Booking no.', true),
  field('PAYMENT_TERM', '付款方式', 'Payment (PP/CC)'),
  field('SHIPPER_NAME', '发货人', 'Shipper'),
  field('SHIPPER_ADDRESS', '发货人地址', 'Shipper address'),
  field('SHIPPER_COUNTRY', '发货人国家', 'Shipper country'),
  field('SHIPPER_CODE', '发货人企业代码', 'Shipper code'),
  field('CONSIGNEE_NAME', '收货人', 'Consignee'),
  field('CONSIGNEE_ADDRESS', '收货人地址', 'Consignee address'),
  field('CONSIGNEE_COUNTRY', '收货人国家', 'Consignee country'),
  field('CONSIGNEE_CODE', '收货人企业代码', 'Consignee code'),
  field('NOTIFY_NAME', '通知人', 'Notify'),
  field('NOTIFY_ADDRESS', '通知人地址', 'Notify address'),
  field('REMARK', '备注', 'Remarks'),
];
export const CONTAINER_FIELDS: ImportField[] = [
  field('BL_NO', '提单号', 'B/L no.', true),
  field('CNNO', '箱号', 'Container no.', true),
  field('SIZE_TYPE', '箱型代码', 'Size-type', true),
  field('SEALNO', '封号', 'Seal no.'),
  field('TARE_KG', '箱皮重', 'Tare kg'),
];
export const GOODS_FIELDS: ImportField[] = [
  field('BL_NO', '提单号', 'B/L no.', true),
  field('CNNO', '箱号', 'Container no.', true),
  field('DESC', '货物描述', 'Description', true),
  field('HSCODE', 'HS编码', 'HS code', true),
  field('PKGS', '件数', 'Packages', true),
  field('PACKAGE', '包装', 'Package', true),
  field('KG', '毛重', 'Gross kg', true),
  field('CBM', '体积', 'CBM'),
  field('MARKS', '唛头', 'Marks'),
];

/** The three sheets: the template's name (`zh en`), matched by it or either half, case aside. */
export const UPLOAD_SHEETS = [
  { key: 'bills', zh: '主数据', en: 'Bills', fields: BILL_FIELDS },
  { key: 'containers', zh: '集装箱', en: 'Containers', fields: CONTAINER_FIELDS },
  { key: 'goods', zh: '货物', en: 'Goods', fields: GOODS_FIELDS },
] as const;
export const sheetName = (s: (typeof UPLOAD_SHEETS)[number]) => `${s.zh} ${s.en}`;

/** The template's example: one bill of two containers, three goods lines. */
export const templateExamples = (): Record<(typeof UPLOAD_SHEETS)[number]['key'], string[][]> => ({
  bills: [
    [
      'HZTXH26110099',
      'CGO-HZTX-2611-003',
      'PP',
      'HANGZHOU TIANXIANG TRADING CO LTD',
      'NO 88 JIANGNAN AVENUE HANGZHOU',
      'CN',
      'USCI+91330100MA2GXQ2E7F',
      'NORDIC HOME GOODS GMBH',
      'GROSSE ELBSTRASSE 145 HAMBURG',
      'DE',
      'EORI+DE123456789012345',
      'SAME AS CONSIGNEE',
      '',
      '',
    ],
  ],
  containers: [
    ['HZTXH26110099', 'CSQU3054383', '45G1', 'SL0001', '3900'],
    ['HZTXH26110099', 'TGHU1234567', '45G1', 'SL0002', '3900'],
  ],
  goods: [
    ['HZTXH26110099', 'CSQU3054383', 'CERAMIC DINNERWARE SETS', '691110', '480', 'CT', '9600', '56', 'N/M'],
    ['HZTXH26110099', 'TGHU1234567', 'CERAMIC DINNERWARE SETS', '691110', '300', 'CT', '6000', '35', 'N/M'],
    ['HZTXH26110099', 'TGHU1234567', 'PORCELAIN TEA CUPS', '691200', '120', 'CT', '1500', '12', 'N/M'],
  ],
});
