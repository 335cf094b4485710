import { Button, Callout, ControlGroup, H2, InputGroup, Intent, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PUBLIC_TRACK_PAGES } from '../../contract/publicTrack/module';
import { publicTrackRefusalWords as R } from '../../contract/publicTrack/words';
import { normaliseTrackNumber } from '../../domain/publicTrack/trackNumber';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { ApiError } from '../../streams/callApi';
import { useRoute } from '../../ui/routeContext';
import { trackQueryOptions } from './api/track';
import { PublicTimeline } from './PublicTimeline';
import { publicTrackWords } from './words';
import './publicTrack.css';

/** Why a lookup was refused, in the visitor's language now (a 429's words carry its wait, as the server said them). */
function refusalText(e: unknown, lang: 'zh' | 'en', failed: string): string {
  if (!(e instanceof ApiError)) return failed;
  if (e.code === 'NOT_FOUND_FOR_SITE') return R.notFound[lang];
  if (e.code === 'CHECK_DIGIT') return R.checkDigit[lang];
  if (e.code === 'BAD_NUMBER') return R.shape[lang];
  return e.message || failed;
}

/**
 * The public tracking pages (operations.md §8.4): /asiawise (客户箱货查询), /customer/cargoCenter
 * (货物跟踪中心) and /external/electronic/tracking (电子跟踪), each in its own site's frame (the route
 * table's layout). A visitor types a container or B/L number and reads the public timeline of the
 * site's company's shipment (a number given as `?no=`, as a site's tracking box sends it, at once); no sign-in. Every try is one query against the limits, so nothing is
 * retried or asked again by itself.
 */
export default function TrackScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(publicTrackWords);
  // a site's tracking box sends its number here (`?no=`): it is looked up at once
  const given = useSearchParams()[0].get('no') ?? '';
  const [typed, setTyped] = useState(given);
  const [asked, setAsked] = useState(() => ({ no: normaliseTrackNumber(given) || '', times: normaliseTrackNumber(given) ? 1 : 0 }));
  const channel = PUBLIC_TRACK_PAGES[route.path as keyof typeof PUBLIC_TRACK_PAGES] ?? 'QUICKSEARCH';
  const result = useQuery(trackQueryOptions({ No: asked.no, Channel: channel }, asked.times));
  return (
    <section className="ptrk-screen" data-testid="public-track">
      <H2>{route.title[lang]}</H2>
      <p className="ptrk-hint">{w.hint}</p>
      <form
        className="ptrk-box"
        onSubmit={(e) => {
          e.preventDefault();
          const no = normaliseTrackNumber(typed);
          if (no) setAsked((a) => ({ no, times: a.times + 1 }));
        }}
      >
        <ControlGroup fill>
          <InputGroup
            large
            aria-label={w.boxLabel}
            placeholder={w.boxPlaceholder}
            value={typed}
            onValueChange={setTyped}
            maxLength={60}
            autoFocus
            data-testid="track-number"
          />
          <Button type="submit" large intent={Intent.PRIMARY} icon="search" text={w.track} disabled={!typed.trim()} loading={result.isFetching} />
        </ControlGroup>
      </form>
      {result.isFetching ? <Spinner size={24} /> : null}
      {result.isError ? (
        <Callout intent={result.error instanceof ApiError && result.error.status === 404 ? Intent.WARNING : Intent.DANGER} data-testid="track-refusal">
          {refusalText(result.error, lang, w.failed)}
        </Callout>
      ) : null}
      {result.data && !result.isFetching ? <PublicTimeline a={result.data} /> : null}
    </section>
  );
}
