import { Button, ButtonGroup, Callout, H2, HTMLSelect, Tab, Tabs } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import type { PublicNewsItem } from '../../../contract/portal/publicCalls';
import { dayIn } from '../../../domain/refdata/localTimes';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { RichTextView } from '../../../ui/richText/RichTextEditor';
import { useRoute } from '../../../ui/routeContext';
import { publicNewsDetailOptions, publicNewsOptions } from '../api/public';
import { PublicSite, usePublicSite } from '../public/PublicSite';
import { sitePageWords } from './words';

const PAGE_SIZE = 8;
const TYPES = ['', 'NEWS', 'ANNOUNCEMENT'] as const;
type NewsType = (typeof TYPES)[number];
const DETAIL = '/external/newsDetaile';
/** The day an item was published, on the office's clock. */
export const publishedDay = (iso: string) => dayIn(undefined, new Date(iso));

function NewsRows({ items }: { items: PublicNewsItem[] }) {
  const { preview } = usePublicSite();
  return (
    <ul className="ptl-news" data-testid="site-news">
      {items.map((n) => (
        <li key={n.Id}>
          <Link to={`${DETAIL}?id=${n.Id}${preview ? `&preview=${encodeURIComponent(preview)}` : ''}`}>{n.Title}</Link>
          <span className="ptl-news__date">{publishedDay(n.PublishAt)}</span>
          {n.Category && <span className="ptl-news__cat">{n.Category}</span>}
          {n.Summary && <p>{n.Summary}</p>}
        </li>
      ))}
    </ul>
  );
}

/** The categories the site's items of a type use (read from its newest 50). */
function useCategories(type: NewsType, preview?: string): string[] {
  const q = useQuery(publicNewsOptions({ Preview: preview, Type: type || undefined, PageSize: 50 }));
  return [...new Set((q.data?.Items ?? []).map((n) => n.Category).filter(Boolean))];
}

function NewsBrowser() {
  const w = useWords(sitePageWords);
  const { preview } = usePublicSite();
  const [params, setParams] = useSearchParams();
  const type = (TYPES.find((t) => t === params.get('type')) ?? '') as NewsType;
  const category = params.get('category') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const set = (next: Record<string, string>) => setParams({ ...Object.fromEntries(params), page: '1', ...next }, { replace: true });
  const categories = useCategories(type, preview);
  const news = useQuery(publicNewsOptions({ Preview: preview, Type: type || undefined, Category: category || undefined, Page: page, PageSize: PAGE_SIZE }));
  const pages = Math.max(1, Math.ceil((news.data?.Total ?? 0) / PAGE_SIZE));
  return (
    <>
      <div className="ptl-newsfilter">
        <Tabs id="ptl-news-type" selectedTabId={type || 'ALL'} onChange={(t) => set({ type: t === 'ALL' ? '' : String(t), category: '' })}>
          <Tab id="ALL" title={w.allNews} />
          <Tab id="NEWS" title={w.typeNEWS} />
          <Tab id="ANNOUNCEMENT" title={w.typeANNOUNCEMENT} />
        </Tabs>
        <HTMLSelect aria-label={w.category} value={category} onChange={(e) => set({ category: e.currentTarget.value })}>
          <option value="">{`${w.category}: ${w.allNews}`}</option>
          {categories.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </HTMLSelect>
      </div>
      {news.data && (news.data.Items.length ? <NewsRows items={news.data.Items} /> : <p>{w.noNews}</p>)}
      {pages > 1 && (
        <div className="ptl-pager" data-testid="news-pager">
          <ButtonGroup>
            <Button text={w.previous} disabled={page <= 1} onClick={() => set({ type, category, page: String(page - 1) })} />
            <Button text={w.next} disabled={page >= pages} onClick={() => set({ type, category, page: String(page + 1) })} />
          </ButtonGroup>
          <span>{w.newsPage(page, pages)}</span>
        </div>
      )}
    </>
  );
}

/** `/external/newsList`: the site's news and announcements, by type and category, a page at a time. */
export function NewsListPage() {
  const route = useRoute();
  const lang = useLanguage();
  return (
    <PublicSite>
      <H2>{route.title[lang]}</H2>
      <NewsBrowser />
    </PublicSite>
  );
}

function Article({ id }: { id: number }) {
  const w = useWords(sitePageWords);
  const { preview } = usePublicSite();
  const n = useQuery(publicNewsDetailOptions(id, preview));
  if (n.isError || !id) return <Callout intent="warning">{w.noArticle}</Callout>;
  if (!n.data) return null;
  return (
    <article className="ptl-article" data-testid="site-article">
      <H2>{n.data.Title}</H2>
      <p className="ptl-news__date">
        {publishedDay(n.data.PublishAt)}
        {n.data.Category && ` · ${n.data.Category}`}
      </p>
      <RichTextView html={n.data.Body} />
    </article>
  );
}

/** `/external/newsDetaile?id=`: one published article, and the way back to the list. */
export function NewsDetailePage() {
  const w = useWords(sitePageWords);
  const [params] = useSearchParams();
  return (
    <PublicSite>
      <Link to="/external/newsList">{`← ${w.backToNews}`}</Link>
      <Article id={Number(params.get('id')) || 0} />
    </PublicSite>
  );
}
