import { HTMLTable, Tag } from '@blueprintjs/core';
import type { VgmContainer } from '../../contract/vgm/calls';
import { vgmShown } from '../../domain/vgm/shown';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { VGM_SHOWN_WORDS, VGM_STATUS_WORDS, VGM_TERMINAL_WORDS, vgmWords } from './words';

/** The container's VGM in one word (carrier, terminal and the terminal's weight together). */
function ShownTag({ latest }: { latest: VgmContainer['Latest'] }) {
  const lang = useLanguage();
  const shown = vgmShown(latest);
  const intent = shown === 'accepted' ? 'success' : shown === 'rejected' || shown === 'deviation' ? 'danger' : shown === 'sent' ? 'primary' : 'none';
  return (
    <Tag intent={intent} minimal={shown === 'none'} data-testid="vgm-shown">
      {VGM_SHOWN_WORDS[shown][lang]}
    </Tag>
  );
}

/** The terminal's side: its state, its reference or its reason. */
function TerminalCell({ latest }: { latest: VgmContainer['Latest'] }) {
  const lang = useLanguage();
  const w = useWords(vgmWords);
  const t = latest?.TerminalStatus as 2 | 3 | 4 | 5 | null | undefined;
  if (!latest || !t) return <span className="bp6-text-muted">{latest ? w.notToTerminal : '—'}</span>;
  return (
    <>
      <Tag minimal intent={t === 4 ? 'success' : t === 5 || t === 2 ? 'danger' : 'primary'} data-testid="vgm-terminal">
        {VGM_TERMINAL_WORDS[t][lang]}
      </Tag>
      {latest.TerminalRef ? <div>{latest.TerminalRef}</div> : null}
      {latest.TerminalError ? <div style={{ color: '#cd4246' }}>{latest.TerminalError}</div> : null}
    </>
  );
}

/** The carrier's state of a box's latest version, in its colour. */
function CarrierCell({ latest }: { latest: VgmContainer['Latest'] }) {
  const lang = useLanguage();
  const w = useWords(vgmWords);
  if (!latest) return <Tag minimal>{w.none}</Tag>;
  const intent = latest.VGM_STATUS === 4 ? 'success' : latest.VGM_STATUS === 5 ? 'danger' : latest.VGM_STATUS === 3 ? 'primary' : 'none';
  return (
    <Tag intent={intent} data-testid="vgm-state">
      {VGM_STATUS_WORDS[latest.VGM_STATUS as 1]?.[lang]}
    </Tag>
  );
}

/** The terminal's weight, and how far it is from the declared one (vgm.tolerance), with who weighed. */
function MeasuredCell({ latest }: { latest: VgmContainer['Latest'] }) {
  const lang = useLanguage();
  const w = useWords(vgmWords);
  return (
    <td data-testid="vgm-measured">
      {latest?.VGM_MEASURED_KG ?? '—'}
      {latest?.VGM_MEASURED_KG && latest.Deviation ? (
        <div className={latest.Deviation.Beyond ? undefined : 'bp6-text-muted'} style={latest.Deviation.Beyond ? { color: '#cd4246' } : undefined}>
          {latest.Deviation.Beyond ? VGM_SHOWN_WORDS.deviation[lang] : w.within(latest.Deviation.Kg, latest.Deviation.LimitKg)}
          {latest.VGM_MEASURED_BY ? ` · ${latest.VGM_MEASURED_BY}` : ''}
        </div>
      ) : null}
    </td>
  );
}

/** One box: its version, the overall word, the carrier's and the terminal's answers, the weights, the method, the references and errors. */
function StatusRow({ c }: { c: VgmContainer }) {
  const w = useWords(vgmWords);
  const l = c.Latest;
  return (
    <tr data-testid={`vgm-status-${c.CNNO}`}>
      <td>{c.CNNO}</td>
      <td>{c.TYPE}</td>
      <td>{l ? `v${l.VGM_VERSION}` : '—'}</td>
      <td>
        <ShownTag latest={l} />
      </td>
      <td>
        <CarrierCell latest={l} />
      </td>
      <td>
        <TerminalCell latest={l} />
      </td>
      <td>{l?.VGM_KG ?? '—'}</td>
      <MeasuredCell latest={l} />
      <td>{l ? (l.VGM_METHOD === 1 ? w.method1 : w.method2) : '—'}</td>
      <td>
        {l?.VGM_EXTERNAL_REF}
        {l?.VGM_ERROR ? <div style={{ color: '#cd4246' }}>{l.VGM_ERROR}</div> : null}
        {l?.VGM_LATE_REASON ? <div className="bp6-text-muted">{l.VGM_LATE_REASON}</div> : null}
      </td>
    </tr>
  );
}

/** Each box's latest VGM and what the carrier and the terminal answered. */
export function VgmStatusTable({ containers }: { containers: VgmContainer[] }) {
  const w = useWords(vgmWords);
  return (
    <HTMLTable compact striped style={{ width: '100%', margin: '8px 0' }} data-testid="vgm-status">
      <thead>
        <tr>
          <th>{w.container}</th>
          <th>{w.type}</th>
          <th>{w.version}</th>
          <th>{w.overall}</th>
          <th>{w.carrier}</th>
          <th>{w.terminal}</th>
          <th>{w.vgmKg}</th>
          <th>{w.measured}</th>
          <th>{w.method}</th>
          <th>{w.carrierRef}</th>
        </tr>
      </thead>
      <tbody>
        {containers.map((c) => (
          <StatusRow key={c.CNNO} c={c} />
        ))}
      </tbody>
    </HTMLTable>
  );
}
