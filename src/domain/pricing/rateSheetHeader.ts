/** The header of a rate sheet: which column holds which field, and which class each price column is. */

export type SheetField =
  | 'CarrierCode'
  | 'PolCode'
  | 'ViaCode'
  | 'PodCode'
  | 'ContainerClass'
  | 'Cost'
  | 'Currency'
  | 'ValidFrom'
  | 'ValidTo'
  | 'RateType'
  | 'ContractNo'
  | 'TransitDays'
  | 'CutOffWeekdays'
  | 'EtdWeekdays'
  | 'Remarks'
  | 'InternalRemarks';

/** The header texts each field is known by (compared without case, spaces or punctuation). Longer, more specific names first. */
const ALIASES: Record<SheetField, string[]> = {
  InternalRemarks: ['internalremarks', '内部备注'],
  CarrierCode: ['carriercode', 'carrier', '船公司', '船司', 'scac', 'line'],
  PolCode: ['polcode', 'pol', '起运港', '装货港', '起始港', 'portofloading', 'loadingport', 'origin'],
  ViaCode: ['viacode', 'via', '中转港', '中转', 'transshipment', 'tsport', 'ts'],
  PodCode: ['podcode', 'pod', '目的港', '卸货港', 'portofdischarge', 'dischargeport', 'destination'],
  ContainerClass: ['containerclass', 'class', '箱型', 'container', 'equipment', 'ctnrtype', 'ctntype'],
  Cost: ['cost', '底价', '运价', 'price', 'rate', 'amount', 'oceanfreight', 'of'],
  Currency: ['currency', '币种', 'curr', 'ccy'],
  ValidFrom: ['validfrom', '有效期自', '生效日期', '开始日期', 'effectivefrom', 'effective', 'from', '起'],
  ValidTo: ['validto', '有效期至', '截止日期', '结束日期', 'expiry', 'until', 'to', '止', '至'],
  RateType: ['ratetype', '运价类型', 'type'],
  ContractNo: ['contractno', '约号', 'contract', 'svcno', 'sc'],
  TransitDays: ['transitdays', '航程', 'transittime', 'transit', 'tt'],
  CutOffWeekdays: ['cutoffweekdays', '截关', 'cutoff', 'cycutoff', 'closing'],
  EtdWeekdays: ['etdweekdays', '开船', '船期', 'etd', 'sailingday', 'sailing'],
  Remarks: ['remarks', '备注', 'remark', 'note', 'notes'],
};
/** Group headers over a two-line header whose second line says what each column is. */
const VALIDITY_GROUP = ['validity', '有效期'];

export const squash = (s: string) => s.toLowerCase().replace(/[\s'’"“”()（）:：._\-/\\#*]/g, '');

/** A header's class, when the header names one: 20GP, 20'GP, 40HC → 40HQ, 20DC → 20GP, 40' HQ. */
export function classOfHeader(header: string, classes: readonly string[]): string | undefined {
  const s = squash(header)
    .toUpperCase()
    .replace(/HC$/, 'HQ')
    .replace(/(DC|DV|DRY)$/, 'GP');
  return classes.find((c) => c.toUpperCase() === s);
}

const exactField = (s: string) => (Object.entries(ALIASES) as [SheetField, string[]][]).find(([, names]) => names.includes(s))?.[0];

export function fieldOf(header: string): SheetField | undefined {
  const s = squash(header);
  if (!s) return undefined;
  const whole = exactField(s);
  if (whole) return whole;
  // "有效期自 Valid from", "起运港 POL": either language alone names it
  for (const word of header.split(/[\s()（）]+/)) {
    const found = word.length > 1 ? exactField(squash(word)) : undefined;
    if (found) return found;
  }
  // "Ocean Freight (USD)", "POL 起运港": a known name with a currency or the other language beside it
  for (const [field, names] of Object.entries(ALIASES) as [SheetField, string[]][]) if (names.some((n) => n.length >= 3 && s.startsWith(n))) return field;
  return undefined;
}

export interface SheetColumnMap {
  /** The sheet row (1-based) of the header's last line. */
  headerRow: number;
  fields: Partial<Record<SheetField, number>>;
  /** Class → column, for the per-class price columns (template v2 and carrier sheets). */
  classColumns: Record<string, number>;
}

/**
 * The header of a grid: the first line (among the first 15) that names a POL and a POD. A line
 * below it that names classes, or From/To under a "Validity" group, is the header's second line.
 */
export function findHeader(grid: readonly (readonly string[])[], classes: readonly string[]): SheetColumnMap | undefined {
  const limit = Math.min(grid.length, 15);
  for (let i = 0; i < limit; i += 1) {
    const top = grid[i] ?? [];
    const topFields = top.map(fieldOf);
    if (!topFields.includes('PolCode') || !topFields.includes('PodCode')) continue;
    const sub = grid[i + 1] ?? [];
    // the line below is the header's second line when it names classes or From/To and holds no lane
    // (its POL cell empty, or the POL header again where that cell is merged down)
    const pol = topFields.indexOf('PolCode');
    const subIsHeader =
      (!sub[pol] || sub[pol] === top[pol]) &&
      (sub.some((c) => classOfHeader(c, classes)) || sub.some((c) => ['from', 'to', '起', '止', '至'].includes(squash(c))));
    const fields: SheetColumnMap['fields'] = {};
    const classColumns: Record<string, number> = {};
    const width = Math.max(top.length, subIsHeader ? sub.length : 0);
    for (let col = 0; col < width; col += 1) {
      const t = top[col] ?? '';
      const s = subIsHeader ? (sub[col] ?? '') : '';
      const cls = classOfHeader(s, classes) ?? classOfHeader(t, classes);
      if (cls) {
        classColumns[cls] ??= col;
        continue;
      }
      let field: SheetField | undefined;
      if (s && VALIDITY_GROUP.some((g) => squash(t).startsWith(g)))
        field = fieldOf(s) === 'ValidTo' ? 'ValidTo' : fieldOf(s) === 'ValidFrom' ? 'ValidFrom' : undefined;
      field ??= (s && s !== t ? fieldOf(s) : undefined) ?? fieldOf(t);
      // a merged group cell repeats over its columns: the first column takes the field
      if (field && fields[field] === undefined) fields[field] = col;
    }
    return { headerRow: i + 1 + (subIsHeader ? 1 : 0), fields, classColumns };
  }
  return undefined;
}
