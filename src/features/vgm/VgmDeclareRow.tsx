import { FormGroup, HTMLSelect, InputGroup, Tag } from '@blueprintjs/core';
import type { VgmContainer } from '../../contract/vgm/calls';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import type { Row } from './declareRows';
import { VGM_STATUS_WORDS, vgmWords } from './words';

const digits = (v: string) => v.replace(/[^\d]/g, '');

interface RowProps {
  row: Row;
  container: VgmContainer;
  zone: string;
  errors: readonly string[];
  onChange(patch: Partial<Row>): void;
}

/** The box, its type, its latest version and state, its maximum gross and the packing list's. */
function RowHead({ row, container: c }: Pick<RowProps, 'row' | 'container'>) {
  const w = useWords(vgmWords);
  const lang = useLanguage();
  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap', marginBottom: 6 }}>
      <b>{row.CNNO}</b>
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
  );
}

/** Method 2 asks the contents' weight and the tare; method 1 the weighbridge and its ticket. */
function MethodFields({ row: r, onChange }: Pick<RowProps, 'row' | 'onChange'>) {
  const w = useWords(vgmWords);
  if (r.method === 2)
    return (
      <>
        <FormGroup label={w.cargoKg} style={{ margin: 0 }}>
          <InputGroup
            aria-label={`${w.cargoKg} ${r.CNNO}`}
            value={r.cargo}
            onChange={(e) => onChange({ cargo: digits(e.target.value) })}
            style={{ width: 110 }}
          />
        </FormGroup>
        <FormGroup label={w.tareKg} style={{ margin: 0 }}>
          <InputGroup aria-label={`${w.tareKg} ${r.CNNO}`} value={r.tare} onChange={(e) => onChange({ tare: digits(e.target.value) })} style={{ width: 90 }} />
        </FormGroup>
      </>
    );
  return (
    <>
      <FormGroup label={w.weighingParty} style={{ margin: 0, flex: 1, minWidth: 200 }}>
        <InputGroup aria-label={`${w.weighingParty} ${r.CNNO}`} value={r.party} onChange={(e) => onChange({ party: e.target.value })} />
      </FormGroup>
      <FormGroup label={w.certNo} style={{ margin: 0 }}>
        <InputGroup aria-label={`${w.certNo} ${r.CNNO}`} value={r.cert} onChange={(e) => onChange({ cert: e.target.value })} style={{ width: 140 }} />
      </FormGroup>
    </>
  );
}

/** One box of the declaration: its VGM, the method and what the method asks, the weighing time on the port's clock, and what the server refused on it. */
export function VgmDeclareRow({ row: r, container, zone, errors, onChange }: RowProps) {
  const w = useWords(vgmWords);
  return (
    <div data-testid={`vgm-row-${r.CNNO}`} className="vgm-row" style={{ borderBottom: '1px solid rgba(128,128,128,.25)', padding: '8px 0' }}>
      <RowHead row={r} container={container} />
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'flex-end' }}>
        <FormGroup label={w.vgmKg} style={{ margin: 0 }}>
          <InputGroup
            aria-label={`${w.vgmKg} ${r.CNNO}`}
            intent={errors.length ? 'danger' : 'none'}
            inputMode="numeric"
            value={r.kg}
            onChange={(e) => onChange({ kg: digits(e.target.value) })}
            style={{ width: 110 }}
          />
        </FormGroup>
        <FormGroup label={w.method} style={{ margin: 0 }}>
          <HTMLSelect
            aria-label={`${w.method} ${r.CNNO}`}
            value={r.method}
            onChange={(e) => onChange({ method: Number(e.target.value) as 1 | 2 })}
            options={[
              { value: 1, label: w.method1 },
              { value: 2, label: w.method2 },
            ]}
          />
        </FormGroup>
        <MethodFields row={r} onChange={onChange} />
        <FormGroup label={w.weighedAt} labelInfo={zone} style={{ margin: 0 }}>
          <InputGroup aria-label={`${w.weighedAt} ${r.CNNO}`} type="datetime-local" value={r.at} onChange={(e) => onChange({ at: e.target.value })} />
        </FormGroup>
      </div>
      {errors.length ? (
        <div className="bp6-text-small" style={{ color: '#cd4246', marginTop: 4 }} data-testid="vgm-row-error">
          {errors.join(' ')}
        </div>
      ) : null}
    </div>
  );
}
