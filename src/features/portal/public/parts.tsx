import { Card, H3, H4 } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { Address } from '../../../contract/portal/calls';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { RichTextView } from '../../../ui/richText/RichTextEditor';
import { publicAddressesOptions, publicEnterpriseOptions, publicNewsOptions } from '../api/public';
import { portalWords } from '../words';
import { usePublicSite } from './PublicSite';

const day = (iso: string) => iso.slice(0, 10);

/** The site's brand: logo, name in the page's language, slogan. */
export function Hero() {
  const { site } = usePublicSite();
  const lang = useLanguage();
  return (
    <header className="ptl-hero" data-testid="site-hero">
      {site.Logo && <img src={site.Logo} alt={site.CompanyName} className="ptl-hero__logo" />}
      <div>
        <h1>{(lang === 'en' && site.CompanyNameEn) || site.CompanyName}</h1>
        {site.Slogan && <p className="ptl-hero__slogan">{site.Slogan}</p>}
      </div>
    </header>
  );
}

/** The site's published news, newest and pinned first; each opens on `detailPath?id=`. */
export function NewsList({ size = 10, detailPath }: { size?: number; detailPath: string }) {
  const w = useWords(portalWords);
  const { preview } = usePublicSite();
  const news = useQuery(publicNewsOptions({ Preview: preview, PageSize: size }));
  if (!news.data) return null;
  if (!news.data.Items.length) return <p>{w.noNews}</p>;
  return (
    <ul className="ptl-news" data-testid="site-news">
      {news.data.Items.map((n) => (
        <li key={n.Id}>
          <Link to={`${detailPath}?id=${n.Id}${preview ? `&preview=${encodeURIComponent(preview)}` : ''}`}>{n.Title}</Link>
          <span className="ptl-news__date">{day(n.PublishAt)}</span>
          {n.Summary && <p>{n.Summary}</p>}
        </li>
      ))}
    </ul>
  );
}

/** The company's introduction and licences. */
export function About() {
  const w = useWords(portalWords);
  const { preview } = usePublicSite();
  const e = useQuery(publicEnterpriseOptions(preview));
  if (!e.data) return null;
  const lic = [
    [w.nvocc, e.data.Licences.Nvocc],
    [w.customsCode, e.data.Licences.Customs],
    [w.fmc, e.data.Licences.Fmc],
    [w.founded, e.data.Founded],
  ].filter(([, v]) => v);
  return (
    <section className="ptl-about" data-testid="site-about">
      <H3>{w.aboutUs}</H3>
      <RichTextView html={e.data.Intro} testId="site-intro" />
      {lic.length > 0 && (
        <dl className="ptl-licences">
          {lic.map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

function Office({ a }: { a: Address }) {
  const w = useWords(portalWords);
  const lang = useLanguage();
  return (
    <Card className="ptl-office">
      <H4>
        {(lang === 'en' && a.NameEn) || a.NameZh}
        {a.HeadOffice && <small> · {w.headOffice}</small>}
      </H4>
      <p>{a.Address}</p>
      {a.Phone && <p>{`${w.phone}: ${a.Phone}`}</p>}
      {a.Email && <p>{`${w.email}: ${a.Email}`}</p>}
      {a.Hours && <p>{`${w.hours}: ${a.Hours}`}</p>}
      {a.Latitude !== null && a.Longitude !== null && <p className="ptl-coords">{`${a.Latitude.toFixed(4)}, ${a.Longitude.toFixed(4)}`}</p>}
    </Card>
  );
}

/** The site's offices. */
export function Offices() {
  const w = useWords(portalWords);
  const { preview } = usePublicSite();
  const list = useQuery(publicAddressesOptions(preview));
  if (!list.data?.Items.length) return null;
  return (
    <section data-testid="site-offices">
      <H3>{w.ourOffices}</H3>
      <div className="ptl-offices">
        {list.data.Items.map((a) => (
          <Office key={a.Id} a={a} />
        ))}
      </div>
    </section>
  );
}
