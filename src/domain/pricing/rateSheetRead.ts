import { sheetAmount, sheetDate, sheetWeekdays } from './rateSheetCells';
import { classOfHeader, fieldOf, findHeader, type SheetColumnMap, type SheetField, squash } from './rateSheetHeader';
import { FIELD_NAMES } from './rateSheetTemplate';

/** Reading a rate sheet's grid into rates, one report row per line with what is wrong with it. */

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

type Grid = readonly (readonly string[])[];
type Line = readonly string[];
type Words = (typeof WORDS)['zh' | 'en'];

/** A line's cell under a field's column, trimmed ('' when the sheet has no such column). */
const cellOf = (map: SheetColumnMap, line: Line) => (f: SheetField) => {
  const col = map.fields[f];
  return col === undefined ? '' : (line[col] ?? '').trim();
};

/** A line's prices: one class and cost per line in template v1, a column per class otherwise. */
function linePrices(line: Line, map: SheetColumnMap, classes: readonly string[], v1: boolean, problems: string[], lang: 'zh' | 'en'): SheetRate['Prices'] {
  const w: Words = WORDS[lang];
  const cell = cellOf(map, line);
  const name = (f: SheetField) => FIELD_NAMES[f][lang];
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
  return prices;
}

/** The rate one line of the grid says, with everything wrong with it (in the order the report lists them). */
function readRateLine(
  line: Line,
  map: SheetColumnMap,
  classes: readonly string[],
  defaults: SheetDefaults,
  lang: 'zh' | 'en',
  v1: boolean,
): { rate: SheetRate; problems: string[] } {
  const w: Words = WORDS[lang];
  const name = (f: SheetField) => FIELD_NAMES[f][lang];
  const cell = cellOf(map, line);
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

  const prices = linePrices(line, map, classes, v1, problems, lang);
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
  return { rate, problems };
}

/** A line that holds no rate: a blank line, a group title or a note ("Subject to GRI …"), the header again. */
function holdsNoRate(line: Line, map: SheetColumnMap, v1: boolean): boolean {
  if (!line.some((c) => c.trim())) return true;
  const cell = cellOf(map, line);
  const pricesGiven = v1 ? !!cell('Cost') : Object.values(map.classColumns).some((c) => (line[c] ?? '').trim());
  // a group title or a note ("Subject to GRI …"): no lane, or a single cell and no price
  if ((!cell('PolCode') && !cell('PodCode') && !pricesGiven) || (!pricesGiven && line.filter((c) => c.trim()).length <= 1)) return true;
  return !!(squash(cell('PolCode')) && fieldOf(cell('PolCode')) === 'PolCode' && fieldOf(cell('PodCode')) === 'PodCode'); // the header again
}

/** What makes two lines the same rate: lane, carrier, currency, contract and window. */
const rateKey = (rate: SheetRate) =>
  [rate.RateType, rate.CarrierCode, rate.PolCode, rate.ViaCode ?? '', rate.PodCode, rate.Currency, rate.ContractNo ?? '', rate.ValidFrom, rate.ValidTo].join(
    '|',
  );

/**
 * The rates of one grid. Template v1 rows that share lane, carrier and window become one rate with
 * a price per class; per-class columns (v2, carrier sheets) make one rate per row. Blank lines and
 * lines without a POL, a POD or any price (a group title, a note) are passed over; a line with a
 * lane but something wrong is a row with its problems, never dropped silently.
 */
export function readRateGrid(
  sheet: string,
  grid: Grid,
  classes: readonly string[],
  defaults: SheetDefaults,
  lang: 'zh' | 'en',
): { rows: SheetRow[]; headerless?: string; v1?: boolean } {
  const w = WORDS[lang];
  const map = findHeader(grid, classes);
  if (!map) return { rows: [], headerless: w.noHeader(sheet) };
  const headers = (grid[map.headerRow - 1] ?? []).map((h, i) => h || (grid[map.headerRow - 2]?.[i] ?? '') || `#${i + 1}`);
  const rows: SheetRow[] = [];
  const v1 = map.fields.ContainerClass !== undefined && map.fields.Cost !== undefined;
  const grouped = new Map<string, SheetRow>();
  const seen = new Map<string, number>();

  for (let r = map.headerRow; r < grid.length; r += 1) {
    const line = grid[r] ?? [];
    if (holdsNoRate(line, map, v1)) continue;
    const cells = Object.fromEntries(headers.map((h, i) => [h, (line[i] ?? '').trim()]).filter(([, v]) => v));
    const { rate, problems } = readRateLine(line, map, classes, defaults, lang, v1);
    const prices = rate.Prices;
    const row: SheetRow = { Sheet: sheet, Row: r + 1, Cells: cells, Problems: problems };
    if (problems.length) {
      rows.push(row);
      continue;
    }
    const key = rateKey(rate);
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
