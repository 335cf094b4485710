import { rateHistoryQueryOptions } from './api/reads';
import { HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { FclRateWire } from '../../contract/rates/calls';
import { formatDate } from '../../domain/dates';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { AppDialog } from '../../ui/AppDialog';
import { RATE_EVENT_WORDS, RATE_STATUS_WORDS, rateWords } from './words';

/**
 * Every version of one rate side by side (R2.8: a published rate is never changed in place), with
 * the values that differ from the version before highlighted, and what happened to each, by whom.
 */
export function RateHistoryDialog({ rateNo, onClose }: { rateNo: string; onClose(): void }) {
  const w = useWords(rateWords);
  const lang = useLanguage();
  const history = useQuery(rateHistoryQueryOptions(rateNo));
  const versions = history.data?.Versions ?? [];
  const classes = [...new Set(versions.flatMap((v) => v.Prices.map((p) => p.ContainerClass)))];
  const rows: [string, (v: FclRateWire) => string][] = [
    [w.status, (v) => (v.Expired ? rateWords.expired : RATE_STATUS_WORDS[v.Status])[lang] + (v.Visible ? '' : ` · ${w.hidden}`)],
    [w.validity, (v) => `${v.ValidFrom} – ${v.ValidTo}`],
    [w.carrier, (v) => v.CarrierCode],
    [w.pol, (v) => `${v.PolCode} ${v.PolName}`],
    [w.via, (v) => (v.ViaCode ? `${v.ViaCode} ${v.ViaName ?? ''}` : '')],
    [w.pod, (v) => `${v.PodCode} ${v.PodName}`],
    [w.currency, (v) => v.Currency],
    ...classes.map((cls): [string, (v: FclRateWire) => string] => [
      rateWords.costOf(cls)[lang],
      (v) => v.Prices.find((p) => p.ContainerClass === cls)?.Cost ?? '',
    ]),
    [w.surcharges, (v) => v.Surcharges.map((s) => `${s.FeeCode} ${s.ContainerClass ?? ''} ${s.Currency} ${s.Amount}`.replace(/\s+/g, ' ')).join('; ')],
    [w.transitDays, (v) => (v.TransitDays == null ? '' : String(v.TransitDays))],
    [w.maintainer, (v) => v.MaintainerName],
    [w.rejectRemarks, (v) => v.RejectRemarks ?? ''],
  ];
  return (
    <AppDialog isOpen onClose={onClose} title={w.historyTitle(rateNo)} style={{ width: 'min(1100px, 95vw)' }} canEscapeKeyClose>
      <div className="bp6-dialog-body" data-testid="rate-history">
        {history.isPending ? (
          <Spinner />
        ) : (
          <>
            <HTMLTable compact striped>
              <thead>
                <tr>
                  <th />
                  {versions.map((v) => (
                    <th key={v.Id}>
                      {w.version} {v.Version}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map(([label, value]) => (
                  <tr key={label}>
                    <th>{label}</th>
                    {versions.map((v, i) => {
                      const text = value(v);
                      const changed = i > 0 && text !== value(versions[i - 1]!);
                      return (
                        <td key={v.Id} className={changed ? 'rate-history__changed' : undefined}>
                          {changed ? (
                            <Tag intent="warning" minimal>
                              {text}
                            </Tag>
                          ) : (
                            text
                          )}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
            <h4>{w.events}</h4>
            <ul data-testid="rate-events">
              {(history.data?.Events ?? []).map((e, i) => (
                <li key={`${e.RateId}-${i}`}>
                  {formatDate(e.At, 'dateTime')} · {w.version} {e.Version} · {(RATE_EVENT_WORDS[e.Type] ?? { zh: e.Type, en: e.Type })[lang]} · {e.Actor}
                  {typeof e.Detail.Remarks === 'string' ? ` · ${e.Detail.Remarks}` : ''}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </AppDialog>
  );
}
