import { H2, HTMLTable, Tag } from '@blueprintjs/core';
import { formatDate } from '../../../domain/dates';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { readySpaceWords, SPACE_STATUS_WORDS } from '../words';
import type { ReadySpace } from './useBuyFlow';

/** The listing's sailing, cut-offs, what the price includes, the surcharges, the maximum per order, the hold time and the terms. */
export function SpaceFacts({ space: s }: { space: ReadySpace }) {
  const lang = useLanguage();
  const w = useWords(readySpaceWords);
  return (
    <>
      <H2>
        {s.CarrierCode} {s.VesselName} {s.Voyage} · {s.PolCode} → {s.PodCode}{' '}
        <Tag intent={s.Status === 'ON_SALE' ? 'success' : 'warning'} data-testid="space-status">
          {SPACE_STATUS_WORDS[s.Status][lang]}
        </Tag>
      </H2>
      <p>
        {w.spaceNo} {s.SpaceNo} · {w.provider} {s.ProviderName} · {w.etd} {s.Etd} · {w.validUntil} {s.ValidUntil ? formatDate(s.ValidUntil, 'dateTime') : ''}
      </p>
      <p>
        {w.cutOffs}: {s.CutOffs.map((c) => `${c.Code} ${formatDate(c.DateTime, 'dateTime')}`).join(' · ')}
      </p>
      <HTMLTable compact className="ready-space-facts" data-testid="space-facts">
        <tbody>
          <tr>
            <th style={{ whiteSpace: 'nowrap' }}>{w.priceIncludes}</th>
            <td data-testid="price-includes">{s.PriceIncludes === 'ALL_IN' ? w.allIn : w.ofOnly}</td>
          </tr>
          <tr>
            <th style={{ whiteSpace: 'nowrap' }}>{w.surcharges}</th>
            <td data-testid="surcharges">
              {s.Surcharges.length
                ? s.Surcharges.map((c) => `${c.Code} ${c.Currency} ${c.Amount} ${c.Per === 'BL' ? w.perBl : w.perContainer}`).join(' · ')
                : w.noSurcharges}
            </td>
          </tr>
          <tr>
            <th style={{ whiteSpace: 'nowrap' }}>{w.maxPerOrder}</th>
            <td data-testid="max-per-order">{s.MaxPerOrder ?? w.noMax}</td>
          </tr>
          <tr>
            <th style={{ whiteSpace: 'nowrap' }}>{w.holdTime}</th>
            <td data-testid="hold-time">
              {w.holdMinutes(s.HoldMinutes)} <span className="bp6-text-muted">({w.holdHint})</span>
            </td>
          </tr>
          <tr>
            <th style={{ whiteSpace: 'nowrap' }}>{w.terms}</th>
            <td>
              {s.CancellationTerms}
              {s.CancelFeePerContainer ? ` · ${w.feePerContainer} ${s.Currency} ${s.CancelFeePerContainer}` : ''}
            </td>
          </tr>
          {s.Remarks ? (
            <tr>
              <th style={{ whiteSpace: 'nowrap' }}>{w.remarks}</th>
              <td data-testid="remarks">{s.Remarks}</td>
            </tr>
          ) : null}
        </tbody>
      </HTMLTable>
    </>
  );
}
