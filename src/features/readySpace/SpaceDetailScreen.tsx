import { Button, Callout, Card, FormGroup, H2, H4, HTMLTable, InputGroup, NumericInput, Spinner, Tag } from '@blueprintjs/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { READY_SPACE_ACCESS as A } from '../../contract/readySpace/module';
import { formatDate } from '../../domain/dates';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { Gate } from '../../session/Gate';
import { useSessionDraft } from '../../lib/useSessionDraft';
import { useCancelOrder, useMyOrdersOn, usePlaceOrder } from './api/orders';
import { useReadySpace } from './api/spaces';
import { totalsText } from '../../domain/money/amounts';
import { totalBeforeBuying } from '../../domain/readySpace/total';
import { holdLeft, shownOrderStatus } from './columns';
import { readySpaceBuyMachine } from './machines/readySpaceBuyMachine';
import { ORDER_STATUS_WORDS, readySpaceWords, SPACE_STATUS_WORDS } from './words';
import { newIdempotencyKey, type IdempotencyKey } from '../../lib/idempotencyKey';

type BuyDraft = { qty: Record<string, number>; cargo: { Commodity: string; GrossKgPerUnit: number; Name: string; Phone: string }; key: IdempotencyKey };
/** An empty buy form with the key of the next order (a retried click answers the first placement). */
const freshDraft = (): BuyDraft => ({
  qty: {},
  cargo: { Commodity: '', GrossKgPerUnit: 10_000, Name: '', Phone: '' },
  key: newIdempotencyKey('ready-space-order'),
});
/** The buyer's orders on this listing still open: their holds count down here too. */
const OPEN = new Set(['PLACED', 'CONFIRMED', 'SO_RELEASED', 'CANCEL_REQUESTED']);

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
  const lang = useLanguage();
  const w = useWords(readySpaceWords);
  const space = useReadySpace(id);
  // what the buyer typed (classes, cargo, contact) and the key of the order it means to place survive
  // a reload: a reload after a click whose answer was lost places with the same key, so nothing twice
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
  const [, tick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, []);
  if (!id) return <Callout intent="warning">{w.notFound}</Callout>;
  if (space.isPending) return <Spinner />;
  if (space.isError || !space.data) return <Callout intent="danger">{space.error instanceof Error ? space.error.message : w.notFound}</Callout>;
  const s = space.data;
  const lines = Object.entries(qty).filter(([, q]) => q > 0);
  const total = totalBeforeBuying(s, qty);
  // the buyer's quantities stay as typed: what is more than is left (or than an order may take) is said, and the buyer changes it
  const overLines = s.Lines.filter((l) => (qty[l.ContainerClass] ?? 0) > l.Available);
  const containers = lines.reduce((n, [, q]) => n + q, 0);
  const overMax = s.MaxPerOrder !== null && containers > s.MaxPerOrder;
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
  const placing = buy.matches('placing');
  return (
    <section className="admin-screen" data-testid="ready-space-detail">
      <H2>
        {s.CarrierCode} {s.VesselName} {s.Voyage} · {s.PolCode} → {s.PodCode}{' '}
        <Tag intent={s.Status === 'ON_SALE' ? 'success' : 'warning'} data-testid="space-status">
          {SPACE_STATUS_WORDS[s.Status][lang]}
        </Tag>
      </H2>
      <p>
        {w.spaceNo} {s.SpaceNo} · {w.provider} {s.ProviderName} · {w.etd} {s.Etd} · {w.validUntil} {s.ValidUntil ? formatDate(s.ValidUntil, 'dateTime') : ''}
      </p>
      <p>
        {w.cutOffs}: {s.CutOffs.map((c) => `${c.Code} ${formatDate(c.DateTime, 'dateTime')}`).join(' · ')}
      </p>
      <HTMLTable compact className="ready-space-facts" data-testid="space-facts">
        <tbody>
          <tr>
            <th style={{ whiteSpace: 'nowrap' }}>{w.priceIncludes}</th>
            <td data-testid="price-includes">{s.PriceIncludes === 'ALL_IN' ? w.allIn : w.ofOnly}</td>
          </tr>
          <tr>
            <th style={{ whiteSpace: 'nowrap' }}>{w.surcharges}</th>
            <td data-testid="surcharges">
              {s.Surcharges.length
                ? s.Surcharges.map((c) => `${c.Code} ${c.Currency} ${c.Amount} ${c.Per === 'BL' ? w.perBl : w.perContainer}`).join(' · ')
                : w.noSurcharges}
            </td>
          </tr>
          <tr>
            <th style={{ whiteSpace: 'nowrap' }}>{w.maxPerOrder}</th>
            <td data-testid="max-per-order">{s.MaxPerOrder ?? w.noMax}</td>
          </tr>
          <tr>
            <th style={{ whiteSpace: 'nowrap' }}>{w.holdTime}</th>
            <td data-testid="hold-time">
              {w.holdMinutes(s.HoldMinutes)} <span className="bp6-text-muted">({w.holdHint})</span>
            </td>
          </tr>
          <tr>
            <th style={{ whiteSpace: 'nowrap' }}>{w.terms}</th>
            <td>
              {s.CancellationTerms}
              {s.CancelFeePerContainer ? ` · ${w.feePerContainer} ${s.Currency} ${s.CancelFeePerContainer}` : ''}
            </td>
          </tr>
          {s.Remarks ? (
            <tr>
              <th style={{ whiteSpace: 'nowrap' }}>{w.remarks}</th>
              <td data-testid="remarks">{s.Remarks}</td>
            </tr>
          ) : null}
        </tbody>
      </HTMLTable>
      <HTMLTable compact striped>
        <thead>
          <tr>
            <th>{w.containerClass}</th>
            <th>{w.price}</th>
            <th>{w.available}</th>
            <th>{w.qty}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {s.Lines.map((l) => (
            <tr key={l.ContainerClass} data-class={l.ContainerClass}>
              <td>{l.ContainerClass}</td>
              <td>
                {s.Currency} {l.Price}
              </td>
              <td data-testid={`available-${l.ContainerClass}`}>{l.Available}</td>
              <td>
                {l.Available === 0 && !qty[l.ContainerClass] ? (
                  <Tag minimal>{w.soldOut}</Tag>
                ) : (
                  <NumericInput
                    aria-label={`${w.qty} ${l.ContainerClass}`}
                    min={0}
                    value={qty[l.ContainerClass] ?? 0}
                    intent={(qty[l.ContainerClass] ?? 0) > l.Available ? 'warning' : 'none'}
                    disabled={s.Status !== 'ON_SALE' && s.Status !== 'SOLD_OUT'}
                    onValueChange={(n) => setQty({ ...qty, [l.ContainerClass]: Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0 })}
                  />
                )}
              </td>
              <td>
                {(qty[l.ContainerClass] ?? 0) > l.Available ? (
                  <span className="ready-space-over" data-testid={`over-${l.ContainerClass}`}>
                    {w.overAvailable(l.ContainerClass, l.Available)}{' '}
                    <Button size="small" text={w.orderLeft(l.Available)} onClick={() => setQty({ ...qty, [l.ContainerClass]: l.Available })} />
                  </span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
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
          <Card>
            <H4>{w.buying}</H4>
            <FormGroup label={w.commodity} labelInfo="*" labelFor="rs-commodity">
              <InputGroup id="rs-commodity" value={cargo.Commodity} onValueChange={(v) => setCargo({ ...cargo, Commodity: v })} />
            </FormGroup>
            <FormGroup label={w.grossKg} labelFor="rs-gross">
              <NumericInput id="rs-gross" min={1} value={cargo.GrossKgPerUnit} onValueChange={(n) => setCargo({ ...cargo, GrossKgPerUnit: n })} />
            </FormGroup>
            <FormGroup label={w.contact} labelInfo="*" labelFor="rs-contact">
              <InputGroup id="rs-contact" value={cargo.Name} onValueChange={(v) => setCargo({ ...cargo, Name: v })} />
            </FormGroup>
            <FormGroup label={w.phone} labelInfo="*" labelFor="rs-phone">
              <InputGroup id="rs-phone" value={cargo.Phone} onValueChange={(v) => setCargo({ ...cargo, Phone: v })} />
            </FormGroup>
            {buy.context.error && !buy.matches('held') ? (
              <Callout intent="danger" data-testid="buy-error">
                {buy.context.error}{' '}
                {buy.matches('failed') ? (
                  <>
                    <Button size="small" text={w.retry} onClick={() => buying.send({ type: 'buy.retry' })} />
                    <Button size="small" minimal text={w.cancel} onClick={() => buying.send({ type: 'buy.dismiss' })} />
                  </>
                ) : null}
              </Callout>
            ) : null}
            <Button
              intent="primary"
              text={w.buy}
              loading={placing}
              disabled={
                buy.matches('failed') ||
                buy.matches('cancelling') ||
                !lines.length ||
                overLines.length > 0 ||
                overMax ||
                !cargo.Commodity.trim() ||
                !cargo.Name.trim() ||
                !cargo.Phone.trim() ||
                s.Status !== 'ON_SALE'
              }
              onClick={order}
            />
          </Card>
        </Gate>
      ) : null}
      {placed && (buy.matches('held') || buy.matches('cancelling')) ? (
        <Callout intent="success" data-testid="placed">
          {placed.OrderNo}: {w.placed} {formatDate(placed.HoldExpiresAt, 'dateTime')} ({holdLeft(placed.HoldExpiresAt)}){' '}
          <Gate access={A.readySpaceCancel}>
            <Button size="small" text={w.cancelOrder} loading={buy.matches('cancelling')} onClick={() => buying.send({ type: 'buy.cancel' })} />
          </Gate>
          {buy.context.error ? <div className="bp6-text-muted">{buy.context.error}</div> : null}
        </Callout>
      ) : null}
      {placed && buy.matches('expired') ? (
        <Callout intent="warning" data-testid="hold-expired">
          {w.holdExpiredOrder(placed.OrderNo)}
        </Callout>
      ) : null}
      {placed && buy.matches('bought') ? (
        <Callout intent="success" data-testid="order-bought">
          {w.orderBought(placed.OrderNo)}
        </Callout>
      ) : null}
      {placed && buy.matches('released') ? (
        <Callout intent="warning" data-testid="order-released">
          {w.orderReleased(placed.OrderNo)}
        </Callout>
      ) : null}
      {mine.data?.some((o) => OPEN.has(o.Status)) ? (
        <Card data-testid="my-orders-here">
          <H4>{w.myOrdersHere}</H4>
          <HTMLTable compact>
            <tbody>
              {mine.data
                .filter((o) => OPEN.has(o.Status))
                .map((o) => (
                  <tr key={o.Id} data-order={o.OrderNo}>
                    <td>{o.OrderNo}</td>
                    <td>{o.Containers}</td>
                    <td>{o.Total}</td>
                    <td>{ORDER_STATUS_WORDS[shownOrderStatus(o)][lang]}</td>
                    <td>{o.Status === 'PLACED' ? (holdLeft(o.HoldExpiresAt) ?? '') : ''}</td>
                  </tr>
                ))}
            </tbody>
          </HTMLTable>
        </Card>
      ) : null}
    </section>
  );
}
