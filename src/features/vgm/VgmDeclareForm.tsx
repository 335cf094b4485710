import { Button, Callout, Checkbox, FormGroup, HTMLSelect, InputGroup, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import type { VgmContainer } from '../../contract/vgm/calls';
import { localDateTime, parseLocalDateTime, zoneOr } from '../../domain/refdata/localTimes';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { ApiError } from '../../streams/callApi';
import { VGM_STATUS_WORDS, vgmWords } from './words';

/**
 * One declaration for all of a booking's containers (operations.md §6.3 Declare): a row per box
 * (VGM, method, contents and tare for method 2, weighing time, weighbridge and ticket for method 1),
 * then the responsible party, the signatory and the declaration ticked once. The server runs the
 * rules (src/domain/vgm/check.ts); what it refuses is shown under the row it names. Used by the VGM
 * panel and by the share page.
 */
export interface DeclaredParts {
  Containers: {
    CNNO: string;
    VGM_KG: number;
    VGM_METHOD: 1 | 2;
    VGM_CARGO_KG?: number | null;
    VGM_TARE_KG?: number | null;
    VGM_WEIGHED_AT: string;
    VGM_WEIGHING_PARTY?: string;
    VGM_CERT_NO?: string;
  }[];
  VGM_RESPONSIBLE_PARTY: string;
  VGM_SIGNATORY: string;
  Accept: boolean;
  Reason?: string;
}

type Row = { CNNO: string; kg: string; method: 1 | 2; cargo: string; tare: string; at: string; party: string; cert: string };

/** A datetime-local value ("2026-11-27T10:30") for an instant, on the loading port's clock (not the browser's). */
const localInput = (iso: string, zone: string) => localDateTime(iso, zone).replace(' ', 'T');
const num = (s: string) => (s.trim() === '' ? null : Number(s));

function rowOf(c: VgmContainer, zone: string): Row {
  const l = c.Latest;
  return {
    CNNO: c.CNNO,
    kg: l ? String(l.VGM_KG) : '',
    method: (l?.VGM_METHOD as 1 | 2) ?? 1,
    cargo: l?.VGM_CARGO_KG != null ? String(l.VGM_CARGO_KG) : '',
    tare: l?.VGM_TARE_KG != null ? String(l.VGM_TARE_KG) : c.TareKg != null ? String(c.TareKg) : '',
    at: localInput(l?.VGM_WEIGHED_AT ?? new Date(Date.now() - 3_600_000).toISOString(), zone),
    party: l?.VGM_WEIGHING_PARTY ?? '',
    cert: l?.VGM_CERT_NO ?? '',
  };
}

export function VgmDeclareForm({
  containers,
  askReason,
  onDeclare,
  onSaveDraft,
  initialParty = '',
  initialSignatory = '',
  zone: placeZone,
}: {
  containers: VgmContainer[];
  /** Staff after the VCO: the late reason is asked. */
  askReason: boolean;
  onDeclare(parts: DeclaredParts): Promise<string>;
  onSaveDraft?(parts: DeclaredParts): Promise<string>;
  initialParty?: string;
  initialSignatory?: string;
  /** The loading port's zone: the weighing time is typed and shown on its clock (Asia/Shanghai when none). */
  zone?: string;
}) {
  const zone = zoneOr(placeZone);
  const w = useWords(vgmWords);
  const lang = useLanguage();
  const [rows, setRows] = useState<Row[]>(() => containers.map((c) => rowOf(c, zone)));
  const [party, setParty] = useState(initialParty || containers.find((c) => c.Latest)?.Latest?.VGM_RESPONSIBLE_PARTY || '');
  const [signatory, setSignatory] = useState(initialSignatory || containers.find((c) => c.Latest)?.Latest?.VGM_SIGNATORY || '');
  const [accept, setAccept] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | Error | undefined>();
  const [done, setDone] = useState('');
  const set = (i: number, patch: Partial<Row>) => setRows((rs) => rs.map((r, k) => (k === i ? { ...r, ...patch } : r)));

  const parts = (): DeclaredParts => ({
    Containers: rows
      .filter((r) => r.kg.trim())
      .map((r) => ({
        CNNO: r.CNNO,
        VGM_KG: Number(r.kg),
        VGM_METHOD: r.method,
        ...(r.method === 2 ? { VGM_CARGO_KG: num(r.cargo), VGM_TARE_KG: num(r.tare) } : { VGM_WEIGHING_PARTY: r.party, VGM_CERT_NO: r.cert }),
        VGM_WEIGHED_AT: parseLocalDateTime(r.at, zone) ?? r.at,
      })),
    VGM_RESPONSIBLE_PARTY: party,
    VGM_SIGNATORY: signatory,
    Accept: accept,
    ...(askReason && reason.trim() ? { Reason: reason.trim() } : {}),
  });
  const run = async (act: (p: DeclaredParts) => Promise<string>) => {
    setBusy(true);
    setError(undefined);
    setDone('');
    try {
      setDone(await act(parts()));
    } catch (e) {
      setError(e as Error);
    } finally {
      setBusy(false);
    }
  };
  // the refusal's field errors by the row they name (/Containers/<i>/…), the rest as said
  const sent = parts().Containers.map((c) => c.CNNO);
  const fieldErrors = error instanceof ApiError ? (error.errors ?? []) : [];
  const rowError = (i: number) => {
    const at = sent.indexOf(rows[i]!.CNNO);
    return fieldErrors.filter((e) => at >= 0 && e.Path.startsWith(`/Containers/${at}/`)).map((e) => e.Message);
  };
  const others = fieldErrors.filter((e) => !e.Path.startsWith('/Containers/')).map((e) => e.Message);

  return (
    <div data-testid="vgm-declare-form">
      {rows.map((r, i) => {
        const c = containers[i]!;
        const errs = rowError(i);
        const digits = (v: string) => v.replace(/[^\d]/g, '');
        return (
          <div key={r.CNNO} data-testid={`vgm-row-${r.CNNO}`} className="vgm-row" style={{ borderBottom: '1px solid rgba(128,128,128,.25)', padding: '8px 0' }}>
            <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap', marginBottom: 6 }}>
              <b>{r.CNNO}</b>
              <Tag minimal>{c.TYPE}</Tag>
              {c.Latest ? (
                <Tag minimal intent={c.Latest.VGM_STATUS === 4 ? 'success' : c.Latest.VGM_STATUS === 5 ? 'danger' : 'none'}>
                  v{c.Latest.VGM_VERSION} {VGM_STATUS_WORDS[c.Latest.VGM_STATUS as 1]?.[lang]}
                </Tag>
              ) : null}
              <span className="bp6-text-small bp6-text-muted">
                {w.maxGross} {c.MaxGrossKg ?? '—'}
                {c.PackingGrossKg != null ? ` · ${w.packingGross} ${c.PackingGrossKg}` : ''}
              </span>
            </div>
            <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'flex-end' }}>
              <FormGroup label={w.vgmKg} style={{ margin: 0 }}>
                <InputGroup
                  aria-label={`${w.vgmKg} ${r.CNNO}`}
                  intent={errs.length ? 'danger' : 'none'}
                  inputMode="numeric"
                  value={r.kg}
                  onChange={(e) => set(i, { kg: digits(e.target.value) })}
                  style={{ width: 110 }}
                />
              </FormGroup>
              <FormGroup label={w.method} style={{ margin: 0 }}>
                <HTMLSelect
                  aria-label={`${w.method} ${r.CNNO}`}
                  value={r.method}
                  onChange={(e) => set(i, { method: Number(e.target.value) as 1 | 2 })}
                  options={[
                    { value: 1, label: w.method1 },
                    { value: 2, label: w.method2 },
                  ]}
                />
              </FormGroup>
              {r.method === 2 ? (
                <>
                  <FormGroup label={w.cargoKg} style={{ margin: 0 }}>
                    <InputGroup
                      aria-label={`${w.cargoKg} ${r.CNNO}`}
                      value={r.cargo}
                      onChange={(e) => set(i, { cargo: digits(e.target.value) })}
                      style={{ width: 110 }}
                    />
                  </FormGroup>
                  <FormGroup label={w.tareKg} style={{ margin: 0 }}>
                    <InputGroup
                      aria-label={`${w.tareKg} ${r.CNNO}`}
                      value={r.tare}
                      onChange={(e) => set(i, { tare: digits(e.target.value) })}
                      style={{ width: 90 }}
                    />
                  </FormGroup>
                </>
              ) : (
                <>
                  <FormGroup label={w.weighingParty} style={{ margin: 0, flex: 1, minWidth: 200 }}>
                    <InputGroup aria-label={`${w.weighingParty} ${r.CNNO}`} value={r.party} onChange={(e) => set(i, { party: e.target.value })} />
                  </FormGroup>
                  <FormGroup label={w.certNo} style={{ margin: 0 }}>
                    <InputGroup aria-label={`${w.certNo} ${r.CNNO}`} value={r.cert} onChange={(e) => set(i, { cert: e.target.value })} style={{ width: 140 }} />
                  </FormGroup>
                </>
              )}
              <FormGroup label={w.weighedAt} labelInfo={zone} style={{ margin: 0 }}>
                <InputGroup aria-label={`${w.weighedAt} ${r.CNNO}`} type="datetime-local" value={r.at} onChange={(e) => set(i, { at: e.target.value })} />
              </FormGroup>
            </div>
            {errs.length ? (
              <div className="bp6-text-small" style={{ color: '#cd4246', marginTop: 4 }} data-testid="vgm-row-error">
                {errs.join(' ')}
              </div>
            ) : null}
          </div>
        );
      })}
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', marginTop: 8 }}>
        <FormGroup label={w.responsibleParty} style={{ flex: 1, minWidth: 240 }}>
          <InputGroup aria-label={w.responsibleParty} value={party} onChange={(e) => setParty(e.target.value)} />
        </FormGroup>
        <FormGroup label={w.signatory} helperText={w.signatoryHint} style={{ flex: 1, minWidth: 200 }}>
          <InputGroup aria-label={w.signatory} value={signatory} onChange={(e) => setSignatory(e.target.value.toUpperCase())} />
        </FormGroup>
        {askReason ? (
          <FormGroup label={w.lateReason} style={{ flex: 1, minWidth: 200 }}>
            <InputGroup aria-label={w.lateReason} value={reason} placeholder="late VGM" onChange={(e) => setReason(e.target.value)} />
          </FormGroup>
        ) : null}
      </div>
      <Callout style={{ marginBottom: 8 }}>
        <Checkbox checked={accept} onChange={(e) => setAccept(e.currentTarget.checked)} label={w.declarationText} data-testid="vgm-accept" />
      </Callout>
      {error ? (
        <Callout intent="danger" data-testid="vgm-error" style={{ marginBottom: 8 }}>
          {error.message}
          {others.length ? <div>{others.join(' ')}</div> : null}
        </Callout>
      ) : null}
      {done ? (
        <Callout intent="success" data-testid="vgm-done" style={{ marginBottom: 8 }}>
          {done}
        </Callout>
      ) : null}
      <div style={{ display: 'flex', gap: 8 }}>
        <Button intent="primary" icon="confirm" text={w.declareAll} loading={busy} onClick={() => void run(onDeclare)} />
        {onSaveDraft ? <Button icon="floppy-disk" text={w.saveDraft} loading={busy} onClick={() => void run(onSaveDraft)} /> : null}
      </div>
    </div>
  );
}
