import { AnchorButton, Card, H2, H3, H4, Icon, type IconName, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PublicBlock } from '../../../contract/portal/homeCalls';
import { useWords } from '../../../i18n/words';
import { RichTextView } from '../../../ui/richText/RichTextEditor';
import { isBuilt } from '../../../ui/builtRoutes';
import { publicHomeOptions } from '../api/homePublic';
import { homeWords } from '../home/words';
import { portalWords } from '../words';
import { RateBox, ScheduleBox, TrackBox } from './homeBoxes';

type C = Record<string, unknown>;
const str = (c: C, k: string) => (typeof c[k] === 'string' ? (c[k] as string) : '');
const list = (c: C) => (Array.isArray(c.Items) ? (c.Items as C[]) : []);

/** A link only to a page that is built (never "not built yet"); otherwise the words alone. */
function To({ path, children }: { path: string; children: ReactNode }) {
  return path && isBuilt(path.split('?')[0]!) ? <Link to={path}>{children}</Link> : <>{children}</>;
}

function Banner({ b }: { b: PublicBlock }) {
  const c = b.Content;
  const image = c.ImageMediaId ? b.ImageUrls[String(c.ImageMediaId)] : undefined;
  const path = str(c, 'ButtonPath');
  return (
    <header className="ptl-banner" style={image ? { backgroundImage: `url(${image})` } : undefined} data-testid="home-banner">
      <H2>{str(c, 'Title')}</H2>
      {str(c, 'Subtitle') && <p>{str(c, 'Subtitle')}</p>}
      {str(c, 'ButtonText') && path && isBuilt(path) && <AnchorButton intent="primary" large text={str(c, 'ButtonText')} href={path} />}
    </header>
  );
}

function Cards({ items }: { items: { key: string | number; icon: string; title: string; text: string; path: string }[] }) {
  return (
    <div className="ptl-cards">
      {items.map((i) => (
        <Card key={i.key} className="ptl-card">
          {i.icon && <Icon icon={i.icon as IconName} size={24} />}
          <H4>
            <To path={i.path}>{i.title}</To>
          </H4>
          {i.text && <p>{i.text}</p>}
        </Card>
      ))}
    </div>
  );
}

function Body({ b, variant, preview, newsPath }: { b: PublicBlock; variant: string; preview?: string; newsPath: string }) {
  const w = useWords(homeWords);
  const pw = useWords(portalWords);
  const c = b.Content;
  const title = str(c, 'Title');
  switch (b.Kind) {
    case 'BANNER':
      return <Banner b={b} />;
    case 'RATE_BOX':
      return <RateBox title={title} variant={variant} />;
    case 'TRACK_BOX':
      return <TrackBox title={title} variant={variant} />;
    case 'SCHEDULES':
      return <ScheduleBox title={title} tables={b.Schedules} letters={b.Letters} preview={preview} />;
    case 'SERVICES':
      return <Cards items={list(c).map((i, n) => ({ key: n, icon: str(i, 'Icon'), title: str(i, 'Title'), text: str(i, 'Text'), path: str(i, 'Path') }))} />;
    case 'PRODUCTS':
      return b.Products.length ? (
        <Cards items={b.Products.map((p) => ({ key: p.Id, icon: p.Icon, title: p.Name, text: p.Summary, path: p.ServicePath }))} />
      ) : (
        <p>{w.noProducts}</p>
      );
    case 'NEWS':
      return b.News.length ? (
        <ul className="ptl-news" data-testid="site-news">
          {b.News.map((n) => (
            <li key={n.Id}>
              <To path={`${newsPath}?id=${n.Id}`}>{n.Title}</To>
              <span className="ptl-news__date">{n.PublishAt.slice(0, 10)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p>{pw.noNews}</p>
      );
    case 'PARTNERS':
      return (
        <ul className="ptl-partners">
          {list(c).map((p, n) => {
            const image = p.ImageMediaId ? b.ImageUrls[String(p.ImageMediaId)] : undefined;
            return <li key={n}>{image ? <img src={image} alt={str(p, 'Name')} /> : str(p, 'Name')}</li>;
          })}
        </ul>
      );
    case 'STATS':
      return (
        <dl className="ptl-stats">
          {list(c).map((s, n) => (
            <div key={n}>
              <dd>{str(s, 'Value')}</dd>
              <dt>{str(s, 'Label')}</dt>
            </div>
          ))}
        </dl>
      );
    case 'RICH_TEXT':
      return <RichTextView html={str(c, 'Html')} />;
  }
}

const BOXED = new Set(['BANNER', 'RATE_BOX', 'TRACK_BOX', 'SCHEDULES']);

/** The blocks of a home page, in their order (the boxes carry their own titles). */
export function BlockList({ blocks, variant, preview, newsPath }: { blocks: PublicBlock[]; variant: string; preview?: string; newsPath: string }) {
  return (
    <div className="ptl-blocks">
      {blocks.map((b, i) => (
        <section key={i} className={`ptl-block ptl-block--${b.Kind.toLowerCase()}`} data-testid="home-block" data-kind={b.Kind}>
          {!BOXED.has(b.Kind) && str(b.Content, 'Title') && <H3>{str(b.Content, 'Title')}</H3>}
          <Body b={b} variant={variant} preview={preview} newsPath={newsPath} />
        </section>
      ))}
    </div>
  );
}

/** Every home page's blocks (`/`, `/mainPage`, `/external/home`, `/external/MHpage/Home`, `/customer/home`): the site's published ones. */
export function HomeBlocks({ variant, preview, newsPath, empty }: { variant: string; preview?: string; newsPath: string; empty?: ReactNode }) {
  const w = useWords(homeWords);
  const home = useQuery(publicHomeOptions(preview));
  if (!home.data) return home.isLoading ? <Spinner size={20} aria-label={w.loading} /> : null;
  if (!home.data.Blocks.length) return <>{empty}</>;
  return <BlockList blocks={home.data.Blocks} variant={variant} preview={preview} newsPath={newsPath} />;
}
