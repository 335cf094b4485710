import { Card, H2, H3, H4, Icon, type IconName } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { useRoute } from '../../../ui/routeContext';
import { publicProductsOptions } from '../api/products';
import { publicEnterpriseOptions } from '../api/public';
import { ContactForm } from '../public/ContactForm';
import { About, Hero, Offices } from '../public/parts';
import { PublicSite, usePublicSite } from '../public/PublicSite';
import { sitePageWords } from './words';

/** The enterprise's contact details (person, phone, e-mail, address) as published. */
export function EnterpriseContact() {
  const w = useWords(sitePageWords);
  const { preview } = usePublicSite();
  const e = useQuery(publicEnterpriseOptions(preview));
  const c = e.data?.Contact;
  const rows = c
    ? (
        [
          [w.contactPerson, c.Person],
          [w.phone, c.Phone],
          [w.email, c.Email],
          [w.address, c.Address],
        ] as const
      ).filter(([, v]) => v)
    : [];
  if (!rows.length) return null;
  return (
    <section className="ptl-contactcard" data-testid="site-enterprise-contact">
      <H3>{w.contactUs}</H3>
      <dl className="ptl-licences">
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** `/external/company`: the introduction, licences and certificates, contact and offices. */
export function CompanyPage() {
  return (
    <PublicSite>
      <Hero />
      <About />
      <EnterpriseContact />
      <Offices />
    </PublicSite>
  );
}

function ServiceCards() {
  const w = useWords(sitePageWords);
  const { preview } = usePublicSite();
  const list = useQuery(publicProductsOptions(preview));
  if (!list.data) return null;
  const services = list.data.Items.filter((p) => p.ServicePath);
  if (!services.length) return <p data-testid="site-no-services">{w.noServices}</p>;
  return (
    <div className="ptl-products" data-testid="site-services">
      {services.map((p) => (
        <Card key={p.Id} className="ptl-product ptl-service-card">
          <H4>
            {p.Icon && <Icon icon={p.Icon as IconName} size={20} />} {p.Name}
          </H4>
          <p>{p.Summary}</p>
          <Link to={p.ServicePath}>{w.toService}</Link>
        </Card>
      ))}
    </div>
  );
}

/** `/external/service`: the site's service cards, each linking to its service page. */
export function ServiceOverviewPage() {
  const route = useRoute();
  const lang = useLanguage();
  return (
    <PublicSite>
      <H2>{route.title[lang]}</H2>
      <ServiceCards />
    </PublicSite>
  );
}

/** `/external/aboutus`: the introduction, the offices with their map coordinates, the contact form. */
export function AboutUsPage() {
  const route = useRoute();
  const lang = useLanguage();
  return (
    <PublicSite>
      <H2>{route.title[lang]}</H2>
      <About />
      <div className="ptl-contactpage">
        <Offices />
        <ContactForm />
      </div>
    </PublicSite>
  );
}
