import { Button, ButtonGroup, Callout, Card, FormGroup, H4, NumericInput } from '@blueprintjs/core';
import type { SiSourceData } from '../../contract/si';
import { useWords } from '../../i18n/words';
import { planDrafts } from './drafts';
import { newSubmissionKey, type SiFlow } from './siFlow';
import { siWords } from './words';

interface SiPlanCardProps {
  source: SiSourceData;
  /** How many of the booking's containers are on no SI yet: the most SIs it can make. */
  freeCount: number;
  onBehalf: boolean;
  /** How many SIs, kept by the flow's screen (it outlives this step). */
  count: number;
  setCount(count: number): void;
  record: SiFlow['record'];
}

/** The booking picked: its containers, and how many SIs to make of them. */
export function SiPlanCard({ source, freeCount, onBehalf, count, setCount, record }: SiPlanCardProps) {
  const w = useWords(siWords);
  const maxSis = Math.max(1, freeCount);
  return (
    <Card>
      <H4>
        {source.CGO_ID} · {source.MBL_NO} · {source.VESSEL} {source.VOYAGE}
        {onBehalf ? ` · ${source.CompanyName}` : ''}
      </H4>
      <p>
        {source.Containers.map((c) => `${c.TYPE}*${c.COUNT}`).join(' ')}（{source.Containers.flatMap((c) => c.CNNOS).join(', ')}）
      </p>
      {source.Booking && (
        <Callout intent="primary" icon="import" data-testid="si-from-booking">
          {w.startsFromBooking(source.Booking.BookingNo)}
        </Callout>
      )}
      {!!source.UsedContainers?.length && (
        <Callout intent={freeCount ? 'primary' : 'warning'} data-testid="si-used-containers">
          {w.alreadyOnSis(source.UsedContainers.map((u) => u.CNNO).join(', '), freeCount)}
        </Callout>
      )}
      <FormGroup label={w.howManySis} labelFor="si-count">
        <NumericInput
          id="si-count"
          min={1}
          max={maxSis}
          value={count}
          disabled={!freeCount}
          onValueChange={(n) => setCount(Math.max(1, Math.min(maxSis, n || 1)))}
        />
      </FormGroup>
      <ButtonGroup>
        <Button
          intent="primary"
          disabled={!freeCount}
          text={w.startFillingIn}
          onClick={() => void record({ type: 'si.planned', drafts: planDrafts(source, count), idempotencyKey: newSubmissionKey() })}
        />
        <Button variant="minimal" text={w.pickAnotherBooking} onClick={() => void record({ type: 'si.restart' })} />
      </ButtonGroup>
    </Card>
  );
}
