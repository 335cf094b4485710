import { Card, H4, HTMLTable } from '@blueprintjs/core';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import type { getMyOrdersOn } from '../api/orders';
import { holdLeft, shownOrderStatus } from '../columns';
import { ORDER_STATUS_WORDS, readySpaceWords } from '../words';

/** The buyer's orders on this listing still open: their holds count down here too. */
const OPEN = new Set(['PLACED', 'CONFIRMED', 'SO_RELEASED', 'CANCEL_REQUESTED']);

/** The buyer's open orders on this listing, each with its status and what is left of its hold. */
export function MyOrdersHere({ orders }: { orders: Awaited<ReturnType<typeof getMyOrdersOn>> | undefined }) {
  const lang = useLanguage();
  const w = useWords(readySpaceWords);
  if (!orders?.some((o) => OPEN.has(o.Status))) return null;
  return (
    <Card data-testid="my-orders-here">
      <H4>{w.myOrdersHere}</H4>
      <HTMLTable compact>
        <tbody>
          {orders
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
  );
}
