import { Callout, Card, H2, H3, HTMLTable, Icon, type IconName } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { PublicLane } from '../../../contract/portal/scheduleCalls';
import { placeTime } from '../../../domain/refdata/localTimes';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { RichTextView } from '../../../ui/richText/RichTextEditor';
import { useRoute } from '../../../ui/routeContext';
import { publicProductsOptions } from '../api/products';
import { publicLanesOptions } from '../api/schedules';
import { ContactForm } from '../public/ContactForm';
import { PublicSite, usePublicSite } from '../public/PublicSite';
import { serviceWords } from './words';

/** The six service pages (§15.2), by the last part of their path. */
const SERVICES = ['seaTransportation', 'landTransportation', 'airTransportation', 'seaTrain', 'river', 'supplyChain'] as const;
type Service = (typeof SERVICES)[number];
/** Services whose typical lanes are the site's sailing tables (ships sail them). */
const SAILS: readonly Service[] = ['seaTransportation', 'seaTrain'];

function Lanes({ items }: { items: PublicLane[] }) {
  const w = useWords(serviceWords);
  return (
    <HTMLTable striped compact className="ptl-table" data-testid="service-lanes">
      <thead>
        <tr>
          <th>{w.lane}</th>
          <th>{w.carriers}</th>
          <th>{w.transit}</th>
          <th>{w.nextEtd}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((l) => (
          <tr key={`${l.POL}-${l.POD}`}>
            <td>{`${l.POLName || l.POL} → ${l.PODName || l.POD}`}</td>
            <td>{l.Carriers.join(', ')}</td>
            <td>{l.TransitDays || ''}</td>
            <td>{placeTime(l.NextETD).slice(0, 10)}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

function TypicalLanes({ service }: { service: Service }) {
  const w = useWords(serviceWords);
  const { preview } = usePublicSite();
  const lanes = useQuery({ ...publicLanesOptions(preview), enabled: SAILS.includes(service) });
  if (!SAILS.includes(service)) return null;
  return (
    <section>
      <H3>{w.lanes}</H3>
      {lanes.data?.Items.length ? <Lanes items={lanes.data.Items} /> : lanes.data ? <p>{w.lanesNone}</p> : null}
    </section>
  );
}

function ServiceBody({ service, title }: { service: Service; title: string }) {
  const w = useWords(serviceWords);
  const { preview } = usePublicSite();
  const cards = useQuery(publicProductsOptions(preview));
  if (!cards.data) return null;
  const card = cards.data.Items.find((p) => p.ServicePath === `/external/service/${service}`);
  if (!card)
    return (
      <Callout intent="primary" data-testid="service-not-offered">
        {w.notOffered(title)} <Link to="/external/service">{w.overview}</Link>
      </Callout>
    );
  return (
    <>
      <Card className="ptl-service" data-testid="service-card">
        <H3>
          {card.Icon && <Icon icon={card.Icon as IconName} size={20} />} {card.Name}
        </H3>
        <p className="ptl-service__lead">{w[service]}</p>
        {card.Summary && <p>{card.Summary}</p>}
        <RichTextView html={card.Body} />
      </Card>
      <section>
        <H3>{w.advantages}</H3>
        <ul className="ptl-advantages">
          {[w.adv1, w.adv2, w.adv3].map((a) => (
            <li key={a}>
              <Icon icon="tick-circle" intent="success" /> {a}
            </li>
          ))}
        </ul>
      </section>
      <TypicalLanes service={service} />
      <div id="quote" className="ptl-quote" data-testid="service-quote">
        <ContactForm key={service} title={w.quote} message={w.quoteMessage(card.Name)} />
      </div>
    </>
  );
}

/** `/external/service/*`: one service of the site (its card's description), advantages, typical lanes and a quote request. */
export default function ServicePage() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(serviceWords);
  const service = SERVICES.find((s) => route.path.endsWith(`/${s}`)) ?? 'seaTransportation';
  return (
    <PublicSite>
      <p className="ptl-crumbs">
        <Link to="/external/service">{w.overview}</Link>
      </p>
      <H2>{route.title[lang]}</H2>
      <ServiceBody service={service} title={route.title[lang]} />
    </PublicSite>
  );
}
