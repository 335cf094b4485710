import { Button, DialogBody, DialogFooter, FormGroup, H2, H4, HTMLTable, InputGroup, NumericInput } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { orderApplyCalls as C, type Guarantee, type GuaranteeSave } from '../../contract/orderApply/calls';
import { orderApplyEventText } from '../../contract/orderApply/events';
import { ORDER_APPLY_ACCESS as A } from '../../contract/orderApply/module';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { DataTable } from '../../lib/DataTable';
import { Gate } from '../../session/Gate';
import { AppDialog } from '../../ui/AppDialog';
import { useRoute } from '../../ui/routeContext';
import { showToast } from '../../ui/toaster';
import { guaranteeLogQuery, oaKeys, saveGuarantee, suspendGuarantee } from './api/orderApply';
import { CustomerSelect, fieldProblem, type Problem, ProblemCallout, problemOf, when, yuan } from './parts';
import { GUARANTEE_STATUS_WORDS, orderApplyWords } from './words';

type Editing = GuaranteeSave & { status?: string };

/** A guarantee as its form holds it: the one opened, or a new one for this calendar year. */
function editingOf(g?: Guarantee): Editing {
  const year = new Date().getFullYear();
  return g
    ? {
        Id: g.Id,
        Version: g.Version,
        CompanyId: g.CompanyId,
        GUA_LIMIT: g.GUA_LIMIT,
        GUA_VALID_FROM: g.GUA_VALID_FROM,
        GUA_VALID_TO: g.GUA_VALID_TO,
        GUA_REMARK: g.GUA_REMARK,
        status: g.GUA_STATUS,
      }
    : { CompanyId: 0, GUA_LIMIT: 50_000, GUA_VALID_FROM: `${year}-01-01`, GUA_VALID_TO: `${year}-12-31`, GUA_REMARK: '' };
}

/**
 * Guarantee amounts per customer (§11.5 /orderApply/guaranteeAmount): limit, validity, used (what
 * B/Ls released under it still owe), available, history; set and suspended by the risk role only.
 */
export default function GuaranteeScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const queries = useQueryClient();
  const [editing, setEditing] = useState<Editing>();
  const [problem, setProblem] = useState<Problem>();
  const [reason, setReason] = useState('');
  const open = (g?: Guarantee) => {
    setProblem(undefined);
    setReason('');
    setEditing(editingOf(g));
  };
  const refresh = async (id?: number) => {
    await queries.invalidateQueries({ queryKey: oaKeys.guarantees() });
    if (id) await queries.invalidateQueries({ queryKey: oaKeys.guaranteeLog(id) });
  };
  return (
    <section className="admin-screen" data-testid="oap-guarantees">
      <H2>{route.title[lang]}</H2>
      <GuaranteeList onOpen={open} />
      <GuaranteeDialog
        editing={editing}
        problem={problem}
        setProblem={setProblem}
        reason={reason}
        setReason={setReason}
        set={(patch) => setEditing((x) => x && { ...x, ...patch })}
        onClose={() => setEditing(undefined)}
        onSaved={(id) => {
          setEditing(undefined);
          return refresh(id);
        }}
      />
    </section>
  );
}

function GuaranteeList({ onOpen }: { onOpen(g?: Guarantee): void }) {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(orderApplyWords);
  return (
    <DataTable<Guarantee>
      list={C.guaranteeList}
      label={route.title[lang]}
      exportAccess={A.guaranteeRead}
      columns={[
        { key: 'CompanyName', title: orderApplyWords.CompanyId, width: 220, sortable: true, filter: 'text' },
        { key: 'GUA_LIMIT', title: orderApplyWords.GUA_LIMIT, width: 140, text: (r) => yuan(r.GUA_LIMIT) },
        { key: 'UsedCny', title: orderApplyWords.usedCny, width: 120, text: (r) => yuan(r.UsedCny) },
        {
          key: 'AvailableCny',
          title: orderApplyWords.availableCny,
          width: 140,
          text: (r) => yuan(r.AvailableCny),
          intent: (r) => (r.AvailableCny <= 0 ? 'danger' : undefined),
        },
        { key: 'GUA_VALID_FROM', title: orderApplyWords.GUA_VALID_FROM, width: 110 },
        { key: 'GUA_VALID_TO', title: orderApplyWords.GUA_VALID_TO, width: 110, sortable: true },
        {
          key: 'GUA_STATUS',
          title: orderApplyWords.GUA_STATUS,
          width: 90,
          text: (r, l) => GUARANTEE_STATUS_WORDS[r.GUA_STATUS as 'ACTIVE']?.[l] ?? r.GUA_STATUS,
          intent: (r) => (r.GUA_STATUS === 'SUSPENDED' ? 'warning' : undefined),
        },
        { key: 'ApprovedBy', title: orderApplyWords.verifiedBy, width: 100 },
      ]}
      onOpen={(g) => onOpen(g)}
      actions={(g) => <Button size="small" icon="edit" text={w.edit} onClick={() => onOpen(g)} />}
      actionsWidth={90}
      toolbar={
        <Gate access={A.guaranteeEdit}>
          <Button icon="add" intent="primary" text={w.setGuarantee} onClick={() => onOpen()} />
        </Gate>
      }
    />
  );
}

interface DialogProps {
  editing: Editing | undefined;
  /** The refusal shown, and the suspension's reason: both start empty each time a guarantee is opened. */
  problem: Problem | undefined;
  setProblem(p: Problem | undefined): void;
  reason: string;
  setReason(r: string): void;
  set(patch: Partial<GuaranteeSave>): void;
  onClose(): void;
  onSaved(id?: number): Promise<void>;
}

/** A guarantee's limit and validity, saved; an existing one suspended or resumed with a reason, and its history. */
function GuaranteeDialog({ editing, problem, setProblem, reason, setReason, set, onClose, onSaved }: DialogProps) {
  const w = useWords(orderApplyWords);
  const attempt = (work: () => Promise<unknown>, saved?: string) =>
    work().then(
      () => {
        if (saved) void showToast({ intent: 'success', message: saved });
        return onSaved(editing?.Id);
      },
      (e) => setProblem(problemOf(e)),
    );
  const save = () => {
    if (!editing) return;
    const { status: _s, ...body } = editing;
    void attempt(() => saveGuarantee(body), w.saved);
  };
  const toggle = () => {
    if (!editing?.Id || !editing.Version) return;
    void attempt(() => suspendGuarantee({ Id: editing.Id!, Version: editing.Version!, Suspend: editing.status === 'ACTIVE', Reason: reason }));
  };
  return (
    <AppDialog isOpen={!!editing} title={w.setGuarantee} onClose={onClose} style={{ width: 640 }}>
      <DialogBody>
        <ProblemCallout problem={problem} />
        <GuaranteeFields editing={editing} problem={problem} set={set} />
        {editing?.Id ? (
          <Gate access={A.guaranteeEdit}>
            <FormGroup label={w.suspendReason} labelFor="gua-reason">
              <InputGroup id="gua-reason" value={reason} onChange={(e) => setReason(e.target.value)} />
            </FormGroup>
            <Button
              icon={editing.status === 'ACTIVE' ? 'pause' : 'play'}
              intent={editing.status === 'ACTIVE' ? 'warning' : 'success'}
              text={editing.status === 'ACTIVE' ? w.Suspend : w.resume}
              disabled={reason.trim().length < 2}
              onClick={toggle}
            />
          </Gate>
        ) : null}
        {editing?.Id ? <GuaranteeHistory id={editing.Id} /> : null}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={w.cancel} onClick={onClose} />
            <Gate access={A.guaranteeEdit}>
              <Button intent="primary" icon="floppy-disk" text={w.save} onClick={save} />
            </Gate>
          </>
        }
      />
    </AppDialog>
  );
}

function GuaranteeFields({ editing, problem, set }: { editing: Editing | undefined; problem: Problem | undefined; set(patch: Partial<GuaranteeSave>): void }) {
  const w = useWords(orderApplyWords);
  return (
    <>
      <FormGroup label={w.CompanyId} labelFor="gua-company">
        {editing?.Id ? (
          <span>{editing.CompanyId}</span>
        ) : (
          <CustomerSelect id="gua-company" value={editing?.CompanyId || undefined} onChange={(id) => set({ CompanyId: id ?? 0 })} />
        )}
      </FormGroup>
      <FormGroup label={w.GUA_LIMIT} labelFor="gua-limit" helperText={fieldProblem(problem, '/GUA_LIMIT')}>
        <NumericInput id="gua-limit" min={0} value={editing?.GUA_LIMIT ?? 0} onValueChange={(n) => set({ GUA_LIMIT: Number.isFinite(n) ? n : 0 })} />
      </FormGroup>
      <div style={{ display: 'flex', gap: 12 }}>
        <FormGroup label={w.GUA_VALID_FROM} labelFor="gua-from">
          <InputGroup id="gua-from" type="date" value={editing?.GUA_VALID_FROM ?? ''} onChange={(e) => set({ GUA_VALID_FROM: e.target.value })} />
        </FormGroup>
        <FormGroup label={w.GUA_VALID_TO} labelFor="gua-to" helperText={fieldProblem(problem, '/GUA_VALID_TO')}>
          <InputGroup id="gua-to" type="date" value={editing?.GUA_VALID_TO ?? ''} onChange={(e) => set({ GUA_VALID_TO: e.target.value })} />
        </FormGroup>
      </div>
      <FormGroup label={w.GUA_REMARK} labelFor="gua-remark">
        <InputGroup id="gua-remark" value={editing?.GUA_REMARK ?? ''} onChange={(e) => set({ GUA_REMARK: e.target.value })} />
      </FormGroup>
    </>
  );
}

/** The guarantee's history in words (guaranteeLogQuery). */
function GuaranteeHistory({ id }: { id: number }) {
  const lang = useLanguage();
  const w = useWords(orderApplyWords);
  const log = useQuery(guaranteeLogQuery(id));
  return (
    <>
      <H4>{w.history}</H4>
      <HTMLTable compact striped>
        <tbody>
          {(log.data ?? []).map((e) => (
            <tr key={`${e.At}${e.Type}`}>
              <td>{when(e.At)}</td>
              <td>{e.ActorName}</td>
              <td>{orderApplyEventText(e.Type, e.Detail)[lang]}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </>
  );
}
