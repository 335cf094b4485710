import { markupPreviewQueryOptions } from '../api/reads';
import { Callout, FormGroup, H3, HTMLSelect, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CustomerLevel } from '../../../contract/rates/searchCalls';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { ruleWords } from './words';

const CLASSES = ['20GP', '40GP', '40HQ'];

/**
 * The rules at work on sample lanes (commercial.md §2.5 PriceSet, `MarkupRule/Preview`): the lanes
 * customers search most, each priced today by the engine with the current rules — cost, sell,
 * margin and the rule that priced it; a price below its floor is marked. Saving a rule refreshes it
 * (the rule list and the preview share the `rates` key). On the levels page a level is chosen; the
 * business page shows the business default.
 */
export function MarkupPreview({ levels }: { levels?: readonly CustomerLevel[] }) {
  const w = useWords(ruleWords);
  const lang = useLanguage();
  const [levelId, setLevelId] = useState('');
  const [cls, setCls] = useState('40HQ');
  const level = levels ? levelId || String(levels.find((l) => !l.IsPublic)?.Id ?? '') : '';
  const preview = useQuery(markupPreviewQueryOptions(level, cls, !levels || !!level));
  return (
    <section className="admin-screen" aria-label={w.previewTitle} data-testid="markup-preview">
      <H3>{w.previewTitle}</H3>
      <div className="search-form">
        {levels && (
          <FormGroup label={w.level} labelFor="mp-level">
            <HTMLSelect id="mp-level" value={level} onChange={(e) => setLevelId(e.currentTarget.value)}>
              {levels.map((l) => (
                <option key={l.Id} value={String(l.Id)}>
                  {lang === 'zh' ? l.NameZh : l.NameEn}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
        )}
        <FormGroup label={w.containerClass} labelFor="mp-class">
          <HTMLSelect id="mp-class" value={cls} onChange={(e) => setCls(e.currentTarget.value)} options={CLASSES} />
        </FormGroup>
      </div>
      {preview.isPending ? (
        <Spinner size={20} />
      ) : preview.isError ? (
        <Callout intent="danger">{preview.error.message}</Callout>
      ) : !preview.data.length ? (
        <Callout icon="info-sign">{w.previewEmpty}</Callout>
      ) : (
        <HTMLTable compact striped aria-label={w.previewTitle}>
          <thead>
            <tr>
              <th>{w.lane}</th>
              <th>{w.carrier}</th>
              <th>{w.cost}</th>
              <th>{w.sell}</th>
              <th>{w.margin}</th>
              <th>{w.pricedBy}</th>
              <th>{w.searches30}</th>
            </tr>
          </thead>
          <tbody>
            {preview.data.map((r) => (
              <tr key={r.RateNo}>
                <td>
                  {r.PolCode} → {r.PodCode}
                </td>
                <td>
                  {r.CarrierCode} <span className="bp6-text-muted">{r.RateNo}</span>
                </td>
                <td>
                  {r.Currency} {r.Cost}
                </td>
                <td>
                  {r.Currency} {r.Sell}
                </td>
                <td>
                  {r.Margin} ({r.MarginPct}%){' '}
                  {r.BelowFloor && (
                    <Tag intent="danger" minimal>
                      {w.belowFloor(r.Floor)}
                    </Tag>
                  )}
                </td>
                <td>{r.RuleName || w.noRule}</td>
                <td>{r.Searches}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </section>
  );
}
