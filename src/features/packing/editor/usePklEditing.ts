import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { SiProblem } from '../../../contract/si';
import { checkPackingList, lineTotals } from '../../../domain/packing/check';
import { cutoffsByCode } from '../../../domain/packing/cutoff';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { ApiError } from '../../../streams/callApi';
import { showToast } from '../../../ui/toaster';
import { type PackingRecord, packingKeys, refreshPacking, savePackingData, submitPackingData } from '../api/packing';
import { numbered } from '../lineGrid';
import { packingWords } from '../words';
import { type Draft, dataOf, draftOf, isoOf, SERVER_ONLY } from './pklDraft';

/**
 * A packing list's data as the person fills it: the draft over the stored record, the check run as
 * they type (with the problems only the server finds, kept from its last answer), save and submit.
 * Saving never blocks on problems; submitting does (the server's check is the authority). An edit
 * on an older version than stored is refused (pkl.stale) and the latest content is shown.
 */
export function usePklEditing(record: PackingRecord) {
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
  return { draft, set, dirty, busy, refusal, seen, editable, canSubmit, problems, totals, onSave, onSubmit };
}
