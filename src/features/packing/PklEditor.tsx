import { AnchorButton, Button, ButtonGroup, Callout, Card, Checkbox, FormGroup, H3, HTMLSelect, InputGroup, Tag } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { PACKING_ACCESS } from '../../contract/packing/module';
import { SEAL_SOURCES as SEAL_SOURCE_CODES } from '../../contract/packing/schemas';
import type { SiProblem } from '../../contract/si';
import { checkPackingList, lineTotals, type PackingLine, type PackingListData } from '../../domain/packing/check';
import { cutoffsByCode } from '../../domain/packing/cutoff';
import { PKL_STATUS } from '../../domain/packing/status';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { Gate } from '../../session/Gate';
import { ApiError } from '../../streams/callApi';
import { showToast } from '../../ui/toaster';
import { packingKeys, refreshPacking, savePackingData, submitPackingData, type PackingRecord } from './api/packing';
import { blankLine, numbered } from './lineGrid';
import { PklFacts, PklLog, PklProblems, PklStatusTag } from './PklParts';
import { PklEpacking } from './PklEpacking';
import { PklLineGrid } from './PklLineGrid';
import { packingWords } from './words';
import './packing.css';
import { localDateTime, OFFICE_ZONE, parseLocalDateTime } from '../../domain/refdata/localTimes';

type SealSource = (typeof SEAL_SOURCE_CODES)[number];

/** The header fields a person fills (the rest of the header is the booking's or the operator's). */
interface Header {
  PKL_CNNO: string;
  PKL_NON_ISO: boolean;
  PKL_SEALNO: string;
  PKL_SEAL_SOURCE: SealSource;
  PKL_TARE_KG: number | null;
  PKL_MAX_GROSS_KG: number | null;
  PKL_SOC: boolean;
  PKL_STUFF_PLACE: string;
  /** As the datetime input holds it: local `YYYY-MM-DDTHH:mm`, or empty. */
  stuffAt: string;
  PKL_TRUCK_PLATE: string;
  PKL_DRIVER_NAME: string;
  PKL_DRIVER_PHONE: string;
}
interface Draft extends Header {
  Lines: PackingLine[];
}

/** Problems only the server can find (other packing lists, the voyage's seals, the SI, cut-offs, events): kept from its last answer. */
const SERVER_ONLY = new Set([
  'pkl.cnno.live',
  'pkl.cnno.notBooked',
  'pkl.seal.twice',
  'pkl.si.mismatch',
  'pkl.dg.cutoff',
  'pkl.dg.approval',
  'pkl.time.beforePickup',
  'pkl.time.afterGateIn',
]);
const SEAL_SOURCES = [
  ['CAR', 'sealCarrier'],
  ['SHI', 'sealShipper'],
  ['VET', 'sealVet'],
  ['CUS', 'sealCustoms'],
] as const;

// the stuffing time is typed and shown on the office's clock (Asia/Shanghai), never the browser's
const localTime = (iso: string | null) => (iso ? localDateTime(iso, OFFICE_ZONE).replace(' ', 'T') : '');
const isoOf = (local: string) => (local ? (parseLocalDateTime(local, OFFICE_ZONE) ?? '') : '');
const intOrNull = (s: string) => {
  const n = Number(s.trim());
  return s.trim() && Number.isInteger(n) && n > 0 ? n : null;
};

function draftOf(r: PackingRecord): Draft {
  return {
    PKL_CNNO: r.PKL_CNNO,
    PKL_NON_ISO: r.PKL_NON_ISO,
    PKL_SEALNO: r.PKL_SEALNO,
    PKL_SEAL_SOURCE: (SEAL_SOURCE_CODES as readonly string[]).includes(r.PKL_SEAL_SOURCE) ? (r.PKL_SEAL_SOURCE as SealSource) : 'CAR',
    PKL_TARE_KG: r.PKL_TARE_KG,
    PKL_MAX_GROSS_KG: r.PKL_MAX_GROSS_KG,
    PKL_SOC: r.PKL_SOC,
    PKL_STUFF_PLACE: r.PKL_STUFF_PLACE,
    stuffAt: localTime(r.PKL_STUFF_AT),
    PKL_TRUCK_PLATE: r.PKL_TRUCK_PLATE,
    PKL_DRIVER_NAME: r.PKL_DRIVER_NAME,
    PKL_DRIVER_PHONE: r.PKL_DRIVER_PHONE,
    // nothing typed yet: the goods the booking named (StartLines), else one blank line
    Lines: r.Lines.length ? r.Lines.map((l) => ({ ...l })) : r.StartLines.length ? r.StartLines.map((l) => ({ ...l })) : [blankLine()],
  };
}

/** The data as the check reads it (the header's sums are always the lines': nobody types them). */
function dataOf(d: Draft, r: PackingRecord): PackingListData {
  const t = lineTotals(d.Lines);
  const { stuffAt, ...header } = d;
  return {
    ...header,
    PKL_NO: r.PKL_NO ?? undefined,
    PKL_CNTR_TYPE: r.PKL_CNTR_TYPE,
    PKL_STUFF_AT: isoOf(stuffAt),
    PKL_NUM: t.packages,
    PKL_WEIGHT: t.weight,
    PKL_VOLUME: t.volume,
  };
}

/**
 * One opened packing list filled in (operations.md §3.4 TrachManManager): the container, seal,
 * stuffing place and time, tare, truck and driver above, the goods lines in a grid with Excel
 * paste below, the check run as the person types and each problem named as the screen names the
 * field. Saving never blocks on problems; submitting does (the server's check is the authority).
 * An edit on an older version than stored is refused (pkl.stale) and the latest content is shown.
 */
export function PklEditor({
  record,
  universal,
  preview,
}: {
  record: PackingRecord;
  universal: boolean /** The print preview page (the side's own). */;
  preview: string;
}) {
  const w = useWords(packingWords);
  const lang = useLanguage();
  const queries = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(record));
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState<'save' | 'submit'>();
  const [serverProblems, setServerProblems] = useState<readonly SiProblem[]>(record.Problems);
  const [refusal, setRefusal] = useState<string>();
  const [seen, setSeen] = useState({ id: record.Id, version: record.VERSION });
  // the stored record changed (another's save, a decision, our own save read back; live frames read it again): shown unless
  // the person is typing over it — then the draft keeps the VERSION it stands on, so saving it is refused as stale (naming
  // who changed it, the latest shown) rather than overwriting that change unseen
  useEffect(() => {
    if (seen.id === record.Id && seen.version === record.VERSION) return;
    if (dirty && seen.id === record.Id) return;
    setSeen({ id: record.Id, version: record.VERSION });
    setDraft(draftOf(record));
    setDirty(false);
    setServerProblems(record.Problems);
  }, [record, seen, dirty]);

  const editable = record.Moves.includes('saveData');
  const canSubmit = record.Moves.includes('submitData');
  const set = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setDirty(true);
  };
  const data = useMemo(() => dataOf(draft, record), [draft, record]);
  const problems = useMemo(() => {
    const mine = checkPackingList(data, {
      slotType: record.PKL_CNTR_TYPE,
      bookingNo: record.PKL_BOOKING_NO,
      submitting: true,
      status: record.PKL_STATUS,
      now: new Date().toISOString(),
      cutoffs: cutoffsByCode(record.CutOffs),
      lang,
    });
    return [...mine, ...serverProblems.filter((p) => p.Code && SERVER_ONLY.has(p.Code))];
  }, [data, record, serverProblems, lang]);
  const totals = lineTotals(draft.Lines);

  const save = async (): Promise<number | undefined> => {
    const { stuffAt, ...header } = draft;
    const answer = await savePackingData({
      Id: record.Id,
      VERSION: seen.version,
      ...header,
      PKL_STUFF_AT: isoOf(stuffAt),
      PKL_NUM: totals.packages,
      PKL_WEIGHT: totals.weight,
      PKL_VOLUME: totals.volume,
      Lines: numbered(draft.Lines),
    });
    setSeen({ id: record.Id, version: answer.VERSION });
    setServerProblems(answer.Problems);
    setDirty(false);
    return answer.VERSION;
  };
  const refused = (e: unknown) => {
    if (e instanceof ApiError && /stale/i.test(e.code ?? '')) {
      setRefusal(`${e.message} ${w.changedMeanwhile}`);
      setDirty(false);
      setSeen({ id: -1, version: 0 }); // the record read again replaces the draft
    } else if (e instanceof ApiError && e.errors?.length) {
      setRefusal(e.message);
      setServerProblems(e.errors.map((x) => ({ Path: x.Path, Message: x.Message, Code: (x as { Code?: string }).Code ?? 'server' })));
    } else setRefusal(e instanceof Error ? e.message : String(e));
  };
  const onSave = async () => {
    setBusy('save');
    setRefusal(undefined);
    try {
      await save();
      const errors = problems.filter((p) => p.Severity !== 'warning').length;
      void showToast({ intent: 'success', message: errors ? w.savedWithProblems(errors) : w.saved });
    } catch (e) {
      refused(e);
    } finally {
      setBusy(undefined);
      void refreshPacking();
    }
  };
  const onSubmit = async () => {
    setBusy('submit');
    setRefusal(undefined);
    try {
      const version = dirty ? await save() : seen.version;
      await submitPackingData({ Id: record.Id, VERSION: version ?? seen.version });
      void showToast({ intent: 'success', message: w.submitted });
    } catch (e) {
      refused(e);
    } finally {
      setBusy(undefined);
      await queries.invalidateQueries({ queryKey: packingKeys.detail(record.Id) });
      void refreshPacking();
    }
  };

  const text = (key: keyof Header, label: string, opts: { upper?: boolean; width?: number } = {}) => (
    <FormGroup label={label} labelFor={`pkl-${key}`} className="pkl-form__field" style={opts.width ? { width: opts.width } : undefined}>
      <InputGroup
        id={`pkl-${key}`}
        disabled={!editable}
        value={String(draft[key] ?? '')}
        intent={problems.some((p) => p.Path === `/${key}` && p.Severity !== 'warning') ? 'danger' : 'none'}
        onValueChange={(v) => set({ [key]: opts.upper ? v.toUpperCase() : v } as Partial<Draft>)}
      />
    </FormGroup>
  );
  const number = (key: 'PKL_TARE_KG' | 'PKL_MAX_GROSS_KG', label: string) => (
    <FormGroup label={label} labelFor={`pkl-${key}`} className="pkl-form__field">
      <InputGroup
        id={`pkl-${key}`}
        disabled={!editable}
        inputMode="numeric"
        value={draft[key] === null ? '' : String(draft[key])}
        onValueChange={(v) => set({ [key]: intOrNull(v) })}
      />
    </FormGroup>
  );

  return (
    <section className="pkl-editor" data-testid="pkl-editor" data-version={seen.version} data-dirty={dirty}>
      <div className="pkl-editor__head">
        <H3>
          {record.PKL_NO ?? w.typeSlot(record.PKL_CNTR_TYPE, record.PKL_SLOT)} <PklStatusTag status={record.PKL_STATUS} testId="pkl-status" />
          {dirty ? (
            <Tag minimal intent="warning" className="pkl-editor__dirty">
              {w.unsaved}
            </Tag>
          ) : null}
        </H3>
      </div>
      {record.PKL_STATUS === PKL_STATUS.DATA_RETURNED && record.PKL_DECISION_REMARKS ? (
        <Callout intent="warning" icon="undo" data-testid="pkl-returned">
          {w.returnedBecause(record.PKL_DECISION_REMARKS)}
        </Callout>
      ) : null}
      {!editable ? <Callout icon="lock">{w.readOnlyNow}</Callout> : null}
      <div className="pkl-editor__top">
        <PklFacts pkl={record} universal={universal} />
        <Card className="pkl-form">
          <div className="pkl-form__row">
            {text('PKL_CNNO', w.cnno, { upper: true })}
            <Checkbox
              className="pkl-form__check"
              disabled={!editable}
              checked={draft.PKL_NON_ISO}
              label={w.nonIso}
              onChange={(e) => set({ PKL_NON_ISO: e.currentTarget.checked })}
            />
          </div>
          <div className="pkl-form__row">
            {text('PKL_SEALNO', w.sealNo, { upper: true })}
            <FormGroup label={w.sealSource} labelFor="pkl-seal-source" className="pkl-form__field">
              <HTMLSelect
                id="pkl-seal-source"
                disabled={!editable}
                value={draft.PKL_SEAL_SOURCE}
                onChange={(e) => set({ PKL_SEAL_SOURCE: e.currentTarget.value as SealSource })}
              >
                {SEAL_SOURCES.map(([code, word]) => (
                  <option key={code} value={code}>
                    {code} · {w[word]}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
          </div>
          <div className="pkl-form__row">
            {text('PKL_STUFF_PLACE', w.stuffPlace)}
            <FormGroup label={w.stuffAt} labelInfo={OFFICE_ZONE} labelFor="pkl-stuff-at" className="pkl-form__field">
              <InputGroup
                id="pkl-stuff-at"
                type="datetime-local"
                disabled={!editable}
                value={draft.stuffAt}
                intent={problems.some((p) => p.Path === '/PKL_STUFF_AT' && p.Severity !== 'warning') ? 'danger' : 'none'}
                onValueChange={(v) => set({ stuffAt: v })}
              />
            </FormGroup>
          </div>
          <div className="pkl-form__row">
            {number('PKL_TARE_KG', w.tareKg)}
            {number('PKL_MAX_GROSS_KG', w.maxGrossKg)}
            <Checkbox
              className="pkl-form__check"
              disabled={!editable}
              checked={draft.PKL_SOC}
              label={w.soc}
              onChange={(e) => set({ PKL_SOC: e.currentTarget.checked })}
            />
          </div>
          <div className="pkl-form__row">
            {text('PKL_TRUCK_PLATE', w.truckPlate, { upper: true })}
            {text('PKL_DRIVER_NAME', w.driverName)}
            {text('PKL_DRIVER_PHONE', w.driverPhone)}
          </div>
        </Card>
      </div>
      <h4 className="pkl-editor__lines">
        {w.lines}
        <span className="pkl-editor__totals" data-testid="pkl-totals">
          {w.totalPackages} {totals.packages} · {w.totalWeight} {totals.weight} · {w.totalVolume} {totals.volume}
        </span>
      </h4>
      <PklLineGrid lines={draft.Lines} readOnly={!editable} problems={problems} onChange={(Lines) => set({ Lines })} />
      <PklProblems problems={problems} />
      {refusal ? (
        <Callout intent="danger" role="alert" data-testid="pkl-refusal">
          {refusal}
        </Callout>
      ) : null}
      <ButtonGroup className="pkl-editor__buttons">
        {editable ? (
          <Gate access={PACKING_ACCESS.packingSaveData}>
            <Button icon="floppy-disk" text={w.save} loading={busy === 'save'} disabled={!!busy} onClick={() => void onSave()} />
          </Gate>
        ) : null}
        {canSubmit ? (
          <Gate access={PACKING_ACCESS.packingSubmitData}>
            <Button intent="primary" icon="send-message" text={w.submit} loading={busy === 'submit'} disabled={!!busy} onClick={() => void onSubmit()} />
          </Gate>
        ) : null}
        {record.PKL_NO ? <AnchorButton icon="eye-open" text={w.printPreview} href={`${preview}?id=${record.Id}`} /> : null}
      </ButtonGroup>
      <PklEpacking pklId={record.Id} pklStatus={record.PKL_STATUS} />
      <PklLog id={record.Id} />
    </section>
  );
}
