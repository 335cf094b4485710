import { Callout, H4 as BpH4, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { EclpDetail } from '../../contract/epacking/calls';
import { formatDate } from '../../domain/dates';
import { ecpReasonWords } from '../../domain/epacking/words';
import type { EcpReason } from '../../domain/epacking/status';
import { pklStatusWords } from '../../domain/packing/words';
import { vgmStatusWords } from '../../domain/vgm/words';
import type { PklStatus } from '../../domain/packing/status';
import type { VgmStatus } from '../../domain/vgm/status';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { detailQueryOptions } from './api/calls';
import { ECP_EVENT_WORDS, epackingWords } from './words';

/** A section's heading, spaced from what is above it. */
const H4 = ({ children }: { children: ReactNode }) => <BpH4 style={{ marginTop: 14 }}>{children}</BpH4>;

/**
 * What the operator decides on (operations.md §4.4 ApplyAudit): the packing list's container, seal
 * and sums, its check result (§3.5, in the person's language), the declared VGM, and — `full` —
 * the goods lines and the request's history.
 */
export function EclpDetailPanel({ id, full = false }: { id: number; full?: boolean }) {
  const lang = useLanguage();
  const w = useWords(epackingWords);
  const detail = useQuery(detailQueryOptions(id));
  if (detail.isPending) return <Spinner size={24} />;
  if (!detail.data) return <Callout intent="danger">{(detail.error as Error | null)?.message}</Callout>;
  const d: EclpDetail = detail.data;
  const r = d.Request;
  const errors = d.Problems.filter((p) => p.Severity !== 'warning');
  return (
    <div className="epacking-detail" data-testid="epacking-detail">
      <H4>
        {r.PKL_NO} · {r.PKL_CNNO || '—'} {r.Simulated ? <Tag intent="warning">{w.simulated}</Tag> : null}
      </H4>
      <RequestFacts d={d} />
      <H4>{w.checkTitle}</H4>
      {d.Problems.length === 0 ? (
        <Callout intent="success" icon="tick">
          {w.checkPassed}
        </Callout>
      ) : (
        <Callout intent={errors.length ? 'danger' : 'warning'} data-testid="epacking-problems">
          <ul>
            {d.Problems.map((p) => (
              <li key={`${p.Path}:${p.Code}`}>{p.Message}</li>
            ))}
          </ul>
        </Callout>
      )}
      <H4>{w.vgmTitle}</H4>
      {d.Vgm ? (
        <p data-testid="epacking-vgm">
          <strong>{d.Vgm.VGM_KG} kg</strong> · {d.Vgm.VGM_METHOD === 1 ? w.vgmMethod1 : w.vgmMethod2} · {w.signatory} {d.Vgm.VGM_SIGNATORY} · v
          {d.Vgm.VGM_VERSION} · {vgmStatusWords[d.Vgm.VGM_STATUS as VgmStatus]?.[lang]}
        </p>
      ) : (
        <Callout intent="danger">{w.noVgm}</Callout>
      )}
      {full ? <LinesAndHistory d={d} /> : null}
    </div>
  );
}

/** The request's facts: customer, state, container and seal, vessel, terminal, sums, the reason given. */
function RequestFacts({ d }: { d: EclpDetail }) {
  const lang = useLanguage();
  const w = useWords(epackingWords);
  const r = d.Request;
  return (
    <HTMLTable compact>
      <tbody>
        <tr>
          <th>{w.customer}</th>
          <td>{r.CompanyName}</td>
          <th>{w.status}</th>
          <td>{pklStatusWords[r.PKL_STATUS as PklStatus]?.[lang]}</td>
        </tr>
        <tr>
          <th>{w.containerNo}</th>
          <td>
            {r.PKL_CNNO} ({r.PKL_CNTR_TYPE})
          </td>
          <th>{w.sealNo}</th>
          <td>{r.PKL_SEALNO || '—'}</td>
        </tr>
        <tr>
          <th>
            {w.vessel} / {w.voyage}
          </th>
          <td>
            {r.PKL_VESSEL} {r.PKL_VOYAGE}
          </td>
          <th>{w.terminal}</th>
          <td>{r.ECP_TERMINAL_CODE}</td>
        </tr>
        <tr>
          <th>{w.packages}</th>
          <td>{d.PackingList.PKL_NUM}</td>
          <th>{w.grossKg}</th>
          <td>{d.PackingList.PKL_WEIGHT}</td>
        </tr>
        {r.ECP_REASON ? (
          <tr>
            <th>{w.reason}</th>
            <td colSpan={3}>{ecpReasonWords[r.ECP_REASON as EcpReason]?.[lang] ?? r.ECP_REASON}</td>
          </tr>
        ) : null}
      </tbody>
    </HTMLTable>
  );
}

/** The goods lines and the request's history (the full panel). */
function LinesAndHistory({ d }: { d: EclpDetail }) {
  const lang = useLanguage();
  const w = useWords(epackingWords);
  return (
    <>
      <H4>{w.lines}</H4>
      <HTMLTable compact striped>
        <thead>
          <tr>
            <th>#</th>
            <th>{w.goods}</th>
            <th>{w.hsCode}</th>
            <th>{w.packages}</th>
            <th>{w.grossKg}</th>
            <th>{w.volume}</th>
          </tr>
        </thead>
        <tbody>
          {d.PackingList.Lines.map((l) => (
            <tr key={l.PKD_SEQ}>
              <td>{l.PKD_SEQ}</td>
              <td>{l.PKD_GOODS}</td>
              <td>{l.PKD_HSCODE}</td>
              <td>
                {l.PKD_NUM} {l.PKD_PACKAGE}
              </td>
              <td>{l.PKD_WEIGHT}</td>
              <td>{l.PKD_VOLUME}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <H4>{w.history}</H4>
      <ul>
        {d.Events.map((e) => (
          <li key={`${e.At}:${e.Type}`}>
            {formatDate(e.At, 'dateTime')} · {ECP_EVENT_WORDS[e.Type.replace(/^v\d+\./, '')]?.[lang] ?? e.Type} · {e.ActorName[lang]}
            {typeof e.Detail.Remarks === 'string' && e.Detail.Remarks ? ` · ${e.Detail.Remarks}` : ''}
            {typeof e.Detail.Reason === 'string' && e.Detail.Reason ? ` · ${e.Detail.Reason}` : ''}
          </li>
        ))}
      </ul>
    </>
  );
}
