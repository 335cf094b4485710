import { H2 } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useLanguage } from '../../i18n/language';
import { useRoute } from '../../ui/routeContext';
import { useAddressId } from './parts';
import { SupplementRequest } from './SupplementRequest';
import { SupplementReview } from './SupplementReview';
import { useSupplementFlow } from './useSupplementFlow';

/**
 * A supplement (§9.4 /entryOrder/orderSupplement): with `?Id=` one request — the assignee fills it
 * (fields answered, documents uploaded), the staff accept it or return it with a reason, or cancel
 * it; without, a new request for `?ENT_ID=` (Scope ORDER to the order's customer, SECOND_HALF to its
 * destination agent): fields picked from the order's form or written, documents, the due time
 * proposed 24 hours before the booking's documentation cut-off.
 */
export function SupplementScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const [id, open] = useAddressId();
  const flow = useSupplementFlow(open);
  const { send } = flow;
  useEffect(() => send(id ? { type: 'sup.open', id } : { type: 'sup.new' }), [id, send]);
  return (
    <section className="admin-screen" data-testid="sup-screen" data-state={JSON.stringify(flow.snapshot.value)}>
      <H2>{route.title[lang]}</H2>
      {id ? <SupplementReview id={id} flow={flow} /> : <SupplementRequest flow={flow} />}
    </section>
  );
}
