import { Button, Callout, H2, Spinner } from '@blueprintjs/core';
import { useSearchParams } from 'react-router-dom';
import { RATE_ANALYSIS_ACCESS as A } from '../../contract/rateAnalysis/module';
import { placeTime } from '../../domain/refdata/localTimes';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { useCallAction } from '../../lib/useCallAction';
import { Gate } from '../../session/Gate';
import { useRoute } from '../../ui/routeContext';
import { toastFailure } from '../../ui/toaster';
import { exportPlatformRates, rateAnalysisKeys, refreshIndex, usePlatformRates } from './api/rateAnalysis';
import { filterParams, platformFilters } from './filters';
import { IndexCharts, Notices, Volatility } from './IndexPanels';
import { IndexTable } from './IndexTable';
import { PlatformFilters } from './PlatformFilters';
import { rateAnalysisWords } from './words';
import './rateAnalysis.css';

/** /system/PlatformFreightAnalysis (commercial.md §9.3): the weekly price index of a lane per class, its volatility, the notices, the table and its export. */
export default function PlatformScreen() {
  const [params, setParams] = useSearchParams();
  const filters = platformFilters(params);
  const lang = useLanguage();
  const w = useWords(rateAnalysisWords);
  const route = useRoute();
  const index = usePlatformRates(filters);
  const refresh = useCallAction(refreshIndex, [rateAnalysisKeys.platformAny()]);
  const d = index.data;
  const laneChosen = Boolean(filters.POL && filters.POD);
  const hasWeeks = Boolean(d?.Weeks.length);
  return (
    <section className="admin-screen rate-analysis" data-testid="platform-rate-analysis">
      <H2>{route.title[lang]}</H2>
      <PlatformFilters value={filters} options={d?.Options} onChange={(next) => setParams(filterParams(next))} />
      <div className="rate-analysis-bar">
        <Button
          icon="download"
          text={w.exportTable}
          disabled={!laneChosen || !hasWeeks}
          onClick={() => void exportPlatformRates(filters).catch(toastFailure)}
        />
        <Gate access={A.platformRatesRefresh}>
          <Button icon="refresh" text={w.refresh} onClick={() => void refresh(undefined, w.refreshed)} />
        </Gate>
        <span className="counted">{d ? (d.CountedAt ? w.countedAt(placeTime(d.CountedAt)) : w.neverCounted) : ''}</span>
      </div>
      {index.isPending && <Spinner aria-label={w.loading} />}
      {index.isError && <Callout intent="danger">{index.error.message}</Callout>}
      {d && !d.WithCost && <Callout intent="primary">{w.withoutCost}</Callout>}
      {d && !laneChosen && <Callout>{w.chooseLane}</Callout>}
      {d && laneChosen && !hasWeeks && <Callout data-testid="index-empty">{w.noWeeks}</Callout>}
      {d && hasWeeks && <IndexCharts d={d} />}
      {d && hasWeeks && <Volatility d={d} />}
      {d && laneChosen && <Notices d={d} />}
      {d && hasWeeks && (
        <div className="rate-analysis-scroll">
          <IndexTable weeks={d.Weeks} withCost={d.WithCost} />
        </div>
      )}
    </section>
  );
}
