import { ecommerceQueryOptions } from '../api/reads';
import { AnchorButton, Callout, Card, H2, H4, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { notationEn, notationZh } from '../../../domain/refdata/scheduleTemplates';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { useRoute } from '../../../ui/routeContext';
import { BuyProduct } from './BuyProduct';
import { ecommerceWords } from './words';

/**
 * /external/workbench/dsView (commercial.md §2.5): the e-commerce rates — fixed-price product cards
 * of the lanes the desk listed, each priced per container at my company's level (all in, each
 * currency on its own), its schedule and last day; "book now" opens the booking form on the card's
 * rate with its price frozen (BuyProduct), "details" opens my rate query on the lane.
 */
export default function EcommerceScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(ecommerceWords);
  const products = useQuery(ecommerceQueryOptions());
  return (
    <section className="admin-screen" data-testid="ecommerce">
      <H2>{route.title[lang]}</H2>
      <Callout icon="info-sign">{w.hint}</Callout>
      {products.isPending ? (
        <Spinner />
      ) : products.isError ? (
        <Callout intent="danger">{products.error.message}</Callout>
      ) : !products.data.length ? (
        <NonIdealState icon="shop" description={w.none} />
      ) : (
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))', gap: 12, marginTop: 12 }}>
          {products.data.map((p) => (
            <Card key={p.RateNo} data-product={p.RateNo} aria-label={`${p.PolName} → ${p.PodName}`}>
              <H4>
                {p.PolName} → {p.PodName}
              </H4>
              <div>
                <Tag minimal>{p.CarrierCode}</Tag> {p.CarrierName} {p.ViaCode ? `· ${w.via} ${p.ViaCode}` : `· ${w.direct}`}
              </div>
              <div className="rate-search__muted">
                {p.EtdWeekdays.length ? (lang === 'zh' ? notationZh(p.CutOffWeekdays, p.EtdWeekdays) : notationEn(p.CutOffWeekdays, p.EtdWeekdays)) : ''}
                {p.TransitDays ? ` · ${w.transit(p.TransitDays)}` : ''} · {w.validTo(p.ValidTo)}
              </div>
              <HTMLTable compact style={{ width: '100%', margin: '8px 0' }}>
                <tbody>
                  {p.Prices.map((c) => (
                    <tr key={c.ContainerClass}>
                      <td>{c.ContainerClass}</td>
                      <td style={{ textAlign: 'right' }}>{c.Totals.map((t) => `${t.Currency} ${t.Amount}`).join(' + ')}</td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
              {p.Remarks ? <div className="rate-search__muted">{p.Remarks}</div> : null}
              <BuyProduct product={p} />
              <AnchorButton
                small
                minimal
                icon="search"
                text={w.details}
                href={`/external/workbench/PriceQuery?pol=${p.PolCode}&pod=${p.PodCode}&carrier=${p.CarrierCode}`}
              />
            </Card>
          ))}
        </div>
      )}
    </section>
  );
}
