import { AnchorButton, H2, H3 } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { RichTextView } from '../../../ui/richText/RichTextEditor';
import { useRoute } from '../../../ui/routeContext';
import { publicNewsDetailOptions } from '../api/public';
import { portalWords } from '../words';
import { CardOverlay } from './CardOverlay';
import { ContactForm } from './ContactForm';
import { HomeBlocks } from './HomeBlocks';
import { About, Hero, NewsList, Offices } from './parts';
import { PublicSite, usePublicSite } from './PublicSite';

/** Where a variant's news opens, and where its tracking box is. */
const NEWS_OF = { MH: '/external/MHpage/News', NEW_MH: '/newsDetail', CUSTOMER: '/newsDetail', MAIN: '/newsDetail' } as Record<string, string>;
const TRACK_OF = { CUSTOMER: '/customer/cargoCenter' } as Record<string, string>;

/** A site that has published no blocks yet: the latest news, the tracking box. */
function PlainHome({ newsPath }: { newsPath: string }) {
  const w = useWords(portalWords);
  const { site } = usePublicSite();
  return (
    <>
      <div className="ptl-home">
        <section>
          <H3>{w.latestNews}</H3>
          <NewsList size={5} detailPath={newsPath} />
        </section>
        <aside>
          <H3>{w.trackBox}</H3>
          <AnchorButton intent="primary" icon="search" text={w.trackGo} href={TRACK_OF[site.Variant] ?? '/asiawise'} />
        </aside>
      </div>
    </>
  );
}

function HomeBody() {
  const { site, preview } = usePublicSite();
  const newsPath = NEWS_OF[site.Variant] ?? '/newsDetail';
  return (
    <>
      <Hero />
      <HomeBlocks variant={site.Variant} preview={preview} newsPath={newsPath} empty={<PlainHome newsPath={newsPath} />} />
    </>
  );
}

/** `/external/home`, `/external/MHpage/Home`, `/customer/home`: the site's published home blocks. */
export function HomePage() {
  return (
    <PublicSite>
      <HomeBody />
    </PublicSite>
  );
}

/** `/external/MHpage/about`, `/customer/company`, `/customer/aboutus`: the introduction, licences (and offices on about us). */
export function AboutPage() {
  const route = useRoute();
  return (
    <PublicSite>
      <Hero />
      <About />
      {route.path.endsWith('aboutus') && <Offices />}
    </PublicSite>
  );
}

/** `/external/MHpage/ContactUs`, `/customer/contact`: offices and the contact form; `?card=` a shared employee's card over them. */
export function ContactPage() {
  const route = useRoute();
  const lang = useLanguage();
  return (
    <PublicSite>
      <H2>{route.title[lang]}</H2>
      <div className="ptl-contactpage">
        <Offices />
        <ContactForm />
      </div>
      <CardOverlay />
    </PublicSite>
  );
}

function NewsDetail({ id }: { id: number }) {
  const { preview } = usePublicSite();
  const n = useQuery(publicNewsDetailOptions(id, preview));
  if (!n.data) return null;
  return (
    <article className="ptl-article" data-testid="site-article">
      <H2>{n.data.Title}</H2>
      <p className="ptl-news__date">{n.data.PublishAt.slice(0, 10)}</p>
      <RichTextView html={n.data.Body} />
    </article>
  );
}

/** `/external/MHpage/News`, `/newsDetail`: the news list, or one article (`?id=`). */
export function NewsPage() {
  const route = useRoute();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const lang = useLanguage();
  return (
    <PublicSite>
      {id ? (
        <NewsDetail id={id} />
      ) : (
        <>
          <H2>{route.title[lang]}</H2>
          <NewsList detailPath={route.path} />
        </>
      )}
    </PublicSite>
  );
}
