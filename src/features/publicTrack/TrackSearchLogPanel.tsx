import { Callout, Card, FormGroup, H5, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SEARCH_CHANNELS, type TrackSearchRow, type TrackSearchTop } from '../../contract/publicTrack/calls';
import { publicTrackListCalls } from '../../contract/publicTrack/listCalls';
import { PUBLIC_TRACK_ACCESS } from '../../contract/publicTrack/module';
import { formatDate } from '../../domain/dates';
import type { Bilingual } from '../../i18n/bilingual';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { type DataColumn, DataTable } from '../../lib/DataTable';
import { topQueriesOptions } from './api/track';
import { channelWords, publicTrackWords, queryTypeWords } from './words';
import './publicTrack.css';

const say = (table: Record<string, Bilingual>, code: string, lang: 'zh' | 'en') => table[code]?.[lang] ?? code;

/** One list of numbers with their counts: the most searched, or the unknown ones searched again. */
function QueryCounts({ title, rows, testId }: { title: string; rows: TrackSearchTop['Top']; testId: string }) {
  const lang = useLanguage();
  const w = useWords(publicTrackWords);
  return (
    <Card className="ptrk-counts" data-testid={testId}>
      <H5>{title}</H5>
      {rows.length ? (
        <ol>
          {rows.map((q) => (
            <li key={q.Query}>
              <code>{q.Query}</code> {say(queryTypeWords, q.QueryType, lang)} · {w.searches(q.Searches, q.Visitors)}
            </li>
          ))}
        </ol>
      ) : (
        <p>{w.none}</p>
      )}
    </Card>
  );
}

/**
 * The tracking searches on the search log page (/internal/freightTrack/UserSearchLog, operations.md
 * §8.4), lent to the rates module's screen as its second tab (src/ui/panels.tsx `searchLog.channels`):
 * every channel's searches, filtered by channel, found and day; the most searched numbers and the
 * unknown ones searched again (typos in a document, or someone walking numbers); Excel export.
 */
export default function TrackSearchLogPanel() {
  const lang = useLanguage();
  const w = useWords(publicTrackWords);
  const [filters, setFilters] = useState<{ Channel?: string; Found?: string; From?: string; To?: string }>({});
  const fixed = Object.fromEntries(Object.entries(filters).filter(([, v]) => v)) as Record<string, string>;
  const top = useQuery(
    topQueriesOptions({
      ...(fixed.Channel ? { Channel: fixed.Channel as (typeof SEARCH_CHANNELS)[number] } : {}),
      ...(fixed.Found ? { Found: fixed.Found === 'true' } : {}),
      ...(fixed.From ? { From: fixed.From } : {}),
      ...(fixed.To ? { To: fixed.To } : {}),
    }),
  );
  const set = (key: keyof typeof filters) => (value: string) => setFilters((f) => ({ ...f, [key]: value }));
  const columns: DataColumn<TrackSearchRow>[] = [
    { key: 'At', title: publicTrackWords.at, width: 150, sortable: true, text: (r) => formatDate(r.At, 'dateTime') },
    { key: 'Channel', title: publicTrackWords.channel, width: 130, text: (r, l) => say(channelWords, r.Channel, l) },
    { key: 'SiteName', title: publicTrackWords.site, width: 180, text: (r, l) => r.SiteName || publicTrackWords.mainSite[l] },
    { key: 'PersonName', title: publicTrackWords.person, width: 100 },
    { key: 'Visitor', title: publicTrackWords.visitor, width: 120 },
    { key: 'QueryType', title: publicTrackWords.queryType, width: 90, text: (r, l) => say(queryTypeWords, r.QueryType, l) },
    { key: 'Query', title: publicTrackWords.query, width: 150, sortable: true, filter: 'text' },
    { key: 'Found', title: publicTrackWords.found, width: 70, text: (r, l) => (r.Found ? publicTrackWords.yes : publicTrackWords.no)[l] },
    { key: 'Results', title: publicTrackWords.results, width: 70 },
    { key: 'Ms', title: publicTrackWords.ms, width: 90, sortable: true },
  ];
  return (
    <div className="ptrk-log" data-testid="track-search-log">
      <Callout icon="search-template">{w.trackLogHint}</Callout>
      <div className="ptrk-filters">
        <FormGroup label={w.channel} inline>
          <HTMLSelect
            value={filters.Channel ?? ''}
            onChange={(e) => set('Channel')(e.currentTarget.value)}
            options={[{ value: '', label: '—' }, ...SEARCH_CHANNELS.map((c) => ({ value: c, label: channelWords[c]![lang] }))]}
            aria-label={w.channel}
          />
        </FormGroup>
        <FormGroup label={w.found} inline>
          <HTMLSelect
            value={filters.Found ?? ''}
            onChange={(e) => set('Found')(e.currentTarget.value)}
            options={[
              { value: '', label: '—' },
              { value: 'true', label: w.yes },
              { value: 'false', label: w.no },
            ]}
            aria-label={w.found}
          />
        </FormGroup>
        <FormGroup label={w.from} inline>
          <InputGroup type="date" value={filters.From ?? ''} onValueChange={set('From')} aria-label={w.from} />
        </FormGroup>
        <FormGroup label={w.to} inline>
          <InputGroup type="date" value={filters.To ?? ''} onValueChange={set('To')} aria-label={w.to} />
        </FormGroup>
      </div>
      <div className="ptrk-top">
        <QueryCounts title={w.topQueries} rows={top.data?.Top ?? []} testId="top-queries" />
        <QueryCounts title={w.unknownRepeated} rows={top.data?.UnknownRepeated ?? []} testId="unknown-repeated" />
      </div>
      <DataTable<TrackSearchRow>
        list={publicTrackListCalls.searchLog}
        label={w.trackSearches}
        exportAccess={PUBLIC_TRACK_ACCESS.trackSearchLogRead}
        columns={columns}
        fixed={fixed}
      />
    </div>
  );
}
