import { Button, Callout } from '@blueprintjs/core';
import { READY_SPACE_ACCESS as A } from '../../../contract/readySpace/module';
import { formatDate } from '../../../domain/dates';
import { useWords } from '../../../i18n/words';
import { Gate } from '../../../session/Gate';
import { holdLeft } from '../columns';
import { readySpaceWords } from '../words';
import type { BuyFlow } from './useBuyFlow';

/** The order just placed: its hold counting down (with cancel), run out, bought or released — as the buyer's list shows it. */
export function PlacedOrder({ flow }: { flow: Pick<BuyFlow, 'buy' | 'buying'> }) {
  const w = useWords(readySpaceWords);
  const { buy, buying } = flow;
  const placed = buy.context.placed;
  if (!placed) return null;
  return (
    <>
      {buy.matches('held') || buy.matches('cancelling') ? (
        <Callout intent="success" data-testid="placed">
          {placed.OrderNo}: {w.placed} {formatDate(placed.HoldExpiresAt, 'dateTime')} ({holdLeft(placed.HoldExpiresAt)}){' '}
          <Gate access={A.readySpaceCancel}>
            <Button size="small" text={w.cancelOrder} loading={buy.matches('cancelling')} onClick={() => buying.send({ type: 'buy.cancel' })} />
          </Gate>
          {buy.context.error ? <div className="bp6-text-muted">{buy.context.error}</div> : null}
        </Callout>
      ) : null}
      {buy.matches('expired') ? (
        <Callout intent="warning" data-testid="hold-expired">
          {w.holdExpiredOrder(placed.OrderNo)}
        </Callout>
      ) : null}
      {buy.matches('bought') ? (
        <Callout intent="success" data-testid="order-bought">
          {w.orderBought(placed.OrderNo)}
        </Callout>
      ) : null}
      {buy.matches('released') ? (
        <Callout intent="warning" data-testid="order-released">
          {w.orderReleased(placed.OrderNo)}
        </Callout>
      ) : null}
    </>
  );
}
