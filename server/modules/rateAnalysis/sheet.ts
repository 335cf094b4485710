import type { Lang } from '../../../src/contract/fieldLabels';
import type { IndexWeek } from '../../../src/contract/rateAnalysis/calls';
import { indexColumnWords as W } from '../../../src/contract/rateAnalysis/words';
import type { SheetColumn } from '../../http/xlsx';

const money = (v: string | null | undefined) => (v === null || v === undefined ? null : Number(v));

/** The export's columns (R9.5): the table as the page shows it, cost columns only with "view cost". */
export function indexSheet(withCost: boolean, lang: Lang): SheetColumn<IndexWeek>[] {
  const col = (key: keyof typeof W, value: SheetColumn<IndexWeek>['value'], width = 14): SheetColumn<IndexWeek> => ({ header: W[key][lang], value, width });
  return [
    col('Week', (r) => r.Week),
    col('ContainerClass', (r) => r.ContainerClass, 10),
    col('Currency', (r) => r.Currency, 10),
    ...(withCost ? [col('CostMin', (r) => money(r.CostMin)), col('CostMedian', (r) => money(r.CostMedian)), col('CostMax', (r) => money(r.CostMax))] : []),
    col('SellMedian', (r) => money(r.SellMedian)),
    col('Rates', (r) => r.Rates, 10),
    col('Change', (r) => r.Change),
  ];
}
