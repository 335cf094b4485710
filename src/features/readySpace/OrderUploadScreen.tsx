import { Callout, FormGroup, H2, HTMLSelect, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { useIdParam } from '../../lib/useIdParam';
import { useRoute } from '../../ui/routeContext';
import { useOrdersForFiles } from './api/orders';
import { OrderFilesPanel } from './OrderFilesPanel';
import { readySpaceWords } from './words';

/** Closed orders take no files (the server refuses them too). */
const CLOSED = new Set(['REJECTED', 'CANCELLED', 'EXPIRED']);

/**
 * The buyer's order files (commercial.md §5.4 NowOrderUpload): one of my company's ready-space orders
 * picked (or the one the link names), the booking letter or payment proof uploaded, the order's files listed.
 */
export default function OrderUploadScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(readySpaceWords);
  const linked = useIdParam();
  const rows = useOrdersForFiles();
  const open = (rows.data ?? []).filter((r) => !CLOSED.has(r.Status));
  const [picked, setPicked] = useState<number>();
  const order = open.find((r) => r.Id === (picked ?? linked)) ?? open[0];
  return (
    <section className="admin-screen" data-testid="ready-space-order-upload">
      <H2>{route.title[lang]}</H2>
      {rows.isPending ? <Spinner /> : null}
      {rows.isError ? <Callout intent="danger">{rows.error.message}</Callout> : null}
      {rows.data && !open.length ? <Callout>{w.noOrdersForFiles}</Callout> : null}
      {order ? (
        <>
          <FormGroup label={w.pickOrder} inline>
            <HTMLSelect
              aria-label={w.pickOrder}
              value={order.Id}
              onChange={(e) => setPicked(Number(e.currentTarget.value))}
              options={open.map((r) => ({ value: r.Id, label: `${r.OrderNo} · ${r.PolCode}→${r.PodCode} ${r.Etd} · ${r.Containers}` }))}
            />
          </FormGroup>
          <OrderFilesPanel orderId={order.Id} sells={false} />
        </>
      ) : null}
    </section>
  );
}
