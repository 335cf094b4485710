import { isCalendarDate } from '../refdata/public';

/**
 * Reads rate sheets as forwarders get them (commercial.md §2.5 FCLFreightBatch/NewFCLFreightBatch,
 * the WebCargo anchor "upload carrier Excel files as-is"): our template v1 (one row per lane and
 * class), template v2 (one row per lane, one column per class), and carriers' own sheets — a title
 * line or two above the header, a header over two lines with merged group cells ("Ocean freight
 * USD" over 20GP | 40GP | 40HQ, "Validity" over From | To), one sheet per trade, blank lines
 * between groups, "USD 1,580" or "-" in a price cell. Pure: the grid comes from the workbook reader
 * (a merged cell's text in every cell it covers), the database checks follow on the server.
 */

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

const squash = (s: string) => s.toLowerCase().replace(/[\s'’"“”()（）:：._\-/\\#*]/g, '');

/** A header's class, when the header names one: 20GP, 20'GP, 40HC → 40HQ, 20DC → 20GP, 40' HQ. */
export function classOfHeader(header: string, classes: readonly string[]): string | undefined {
  const s = squash(header)
    .toUpperCase()
    .replace(/HC$/, 'HQ')
    .replace(/(DC|DV|DRY)$/, 'GP');
  return classes.find((c) => c.toUpperCase() === s);
}

const exactField = (s: string) => (Object.entries(ALIASES) as [SheetField, string[]][]).find(([, names]) => names.includes(s))?.[0];

function fieldOf(header: string): SheetField | undefined {
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

export interface SheetDefaults {
  CarrierCode?: string;
  Currency?: string;
  RateType?: 'CONTRACT' | 'SPOT' | 'PROMO';
  ValidFrom?: string;
  ValidTo?: string;
}

export interface SheetRate {
  RateType: 'CONTRACT' | 'SPOT' | 'PROMO';
  CarrierCode: string;
  PolCode: string;
  ViaCode: string | null;
  PodCode: string;
  Currency: string;
  ContractNo: string | null;
  ValidFrom: string;
  ValidTo: string;
  TransitDays: number | null;
  CutOffWeekdays: number[];
  EtdWeekdays: number[];
  Remarks: string;
  InternalRemarks: string;
  Prices: { ContainerClass: string; Cost: string }[];
}

export interface SheetRow {
  Sheet: string;
  /** The sheet row number (the first one, for a v1 rate made of several rows). */
  Row: number;
  /** The row's cells by header, as read (for the report and the error sheet). */
  Cells: Record<string, string>;
  Rate?: SheetRate;
  Problems: string[];
}

const WORDS = {
  zh: {
    noHeader: (sheet: string) => `工作表「${sheet}」没有表头：需要同一行里有起运港（POL）和目的港（POD）。`,
    empty: (f: string) => `${f} 为空`,
    date: (f: string, v: string) => `${f}「${v}」不是日期（YYYY-MM-DD）`,
    amount: (c: string, v: string) => `${c} 的价格「${v}」不是金额`,
    noPrice: '没有任何箱型的价格',
    days: (v: string) => `航程「${v}」不是天数`,
    weekdays: (f: string, v: string) => `${f}「${v}」不是星期（1–7、周一…周日或 MON…SUN）`,
    rateType: (v: string) => `运价类型「${v}」不是 CONTRACT、SPOT 或 PROMO`,
    classUnknown: (v: string) => `箱型「${v}」不是运价箱型`,
    twice: (row: number) => `与第 ${row} 行重复（同一航线、箱型与有效期）`,
  },
  en: {
    noHeader: (sheet: string) => `Sheet "${sheet}" has no header: one line must name the POL and the POD.`,
    empty: (f: string) => `${f} is empty`,
    date: (f: string, v: string) => `${f} "${v}" is not a date (YYYY-MM-DD)`,
    amount: (c: string, v: string) => `the ${c} price "${v}" is not an amount`,
    noPrice: 'no class has a price',
    days: (v: string) => `transit "${v}" is not a number of days`,
    weekdays: (f: string, v: string) => `${f} "${v}" is not a weekday (1–7, MON…SUN or 周一…周日)`,
    rateType: (v: string) => `rate type "${v}" is not CONTRACT, SPOT or PROMO`,
    classUnknown: (v: string) => `"${v}" is not a rate class`,
    twice: (row: number) => `repeats row ${row} (same lane, class and validity)`,
  },
};
const FIELD_NAMES: Record<SheetField, { zh: string; en: string }> = {
  CarrierCode: { zh: '船公司', en: 'Carrier' },
  PolCode: { zh: '起运港', en: 'POL' },
  ViaCode: { zh: '中转港', en: 'Via' },
  PodCode: { zh: '目的港', en: 'POD' },
  ContainerClass: { zh: '箱型', en: 'Class' },
  Cost: { zh: '底价', en: 'Cost' },
  Currency: { zh: '币种', en: 'Currency' },
  ValidFrom: { zh: '有效期自', en: 'Valid from' },
  ValidTo: { zh: '有效期至', en: 'Valid to' },
  RateType: { zh: '运价类型', en: 'Rate type' },
  ContractNo: { zh: '约号', en: 'Contract no.' },
  TransitDays: { zh: '航程', en: 'Transit days' },
  CutOffWeekdays: { zh: '截关', en: 'Cut-off' },
  EtdWeekdays: { zh: '开船', en: 'ETD' },
  Remarks: { zh: '备注', en: 'Remarks' },
  InternalRemarks: { zh: '内部备注', en: 'Internal remarks' },
};

const TEMPLATE_FIELDS: Record<'V1' | 'V2', (SheetField | 'CLASSES')[]> = {
  V1: [
    'CarrierCode',
    'PolCode',
    'ViaCode',
    'PodCode',
    'ContainerClass',
    'Cost',
    'Currency',
    'ValidFrom',
    'ValidTo',
    'RateType',
    'ContractNo',
    'TransitDays',
    'CutOffWeekdays',
    'EtdWeekdays',
    'Remarks',
    'InternalRemarks',
  ],
  V2: [
    'CarrierCode',
    'PolCode',
    'ViaCode',
    'PodCode',
    'Currency',
    'CLASSES',
    'ValidFrom',
    'ValidTo',
    'RateType',
    'ContractNo',
    'TransitDays',
    'CutOffWeekdays',
    'EtdWeekdays',
    'Remarks',
    'InternalRemarks',
  ],
};
/** The header line of our templates ("起运港 POL" …; v2 with a column per class): what the reader above knows by name. */
export const templateHeaders = (v: 'V1' | 'V2', classes: readonly string[] = ['20GP', '40GP', '40HQ', '45HQ']) =>
  TEMPLATE_FIELDS[v].flatMap((f) => (f === 'CLASSES' ? [...classes] : [`${FIELD_NAMES[f].zh} ${FIELD_NAMES[f].en}`]));

/** A field's name for a row report ("POL", "起运港"); a name it does not know is given back as it is. */
export const sheetFieldName = (field: string, lang: 'zh' | 'en') => FIELD_NAMES[field as SheetField]?.[lang] ?? field;

/** 2026-12-01, 2026/12/1, 2026.12.01, 20261201, or the ISO text of an Excel date cell. */
export function sheetDate(v: string): string | undefined {
  const s = v.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})(T.*)?$/.exec(s);
  const loose = /^(\d{4})[/.年-](\d{1,2})[/.月-](\d{1,2})日?$/.exec(s) ?? /^(\d{4})(\d{2})(\d{2})$/.exec(s);
  const m = iso ?? loose;
  if (!m) return undefined;
  const d = `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}`;
  return isCalendarDate(d) ? d : undefined;
}

/** "1,580", "USD 1580.00", "$1,580": the amount as decimal text; "", "-", "N/A", "/": no price for that class. */
export function sheetAmount(v: string): string | null | undefined {
  const s = v
    .trim()
    .replace(/^(USD|CNY|EUR|RMB|US\$|\$|¥)\s*/i, '')
    .replace(/,/g, '');
  if (!s || /^(-+|—+|\/|n\/?a|na|tba|nil|无)$/i.test(s)) return null;
  return /^\d{1,10}(\.\d{1,2})?$/.test(s) ? s : undefined;
}

const WEEKDAY_NAMES: Record<string, number> = {
  mon: 1,
  tue: 2,
  wed: 3,
  thu: 4,
  fri: 5,
  sat: 6,
  sun: 7,
  一: 1,
  二: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  日: 7,
  天: 7,
};
/** "6", "1,4", "SAT", "Mon/Thu", "周六", "周一、周四": weekdays 1–7 (Monday 1). */
export function sheetWeekdays(v: string): number[] | undefined {
  const parts = v
    .trim()
    .split(/[\s,，、/&+;；]+/)
    .map((p) => p.replace(/^(周|星期|礼拜)/, '').toLowerCase())
    .filter(Boolean);
  const out: number[] = [];
  for (const p of parts) {
    const n = /^[1-7]$/.test(p) ? Number(p) : (WEEKDAY_NAMES[p.slice(0, 3)] ?? WEEKDAY_NAMES[p]);
    if (!n) return undefined;
    out.push(n);
  }
  return [...new Set(out)].sort();
}

/**
 * The rates of one grid. Template v1 rows that share lane, carrier and window become one rate with
 * a price per class; per-class columns (v2, carrier sheets) make one rate per row. Blank lines and
 * lines without a POL, a POD or any price (a group title, a note) are passed over; a line with a
 * lane but something wrong is a row with its problems, never dropped silently.
 */
export function readRateGrid(
  sheet: string,
  grid: readonly (readonly string[])[],
  classes: readonly string[],
  defaults: SheetDefaults,
  lang: 'zh' | 'en',
): { rows: SheetRow[]; headerless?: string; v1?: boolean } {
  const w = WORDS[lang];
  const map = findHeader(grid, classes);
  if (!map) return { rows: [], headerless: w.noHeader(sheet) };
  const name = (f: SheetField) => FIELD_NAMES[f][lang];
  const headers = (grid[map.headerRow - 1] ?? []).map((h, i) => h || (grid[map.headerRow - 2]?.[i] ?? '') || `#${i + 1}`);
  const rows: SheetRow[] = [];
  const v1 = map.fields.ContainerClass !== undefined && map.fields.Cost !== undefined;
  const grouped = new Map<string, SheetRow>();
  const seen = new Map<string, number>();

  for (let r = map.headerRow; r < grid.length; r += 1) {
    const line = grid[r] ?? [];
    if (!line.some((c) => c.trim())) continue;
    const cell = (f: SheetField) => {
      const col = map.fields[f];
      return col === undefined ? '' : (line[col] ?? '').trim();
    };
    const cells = Object.fromEntries(headers.map((h, i) => [h, (line[i] ?? '').trim()]).filter(([, v]) => v));
    const pricesGiven = v1 ? !!cell('Cost') : Object.values(map.classColumns).some((c) => (line[c] ?? '').trim());
    // a group title or a note ("Subject to GRI …"): no lane, or a single cell and no price
    if ((!cell('PolCode') && !cell('PodCode') && !pricesGiven) || (!pricesGiven && line.filter((c) => c.trim()).length <= 1)) continue;
    if (squash(cell('PolCode')) && fieldOf(cell('PolCode')) === 'PolCode' && fieldOf(cell('PodCode')) === 'PodCode') continue; // the header again
    const problems: string[] = [];
    const need = (f: SheetField, fallback?: string) => {
      const v = cell(f) || fallback || '';
      if (!v) problems.push(w.empty(name(f)));
      return v;
    };
    const dateOf = (f: 'ValidFrom' | 'ValidTo') => {
      const raw = need(f, defaults[f]);
      if (!raw) return '';
      const d = sheetDate(raw);
      if (!d) problems.push(w.date(name(f), raw));
      return d ?? '';
    };
    const weekdaysOf = (f: 'CutOffWeekdays' | 'EtdWeekdays') => {
      const raw = cell(f);
      if (!raw) return [];
      const d = sheetWeekdays(raw);
      if (!d) problems.push(w.weekdays(name(f), raw));
      return d ?? [];
    };
    const rawType = cell('RateType').toUpperCase();
    const rateType = (rawType || defaults.RateType || 'SPOT') as SheetRate['RateType'];
    if (!['CONTRACT', 'SPOT', 'PROMO'].includes(rateType)) problems.push(w.rateType(rawType));
    const transitRaw = cell('TransitDays');
    const transit = transitRaw ? /^(\d{1,3})\s*(天|days?|d)?$/i.exec(transitRaw) : null;
    if (transitRaw && !transit) problems.push(w.days(transitRaw));

    const prices: SheetRate['Prices'] = [];
    if (v1) {
      const cls = classOfHeader(cell('ContainerClass'), classes);
      if (!cell('ContainerClass')) problems.push(w.empty(name('ContainerClass')));
      else if (!cls) problems.push(w.classUnknown(cell('ContainerClass')));
      const amount = sheetAmount(cell('Cost'));
      if (amount === undefined) problems.push(w.amount(cls ?? cell('ContainerClass'), cell('Cost')));
      else if (amount === null) problems.push(w.empty(name('Cost')));
      else if (cls) prices.push({ ContainerClass: cls, Cost: amount });
    } else {
      for (const [cls, col] of Object.entries(map.classColumns)) {
        const raw = (line[col] ?? '').trim();
        const amount = sheetAmount(raw);
        if (amount === undefined) problems.push(w.amount(cls, raw));
        else if (amount) prices.push({ ContainerClass: cls, Cost: amount });
      }
      if (!prices.length && !problems.length) problems.push(w.noPrice);
    }
    const rate: SheetRate = {
      RateType: rateType,
      CarrierCode: need('CarrierCode', defaults.CarrierCode).toUpperCase(),
      PolCode: need('PolCode').toUpperCase(),
      ViaCode: cell('ViaCode').toUpperCase() || null,
      PodCode: need('PodCode').toUpperCase(),
      Currency: (cell('Currency') || defaults.Currency || 'USD').toUpperCase(),
      ContractNo: cell('ContractNo') || null,
      ValidFrom: dateOf('ValidFrom'),
      ValidTo: dateOf('ValidTo'),
      TransitDays: transit ? Number(transit[1]) : null,
      CutOffWeekdays: weekdaysOf('CutOffWeekdays'),
      EtdWeekdays: weekdaysOf('EtdWeekdays'),
      Remarks: cell('Remarks'),
      InternalRemarks: cell('InternalRemarks'),
      Prices: prices,
    };
    const row: SheetRow = { Sheet: sheet, Row: r + 1, Cells: cells, Problems: problems };
    if (problems.length) {
      rows.push(row);
      continue;
    }
    const key = [
      rate.RateType,
      rate.CarrierCode,
      rate.PolCode,
      rate.ViaCode ?? '',
      rate.PodCode,
      rate.Currency,
      rate.ContractNo ?? '',
      rate.ValidFrom,
      rate.ValidTo,
    ].join('|');
    const repeated = prices.map((p) => seen.get(`${key}|${p.ContainerClass}`)).find((n) => n !== undefined);
    if (repeated !== undefined) {
      rows.push({ ...row, Problems: [w.twice(repeated)] });
      continue;
    }
    for (const p of prices) seen.set(`${key}|${p.ContainerClass}`, r + 1);
    const same = v1 ? grouped.get(key) : undefined;
    if (same?.Rate) {
      same.Rate.Prices.push(...prices);
      continue;
    }
    const made = { ...row, Rate: rate };
    if (v1) grouped.set(key, made);
    rows.push(made);
  }
  return { rows, v1 };
}
