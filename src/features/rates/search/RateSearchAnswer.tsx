import { Button, NonIdealState, Tag } from '@blueprintjs/core';
import { RATES_ACCESS } from '../../../contract/rates/module';
import type { RateSearchAnswer as Answer, RateSearchRow } from '../../../contract/rates/searchCalls';
import { useWords } from '../../../i18n/words';
import { Gate } from '../../../session/Gate';
import { cardWords } from '../cards/words';
import { QuoteBar } from '../quotes/MakeQuoteDialog';
import { RateResultsTable } from './RateResultsTable';
import { searchWords } from './words';

/** A search's answer: the price level it was priced at, the quick quote centre's bar (make a quote, push a card) and the rows, cheapest first. */
export function RateSearchAnswer(props: {
  answer: Answer;
  quoting: boolean;
  customerChosen: boolean;
  revising: string | null;
  tickedIds: ReadonlySet<number>;
  tick(row: RateSearchRow, on: boolean): void;
  onMake(): void;
  onPush(): void;
  onExplain: ((row: RateSearchRow) => void) | undefined;
  onBook: ((row: RateSearchRow) => void) | undefined;
}) {
  const w = useWords(searchWords);
  const cw = useWords(cardWords);
  const { answer, quoting, tickedIds, tick } = props;
  return (
    <>
      <p className="rate-search__level">
        <Tag minimal icon="tag">
          {w.pricesAt(answer.LevelName)}
        </Tag>{' '}
        {w.totalHint}
      </p>
      {quoting && (
        <QuoteBar
          ticked={tickedIds.size}
          customerChosen={props.customerChosen}
          revising={props.revising}
          onMake={props.onMake}
          push={
            <Gate access={RATES_ACCESS.rateCardPush}>
              <Button icon="send-message" text={cw.push} disabled={!props.customerChosen || !tickedIds.size} onClick={props.onPush} />
            </Gate>
          }
        />
      )}
      {!answer.Rows.length ? (
        <NonIdealState icon="search" description={w.noRates} />
      ) : (
        <RateResultsTable
          rows={answer.Rows}
          label={w.search}
          onExplain={props.onExplain}
          onBook={props.onBook}
          {...(quoting ? { ticked: tickedIds, onTick: tick } : {})}
        />
      )}
    </>
  );
}
