import { Callout, Card, ControlGroup, FormGroup, H2, HTMLSelect, HTMLTable, InputGroup, Spinner } from '@blueprintjs/core';
import { useSearchParams } from 'react-router-dom';
import type { CustomerLane } from '../../contract/rateAnalysis/calls';
import { dayIn, OFFICE_ZONE } from '../../domain/refdata/localTimes';
import { addDays } from '../../domain/refdata/sailings';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { useRoute } from '../../ui/routeContext';
import { useCustomerRates } from './api/rateAnalysis';
import { filterParams } from './filters';
import { rateAnalysisWords } from './words';
import './rateAnalysis.css';

const COLUMNS = ['Searches', 'Quotes', 'QuotesAccepted', 'QuotesRejected', 'LostOnPrice', 'Bookings'] as const satisfies readonly (keyof CustomerLane)[];

/** /system/CustomerFreightAnalysis (commercial.md §9.3): what one customer searched, was quoted and booked per lane — a salesperson's own customers, the managers' every one. */
export default function CustomerScreen() {
  const [params, setParams] = useSearchParams();
  const today = dayIn(OFFICE_ZONE);
  const f = { CompanyId: params.get('CompanyId') ?? '', From: params.get('From') ?? addDays(today, -364), To: params.get('To') ?? today };
  const lang = useLanguage();
  const w = useWords(rateAnalysisWords);
  const route = useRoute();
  // before a customer is chosen, the call answers the choices alone
  const q = useCustomerRates({ ...f, CompanyId: f.CompanyId || undefined });
  const d = q.data;
  const set = (next: Partial<typeof f>) => setParams(filterParams({ ...f, ...next }));
  return (
    <section className="admin-screen rate-analysis" data-testid="customer-rate-analysis">
      <H2>{route.title[lang]}</H2>
      <ControlGroup className="rate-analysis-filters">
        <FormGroup label={w.customer} labelFor="ra-customer">
          <HTMLSelect id="ra-customer" value={f.CompanyId} onChange={(e) => set({ CompanyId: e.currentTarget.value })}>
            <option value="">{w.chooseCustomer}</option>
            {(d?.Customers ?? []).map((c) => (
              <option key={c.Id} value={c.Id}>
                {c.Name[lang]}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={w.from} labelFor="ra-from">
          <InputGroup id="ra-from" type="date" value={f.From} onValueChange={(From) => From && set({ From })} />
        </FormGroup>
        <FormGroup label={w.to} labelFor="ra-to">
          <InputGroup id="ra-to" type="date" value={f.To} onValueChange={(To) => To && set({ To })} />
        </FormGroup>
      </ControlGroup>
      {q.isPending && <Spinner aria-label={w.loading} />}
      {q.isError && <Callout intent="danger">{q.error.message}</Callout>}
      {!f.CompanyId && <Callout>{w.chooseCustomer}</Callout>}
      {d && f.CompanyId && !d.Lanes.length && <Callout>{w.noLanes}</Callout>}
      {d && f.CompanyId && d.Lanes.length > 0 && (
        <Card>
          <HTMLTable compact striped className="rate-analysis-table" data-testid="customer-lanes">
            <thead>
              <tr>
                <th>{w.lane}</th>
                {COLUMNS.map((c) => (
                  <th key={c}>{w[c]}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {d.Lanes.map((l) => (
                <tr key={`${l.POL}-${l.POD}`}>
                  <td>{w.laneOf(l.POL, l.POD)}</td>
                  {COLUMNS.map((c) => (
                    <td key={c} className="num">
                      {l[c]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          <p className="bp6-text-muted">{w.howLost}</p>
        </Card>
      )}
    </section>
  );
}
