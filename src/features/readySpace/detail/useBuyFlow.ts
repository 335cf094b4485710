import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import { totalBeforeBuying } from '../../../domain/readySpace/total';
import { type IdempotencyKey, newIdempotencyKey } from '../../../lib/idempotencyKey';
import { useSessionDraft } from '../../../lib/useSessionDraft';
import { useCancelOrder, useMyOrdersOn, usePlaceOrder } from '../api/orders';
import type { useReadySpace } from '../api/spaces';
import { shownOrderStatus } from '../columns';
import { readySpaceBuyMachine } from '../machines/readySpaceBuyMachine';

/** A listing as its detail shows it. */
export type ReadySpace = NonNullable<ReturnType<typeof useReadySpace>['data']>;

type BuyDraft = { qty: Record<string, number>; cargo: { Commodity: string; GrossKgPerUnit: number; Name: string; Phone: string }; key: IdempotencyKey };
/** An empty buy form with the key of the next order (a retried click answers the first placement). */
const freshDraft = (): BuyDraft => ({
  qty: {},
  cargo: { Commodity: '', GrossKgPerUnit: 10_000, Name: '', Phone: '' },
  key: newIdempotencyKey('ready-space-order'),
});

/**
 * Buying on a listing (readySpaceBuyMachine) with what the buyer typed: classes, cargo and contact
 * and the key of the order it means to place survive a reload — a reload after a click whose answer
 * was lost places with the same key, so nothing twice. The placed order is followed as the buyer's
 * list shows it (confirmed, rejected, run out).
 */
export function useBuyFlow(id: number, space: ReturnType<typeof useReadySpace>) {
  const [draft, setDraft] = useSessionDraft<BuyDraft>(`readySpace.buy.${id}`, freshDraft());
  const { qty, cargo, key } = draft;
  const setQty = (next: Record<string, number>) => setDraft({ ...draft, qty: next });
  const setCargo = (next: BuyDraft['cargo']) => setDraft({ ...draft, cargo: next });
  const mine = useMyOrdersOn(id, !!space.data && !space.data.Manages);
  const place = usePlaceOrder();
  const cancel = useCancelOrder();
  // the machine's effects are made once: they read the screen's latest through this
  const latest = useRef({ cargo, setDraft, refetch: space.refetch });
  latest.current = { cargo, setDraft, refetch: space.refetch };
  const buying = useActorRef(
    readySpaceBuyMachine.provide({
      actors: {
        place: fromPromise(({ input }) => place.mutateAsync(input)),
        cancel: fromPromise(({ input }) => cancel.mutateAsync({ Id: input.id, ...(input.version === undefined ? {} : { Version: input.version }) })),
      },
      actions: {
        // the cargo and contact stay for the next order; the classes and the key are spent
        placed: () => latest.current.setDraft({ ...freshDraft(), cargo: latest.current.cargo }),
        // what is left now: the lines say which quantity is more than that, and offer it (never changed for the buyer)
        stockChanged: () => void latest.current.refetch(),
      },
    }),
  );
  const buy = useSelector(buying, (b) => b);
  const placed = buy.context.placed;
  // the placed order as the buyer's list shows it: the machine follows it (confirmed, rejected, run out)
  const placedRow = placed ? mine.data?.find((o) => o.Id === placed.OrderId) : undefined;
  const seenStatus = placedRow ? shownOrderStatus(placedRow) : undefined;
  useEffect(() => {
    if (placedRow && seenStatus) buying.send({ type: 'order.seen', status: seenStatus, version: placedRow.Version });
  }, [buying, placedRow, seenStatus]);
  return { qty, cargo, key, setQty, setCargo, mine, buying, buy };
}

/** The lines wanted on a listing and what they come to. The quantities stay as typed: what is more than is left (or than an order may take) is said, and the buyer changes it. */
export function buyLines(s: ReadySpace, qty: Record<string, number>) {
  const lines = Object.entries(qty).filter(([, q]) => q > 0);
  const overLines = s.Lines.filter((l) => (qty[l.ContainerClass] ?? 0) > l.Available);
  const containers = lines.reduce((n, [, q]) => n + q, 0);
  return { lines, total: totalBeforeBuying(s, qty), overLines, overMax: s.MaxPerOrder !== null && containers > s.MaxPerOrder };
}

export type BuyFlow = ReturnType<typeof useBuyFlow> & ReturnType<typeof buyLines> & { space: ReadySpace };
