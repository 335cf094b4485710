import { lclSearchQueryOptions } from '../api/reads';
import { Button, Callout, FormGroup, H2, H4, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { useSessionDraft } from '../../../lib/useSessionDraft';
import { useRoute } from '../../../ui/routeContext';
import { LclResultsTable } from './LclResultsTable';
import { lclWords } from './words';
import '../search/rateSearch.css';

const FIELDS = ['pol', 'pod', 'cbm', 'kg', 'pieces', 'heaviest', 'longest'] as const;
type Asked = Record<(typeof FIELDS)[number], string>;
const num = (v: string | null) => (v && Number.isFinite(Number(v)) ? Number(v) : undefined);

/**
 * /SeaFreight/LCLFreightManagement/LCLSearch (commercial.md §4.4): a shipment's CBM, kg and pieces →
 * every co-loader on the lane with its chargeable RT, freight and surcharges line by line, ranked by
 * all-in total; the rates a piece rules out, with why. The asked cargo is in the address (a reload
 * or a shared link repeats the comparison); what is typed and not yet asked survives a reload.
 */
export default function LclSearchScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(lclWords);
  const [params, setParams] = useSearchParams();
  const asked = Object.fromEntries(FIELDS.map((f) => [f, params.get(f) ?? ''])) as Asked;
  const [form, setForm] = useSessionDraft<Asked>('freight.draft.lclSearch', asked);
  const ready = asked.pol && asked.pod && (num(asked.cbm) || num(asked.kg));
  const found = useQuery(
    lclSearchQueryOptions(
      params.toString(),
      {
        PolCode: asked.pol.toUpperCase(),
        PodCode: asked.pod.toUpperCase(),
        Cbm: num(asked.cbm) ?? 0,
        Kg: num(asked.kg) ?? 0,
        ...(num(asked.pieces) ? { Pieces: Math.round(num(asked.pieces)!) } : {}),
        ...(num(asked.heaviest) ? { HeaviestPieceKg: num(asked.heaviest) } : {}),
        ...(num(asked.longest) ? { LongestPieceCm: num(asked.longest) } : {}),
      },
      !!ready,
    ),
  );
  const labels: Record<keyof Asked, string> = { pol: w.pol, pod: w.pod, cbm: w.cbm, kg: w.kg, pieces: w.pieces, heaviest: w.heaviest, longest: w.longest };
  return (
    <section className="admin-screen rate-search" data-testid="lcl-search">
      <H2>{route.title[lang]}</H2>
      <Callout icon="info-sign">{w.searchHint}</Callout>
      <form
        className="search-form"
        aria-label={w.search}
        onSubmit={(e) => {
          e.preventDefault();
          const next = new URLSearchParams(Object.fromEntries(Object.entries(form).filter(([, v]) => v.trim())) as Record<string, string>);
          if (next.toString() === params.toString()) void found.refetch();
          else setParams(next);
        }}
      >
        {FIELDS.map((f) => (
          <FormGroup key={f} label={labels[f]} labelFor={`lcl-${f}`}>
            <InputGroup id={`lcl-${f}`} value={form[f]} onChange={(e) => setForm({ ...form, [f]: e.currentTarget.value.trim() })} />
          </FormGroup>
        ))}
        <Button type="submit" intent="primary" icon="search" text={w.search} />
      </form>
      {!ready ? null : found.isPending ? (
        <Spinner />
      ) : found.isError ? (
        <Callout intent="danger" role="alert">
          {found.error.message}
        </Callout>
      ) : (
        <>
          {!found.data.Rows.length ? <NonIdealState icon="search" description={w.noRows} /> : <LclResultsTable rows={found.data.Rows} />}
          {found.data.NotOffered.length ? (
            <Callout intent="warning" data-testid="lcl-not-offered">
              <H4>{w.notOffered}</H4>
              {found.data.NotOffered.map((n) => (
                <div key={n.RateNo}>
                  {n.CoLoaderName} ({n.RateNo}): {n.Reason}
                </div>
              ))}
            </Callout>
          ) : null}
        </>
      )}
    </section>
  );
}
