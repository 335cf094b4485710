import { Button, Callout, FormGroup, H2, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ENDPOINTS } from '../../../contract/endpoints';
import { RATE_TYPES } from '../../../contract/rates/calls';
import { RATES_ACCESS } from '../../../contract/rates/module';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { saveDownload } from '../../../lib/saveFile';
import { SHEET_ACCEPT, sheetContentType } from '../../../lib/sheetFile';
import { Gate } from '../../../session/Gate';
import { useRoute } from '../../../ui/routeContext';
import { showToast } from '../../../ui/toaster';
import { useUploadRateSheet } from '../api/batches';
import { BatchView } from './BatchView';
import { batchWords } from './words';
import { FilePick } from '../../../lib/FilePick';

/** What a sheet leaves out, typed before it is chosen: carrier, currency, rate type, validity. */
const NO_DEFAULTS = { CarrierCode: '', Currency: '', RateType: '', ValidFrom: '', ValidTo: '' };
type SheetDefaults = typeof NO_DEFAULTS;

/** The sheet's defaults and the file to upload. */
function SheetDefaultsForm({
  defaults,
  setDefaults,
  sending,
  onFile,
}: {
  defaults: SheetDefaults;
  setDefaults(defaults: SheetDefaults): void;
  sending: boolean;
  onFile(file: File): void;
}) {
  const w = useWords(batchWords);
  const field = (key: keyof typeof defaults, label: string, placeholder = '') => (
    <FormGroup label={label} labelFor={`rb-${key}`}>
      <InputGroup
        id={`rb-${key}`}
        value={defaults[key]}
        placeholder={placeholder}
        onChange={(e) => setDefaults({ ...defaults, [key]: e.currentTarget.value.trim() })}
      />
    </FormGroup>
  );
  return (
    <fieldset className="batch-form">
      <legend>{w.sheetDefaults}</legend>
      {field('CarrierCode', w.carrier, 'COSU')}
      {field('Currency', w.currency, 'USD')}
      <FormGroup label={w.rateType} labelFor="rb-RateType">
        <HTMLSelect
          id="rb-RateType"
          value={defaults.RateType}
          onChange={(e) => setDefaults({ ...defaults, RateType: e.currentTarget.value })}
          options={[{ value: '', label: '—' }, ...RATE_TYPES.map((t) => ({ value: t, label: t }))]}
        />
      </FormGroup>
      {field('ValidFrom', w.validFrom, 'YYYY-MM-DD')}
      {field('ValidTo', w.validTo, 'YYYY-MM-DD')}
      <FormGroup label={w.chooseFile} labelFor="rb-file">
        <FilePick
          inputProps={{ id: 'rb-file', accept: SHEET_ACCEPT, 'aria-label': w.chooseFile }}
          text={sending ? w.uploading : w.chooseFile}
          disabled={sending}
          onFile={onFile}
        />
      </FormGroup>
    </fieldset>
  );
}

/**
 * /SeaFreight/FreightManagement/FCLFreightBatch (template v1) and NewFCLFreightBatch (template v2,
 * with in-grid correction), commercial.md §2.5: download a template, upload a sheet — ours or a
 * carrier's as it comes — with what the sheet leaves out (its carrier, its validity), then the
 * batch's row report to apply. The batch is in the address (?batch=), so a reload keeps it.
 */
export default function RateImportScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(batchWords);
  const uploadSheet = useUploadRateSheet().mutateAsync;
  const [params, setParams] = useSearchParams();
  const v2 = route.path.endsWith('/NewFCLFreightBatch');
  const batchId = Number(params.get('batch')) || undefined;
  const [defaults, setDefaults] = useState(NO_DEFAULTS);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string>();

  const send = async (file: File) => {
    setSending(true);
    setProblem(undefined);
    try {
      const batch = await uploadSheet({
        file,
        contentType: sheetContentType(file),
        Template: v2 ? 'V2' : 'V1',
        FileName: file.name.slice(0, 200),
        ...defaults,
      });
      const next = new URLSearchParams(params);
      next.set('batch', String(batch.Id));
      setParams(next);
    } catch (err) {
      setProblem(err instanceof Error ? err.message : String(err));
    } finally {
      setSending(false);
    }
  };
  const template = (v: 'V1' | 'V2') =>
    void saveDownload(`${ENDPOINTS.batchTemplate}?Template=${v}`).catch((err: Error) => showToast({ intent: 'danger', message: err.message }));
  return (
    <section className="admin-screen" data-testid="rate-import">
      <H2>{route.title[lang]}</H2>
      <Callout icon="info-sign">{w.importHint}</Callout>
      {v2 ? <Callout icon="edit">{w.v2Hint}</Callout> : null}
      <p>
        <Button icon="download" text={w.template('v1')} onClick={() => template('V1')} />{' '}
        <Button icon="download" text={w.template('v2')} onClick={() => template('V2')} />
      </p>
      <Gate access={RATES_ACCESS.batchImport}>
        <SheetDefaultsForm defaults={defaults} setDefaults={setDefaults} sending={sending} onFile={(file) => void send(file)} />
      </Gate>
      {problem ? (
        <Callout intent="danger" role="alert">
          {problem}
        </Callout>
      ) : null}
      {batchId ? <BatchView key={batchId} batchId={batchId} editable={v2} /> : null}
    </section>
  );
}
