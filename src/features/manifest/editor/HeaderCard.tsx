import { Card, FormGroup, H4, HTMLSelect, InputGroup } from '@blueprintjs/core';
import type { ManifestRecord } from '../../../contract/manifest';
import { manifestFieldWords as F } from '../../../contract/manifest/words';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { type Draft, HEADER_FIELDS, type HeaderField, loadingAtOfInput, loadingInputOf, loadingZoneText } from '../editorModel';
import { manifestWords } from '../words';
import type { ProblemAt } from './problemMarks';

const FIELD = F as Record<string, { zh: string; en: string }>;

export interface HeaderProps {
  record: ManifestRecord;
  header: Draft['header'];
  readOnly: boolean;
  amending: boolean;
  problemAt: ProblemAt;
  onChange(header: Draft['header']): void;
}

/** One field of the bill: the payment term picked, the others typed (upper case, but the remark); the vessel locked while amending. */
function HeaderFieldInput({ f, header, readOnly, amending, problemAt, onChange }: HeaderProps & { f: HeaderField }) {
  const lang = useLanguage();
  const locked = readOnly || (amending && f === 'MFT_VESSEL');
  const p = problemAt(`/${f}`);
  const intent = p ? (p.warning ? 'warning' : 'danger') : 'none';
  return (
    <FormGroup label={FIELD[f]![lang]} helperText={p?.message} intent={intent}>
      {f === 'MFT_PAYMENT_TERM' ? (
        <HTMLSelect
          aria-label={FIELD[f]![lang]}
          value={header[f] ?? ''}
          disabled={locked}
          options={['', 'PP', 'CC']}
          onChange={(e) => onChange({ ...header, [f]: e.target.value as 'PP' })}
        />
      ) : (
        <InputGroup
          aria-label={FIELD[f]![lang]}
          value={(header[f] as string | undefined) ?? ''}
          disabled={locked}
          intent={intent}
          onChange={(e) => onChange({ ...header, [f]: f === 'MFT_REMARK' ? e.target.value : e.target.value.toUpperCase() })}
        />
      )}
    </FormGroup>
  );
}

/** The bill's header: its fields, and the planned loading typed and shown on the loading port's clock, the zone and offset named (issue 45 item 9). */
export function HeaderCard(props: HeaderProps) {
  const { record, header, readOnly, problemAt, onChange } = props;
  const w = useWords(manifestWords);
  const lang = useLanguage();
  return (
    <Card className="mft-card" data-testid="mft-header">
      <H4>{w.header}</H4>
      <div className="mft-form">
        {HEADER_FIELDS.map((f) => (
          <HeaderFieldInput key={f} f={f} {...props} />
        ))}
        <FormGroup
          label={F.MFT_LOADING_AT[lang]}
          labelInfo={<span data-testid="mft-loading-zone">{loadingZoneText(header.MFT_LOADING_AT, record.LoadingZone)}</span>}
          helperText={problemAt('/MFT_LOADING_AT')?.message}
        >
          <input
            className="bp6-input"
            type="datetime-local"
            aria-label={F.MFT_LOADING_AT[lang]}
            value={loadingInputOf(header.MFT_LOADING_AT, record.LoadingZone)}
            disabled={readOnly}
            onChange={(e) => onChange({ ...header, MFT_LOADING_AT: loadingAtOfInput(e.target.value, record.LoadingZone) })}
          />
        </FormGroup>
      </div>
    </Card>
  );
}
