import { H4, NonIdealState, Tag } from '@blueprintjs/core';
import type { QuickSailing, QuickSearchAnswer } from '../../../contract/booking/quickCalls';
import type { RateSearchRow } from '../../../contract/rates/searchCalls';
import { useWords } from '../../../i18n/words';
import { PriceTable } from './PriceTable';
import { SailingTable } from './SailingTable';
import { quickWords } from './words';

/** The week's answer: its range and price level, then the prices beside the sailings (`sideBySide`) or the sailings alone. */
export function QuickResults(props: {
  answer: QuickSearchAnswer;
  sideBySide: boolean;
  onBook(rate: RateSearchRow | undefined, sailing: QuickSailing | undefined): void;
}) {
  const w = useWords(quickWords);
  const { answer, onBook } = props;
  return (
    <>
      <p>
        <Tag minimal icon="calendar">
          {w.weekRange(answer.Day, answer.WeekEnd)}
        </Tag>{' '}
        <Tag minimal icon="tag">
          {w.pricesAt(answer.LevelName)}
        </Tag>
      </p>
      {props.sideBySide ? (
        <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <section style={{ flex: '1 1 480px', minWidth: 0 }} aria-label={w.rates}>
            <H4>{w.rates}</H4>
            {answer.Rates.length ? (
              <PriceTable rows={answer.Rates} onBook={(row) => onBook(row, undefined)} />
            ) : (
              <NonIdealState icon="dollar" description={w.noRates} />
            )}
          </section>
          <section style={{ flex: '1 1 420px', minWidth: 0 }} aria-label={w.sailings}>
            <H4>{w.sailings}</H4>
            <SailingTable answer={answer} onBook={(s, rate) => onBook(rate, s)} action={w.bookSailing} />
          </section>
        </div>
      ) : (
        <SailingTable answer={answer} onBook={(s, rate) => onBook(rate, s)} action={w.pickSailing} />
      )}
    </>
  );
}
