import { Callout, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { READY_SPACE_ACCESS as A } from '../../contract/readySpace/module';
import { totalsText } from '../../domain/money/amounts';
import { useWords } from '../../i18n/words';
import { Gate } from '../../session/Gate';
import { useReadySpace } from './api/spaces';
import { BuyCard } from './detail/BuyCard';
import { MyOrdersHere } from './detail/MyOrdersHere';
import { PlacedOrder } from './detail/PlacedOrder';
import { SpaceFacts } from './detail/SpaceFacts';
import { SpaceLines } from './detail/SpaceLines';
import { type BuyFlow, buyLines, useBuyFlow } from './detail/useBuyFlow';
import { readySpaceWords } from './words';

/**
 * A listing and its buy form (NowCargoSpaceDetail): the sailing, cut-offs, what the price includes,
 * the surcharges, the maximum per order, the hold time, the terms and each class's price and what is
 * left — kept live by the `readySpace.stock` frame — then classes × quantity with the total per
 * currency as it is typed, cargo and contact; after placing, the hold counts down (and says so
 * plainly once it has run out). A quantity above what is left is said beside its line, never cut.
 */
export default function SpaceDetailScreen() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const w = useWords(readySpaceWords);
  const space = useReadySpace(id);
  const buyFlow = useBuyFlow(id, space);
  const { qty, setQty, cargo, key, buying, mine } = buyFlow;
  // the holds count down: drawn again every second
  const [, tick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, []);
  if (!id) return <Callout intent="warning">{w.notFound}</Callout>;
  if (space.isPending) return <Spinner />;
  if (space.isError || !space.data) return <Callout intent="danger">{space.error instanceof Error ? space.error.message : w.notFound}</Callout>;
  const s = space.data;
  const flow: BuyFlow = { ...buyFlow, ...buyLines(s, qty), space: s };
  const { lines, total, overMax } = flow;
  const order = () =>
    buying.send({
      type: 'buy.place',
      key,
      order: {
        ReadySpaceId: s.Id,
        Lines: lines.map(([c, q]) => ({ ContainerClass: c, Qty: q })),
        Cargo: { Commodity: cargo.Commodity, GrossKgPerUnit: cargo.GrossKgPerUnit },
        Contact: { Name: cargo.Name, Phone: cargo.Phone },
      },
    });
  return (
    <section className="admin-screen" data-testid="ready-space-detail">
      <SpaceFacts space={s} />
      <SpaceLines space={s} qty={qty} setQty={setQty} />
      {overMax ? (
        <Callout intent="warning" data-testid="over-max">
          {w.overMax(s.MaxPerOrder!)}
        </Callout>
      ) : null}
      <Callout intent="primary" icon="calculator" data-testid="total-before-buying" title={w.totalBeforeBuying}>
        {total.length ? totalsText(total) : w.chooseQty} <span className="bp6-text-muted">({w.totalHint})</span>
      </Callout>
      {!s.Manages ? (
        <Gate access={A.readySpaceBuy}>
          <BuyCard flow={flow} onBuy={order} />
        </Gate>
      ) : null}
      <PlacedOrder flow={flow} />
      <MyOrdersHere orders={mine.data} />
    </section>
  );
}
