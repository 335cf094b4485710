import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, ButtonGroup, Callout, Card, FormGroup, H2, H4, HTMLSelect, HTMLTable, InputGroup, NumericInput, Spinner, Tag, TextArea } from '@blueprintjs/core';
import { useSelector } from '@xstate/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ENDPOINTS } from '../../contract/endpoints';
import type { ListPage } from '../../contract/admin';
import type { SiBoxDetail, SiRecord } from '../../contract/si';
import { boxSummary } from '../../domain/si/summary';
import { doneCount, type Draft } from '../../machines/siMultiCreateMachine';
import { DataTable } from '../../lib/DataTable';
import { useTr } from '../../i18n/useTr';
import { apiData } from '../../streams/http';
import { planDrafts } from './drafts';
import { withTotals } from '../../domain/si/boxes';
import { applyPastedLines, parsePastedRows } from '../../domain/si/paste';
import { newIdempotencyKey, record, siFlow, siFlowReady } from './siFlow';

interface BookingRow {
  CGO_ID: string;
  MBL_NO: string;
  VESSEL: string;
  VOYAGE: string;
  LOADING_CODE: string;
  DISCHARGE_CODE: string;
  DEADLINE: string;
  SIs: number;
  Containers: { TYPE: string; COUNT: number }[];
}

const PARTY_FIELDS = [
  ['TBI_CONSIGNOR', '发货人', 'Consignor'],
  ['TBI_CONSIGNEE', '收货人', 'Consignee'],
  ['TBI_NOTIFIER_1', '通知人 1', 'Notify party 1'],
  ['TBI_GOODS', '货物描述', 'Goods'],
] as const;

/** A number typed as text ("1500." stays while typing), committed as a number when left. */
function NumberField({ label, value, onCommit }: { label: string; value: number; onCommit(n: number): void }) {
  const [text, setText] = useState(String(value));
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    if (!editing) setText(String(value));
  }, [value, editing]);
  return (
    <InputGroup
      size="small"
      aria-label={label}
      value={text}
      intent={text.trim() !== '' && Number.isNaN(Number(text)) ? 'danger' : 'none'}
      onFocus={() => setEditing(true)}
      onValueChange={setText}
      onBlur={() => {
        setEditing(false);
        const n = text.trim() === '' ? 0 : Number(text);
        if (!Number.isNaN(n)) onCommit(n);
      }}
    />
  );
}

function Problems({ problems }: { problems: { Path: string; Message: string }[] }) {
  if (!problems.length) return null;
  return (
    <Callout intent="warning" className="si-problems" data-testid="si-problems">
      <ul>
        {problems.slice(0, 12).map((p, i) => (
          <li key={i}>
            <code>{p.Path}</code> {p.Message}
          </li>
        ))}
      </ul>
    </Callout>
  );
}

/** One draft: parties, and each box's seal and goods line; box and SI totals follow the lines. */
function DraftEditor({ draft, drafts, problems }: { draft: Draft; drafts: Draft[]; problems: { Path: string; Message: string }[] }) {
  const tr = useTr();
  const [local, setLocal] = useState<SiRecord>(draft.record);
  // What this editor sent: the machine's echo must not overwrite newer typing; any other change
  // (a replay, a container moved here from another draft) is taken
  // (the log write is asynchronous, so echoes can arrive after later commits)
  const sent = useRef(new WeakSet<SiRecord>());
  useEffect(() => {
    if (!sent.current.has(draft.record)) setLocal(draft.record);
  }, [draft.record]);
  const templates = useQuery({ queryKey: ['si', 'templates'], queryFn: () => apiData<ListPage<{ Id: number; TBI_TEMPLATE_NAME: string }>>('GET', `${ENDPOINTS.siTemplateList}?PageSize=100`) });
  // empty goods lines take the SI's goods description; totals follow the lines
  const commit = (next: SiRecord) => {
    const full = withTotals({ ...next, Boxes: next.Boxes.map((b) => ({ ...b, Details: b.Details.map((d) => (d.TBD_GOODS ? d : { ...d, TBD_GOODS: next.TBI_GOODS })) })) });
    sent.current.add(full);
    setLocal(full);
    void record({ type: 'si.draftChanged', draftId: draft.draftId, record: full });
  };
  const setField = (field: keyof SiRecord, value: string) => setLocal((r) => ({ ...r, [field]: value }));
  const editBox = (i: number, patch: Partial<SiRecord['Boxes'][number]>) => setLocal((r) => ({ ...r, Boxes: r.Boxes.map((b, j) => (j === i ? { ...b, ...patch } : b)) }));
  const editDetail = (i: number, patch: Partial<SiBoxDetail>) =>
    setLocal((r) => ({ ...r, Boxes: r.Boxes.map((b, j) => (j === i ? { ...b, Details: b.Details.map((d, k) => (k === 0 ? { ...d, ...patch } : d)) } : b)) }));
  // a number field commits its own value (the record state may not have caught up yet)
  const commitDetail = (i: number, patch: Partial<SiBoxDetail>) =>
    commit({ ...local, Boxes: local.Boxes.map((b, j) => (j === i ? { ...b, Details: b.Details.map((d, k) => (k === 0 ? { ...d, ...patch } : d)) } : b)) });
  const applyTemplate = async (id: string) => {
    if (!id) return;
    const t = await apiData<Record<string, string>>('GET', `${ENDPOINTS.siTemplateGet}?Id=${id}`);
    const { Id: _i, TBI_TEMPLATE_NAME: _n, ...fields } = t;
    commit({ ...local, ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== '')) });
  };
  const mine = problems.filter((p) => p.Path.startsWith(`/TDBLInfos/${drafts.indexOf(draft)}/`));
  const [pasteNote, setPasteNote] = useState<string>();
  // rows copied from Excel (container, seal, HS, goods, packages, weight, volume) fill the boxes
  const onPaste = (e: React.ClipboardEvent) => {
    const text = e.clipboardData.getData('text/plain');
    if (!text.includes('\t')) return; // a single value: the field takes it as usual
    e.preventDefault();
    const { lines, refused } = parsePastedRows(text);
    const applied = applyPastedLines(local.Boxes, lines);
    commit({ ...local, Boxes: applied.boxes });
    const notes = [
      tr(`已粘贴 ${lines.length - lines.filter((l) => applied.unknown.includes(l.container)).length} 行`, `${lines.length} row(s) pasted`),
      ...refused.map((r) => tr(`第 ${r.row} 行未读取：${r.reason}`, `row ${r.row} not read: ${r.reason}`)),
      ...applied.unknown.map((c) => tr(`${c} 不在此票中`, `${c} is not on this draft`)),
    ];
    setPasteNote(notes.join('；'));
  };
  return (
    <Card className="si-draft" data-testid={`draft-${draft.draftId}`}>
      <H4>
        {tr('草稿', 'Draft')} {draft.draftId} <Tag minimal>{boxSummary(local.Boxes) || tr('无箱', 'no boxes')}</Tag> {draft.done && <Tag intent="success">{tr('已完成', 'Finished')}</Tag>}
      </H4>
      <HTMLSelect aria-label={tr('套用模板', 'Apply a template')} onChange={(e) => void applyTemplate(e.currentTarget.value)} value="" options={[{ value: '', label: tr('套用模板…', 'Apply a template…') }, ...(templates.data?.Items ?? []).map((t) => ({ value: String(t.Id), label: t.TBI_TEMPLATE_NAME }))]} />
      {PARTY_FIELDS.map(([field, zh, en]) => (
        <FormGroup key={field} label={tr(zh, en)} labelFor={`${draft.draftId}-${field}`}>
          <TextArea id={`${draft.draftId}-${field}`} fill value={String(local[field] ?? '')} onChange={(e) => setField(field, e.currentTarget.value)} onBlur={() => commit(local)} />
        </FormGroup>
      ))}
      <p className="data-table__hint">{tr('可从 Excel 复制“箱号、封号、HS、品名、件数、毛重、体积”七列，粘贴到下表（每行一条货物明细）。', 'Copy seven columns from Excel — container, seal, HS, goods, packages, weight, volume — and paste them into the table below (one goods line a row).')}</p>
      {pasteNote && <Callout intent="primary" data-testid="paste-note">{pasteNote}</Callout>}
      <HTMLTable compact className="si-boxes" onPaste={onPaste}>
        <thead>
          <tr>
            <th>{tr('箱号', 'Container')}</th><th>{tr('箱型', 'Type')}</th><th>{tr('封号', 'Seal')}</th><th>HS</th><th>{tr('件数', 'Pkgs')}</th><th>{tr('毛重 kg', 'Weight kg')}</th><th>{tr('体积 m³', 'Volume m³')}</th><th>{tr('移到', 'Move to')}</th>
          </tr>
        </thead>
        <tbody>
          {local.Boxes.map((b, i) => {
            const d = b.Details[0]!;
            const label = (what: string) => `${b.TBX_CNNO} ${what}`;
            return (
              <tr key={b.TBX_CNNO + i}>
                <td>{b.TBX_CNNO}</td>
                <td>{b.TBX_TYPE}</td>
                <td><InputGroup size="small" aria-label={label(tr('封号', 'seal'))} value={b.TBX_SEALNO} onValueChange={(v) => editBox(i, { TBX_SEALNO: v })} onBlur={() => commit(local)} /></td>
                <td><InputGroup size="small" aria-label={label('HS')} value={d.TBD_HSCODE} onValueChange={(v) => editDetail(i, { TBD_HSCODE: v.trim() })} onBlur={() => commit(local)} /></td>
                <td><NumberField label={label(tr('件数', 'packages'))} value={d.TBD_NUM} onCommit={(n) => commitDetail(i, { TBD_NUM: n })} /></td>
                <td><NumberField label={label(tr('毛重', 'weight'))} value={d.TBD_WEIGHT} onCommit={(n) => commitDetail(i, { TBD_WEIGHT: n })} /></td>
                <td><NumberField label={label(tr('体积', 'volume'))} value={d.TBD_VOLUME} onCommit={(n) => commitDetail(i, { TBD_VOLUME: n })} /></td>
                <td>
                  <HTMLSelect
                    aria-label={label(tr('移到草稿', 'move to draft'))}
                    value=""
                    onChange={(e) => e.currentTarget.value && void record({ type: 'si.containerMoved', from: draft.draftId, to: e.currentTarget.value, container: b.TBX_CNNO })}
                    options={[{ value: '', label: '—' }, ...drafts.filter((x) => x !== draft).map((x) => ({ value: x.draftId, label: x.draftId }))]}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
      <Problems problems={mine} />
      <ButtonGroup>
        {draft.done ? (
          <Button text={tr('重新编辑', 'Edit again')} onClick={() => void record({ type: 'si.draftReopened', draftId: draft.draftId })} />
        ) : (
          <Button intent="success" icon="tick" text={tr('完成此票', 'Finish this draft')} disabled={mine.length > 0} onClick={() => void record({ type: 'si.draftDone', draftId: draft.draftId })} />
        )}
      </ButtonGroup>
    </Card>
  );
}

/** /external/workbench/siSubmit: several SIs from one booking, kept in the browser until submitted. */
export default function SiSubmitScreen() {
  const tr = useTr();
  const [ready, setReady] = useState(false);
  useEffect(() => void siFlowReady.then(() => setReady(true)), []);
  const state = useSelector(siFlow, (s) => s);
  const [count, setCount] = useState(1);
  const problems = state.context.problems;
  const drafts = state.context.drafts;
  const source = state.context.source;
  const maxSis = useMemo(() => source?.Containers.reduce((a, c) => a + c.COUNT, 0) ?? 1, [source]);
  if (!ready) return <Spinner />;
  const v = state.value;
  return (
    <section className="admin-screen si-submit" data-testid="si-submit" data-state={JSON.stringify(v)}>
      <H2>{tr('提交SI', 'Submit SI')}</H2>
      {state.matches('init') && (
        <>
          <Callout icon="info-sign">{tr('选择一票订舱，计划拆成几票SI，逐票填写；填写内容保存在本机，刷新或断电也不会丢。', 'Pick a booking, plan how many SIs, fill each; what you type is kept on this computer through reloads and crashes.')}</Callout>
          <DataTable<BookingRow>
            path={ENDPOINTS.siBookingList}
            label={tr('订舱', 'Bookings')}
            onOpen={(b) => void record({ type: 'si.start', cgoId: b.CGO_ID })}
            columns={[
              { key: 'CGO_ID', title: { zh: '订舱号', en: 'CGO_ID' }, width: 170, filter: 'text', sortable: true },
              { key: 'MBL_NO', title: { zh: '主提单号', en: 'MBL No.' }, width: 150, filter: 'text' },
              { key: 'VESSEL', title: { zh: '船名航次', en: 'Vessel / voyage' }, width: 200, text: (b) => `${b.VESSEL} ${b.VOYAGE}` },
              { key: 'LOADING_CODE', title: { zh: '起运—目的', en: 'From—to' }, width: 120, text: (b) => `${b.LOADING_CODE}—${b.DISCHARGE_CODE}` },
              { key: 'Containers', title: { zh: '箱量', en: 'Containers' }, width: 120, text: (b) => b.Containers.map((c) => `${c.TYPE}*${c.COUNT}`).join(' ') },
              { key: 'DEADLINE', title: { zh: '截单', en: 'Deadline' }, width: 100, sortable: true },
              { key: 'SIs', title: { zh: '已有SI', en: 'SIs' }, width: 60 },
            ]}
            actionsWidth={100}
            actions={(b) => <Button size="small" intent="primary" text={tr('做SI', 'Make SIs')} aria-label={`${tr('做SI', 'Make SIs')} ${b.CGO_ID}`} onClick={() => void record({ type: 'si.start', cgoId: b.CGO_ID })} />}
          />
        </>
      )}
      {state.matches({ process1: 'loading' }) && <Spinner />}
      {state.matches({ process1: 'failed' }) && (
        <Callout intent="danger" role="alert">
          {state.context.error} <Button text={tr('重试', 'Retry')} onClick={() => siFlow.send({ type: 'si.retry' })} />
        </Callout>
      )}
      {state.matches({ process1: 'planning' }) && source && (
        <Card>
          <H4>{source.CGO_ID} · {source.MBL_NO} · {source.VESSEL} {source.VOYAGE}</H4>
          <p>{source.Containers.map((c) => `${c.TYPE}*${c.COUNT}`).join(' ')}（{source.Containers.flatMap((c) => c.CNNOS).join(', ')}）</p>
          <FormGroup label={tr('拆成几票SI', 'How many SIs')} labelFor="si-count">
            <NumericInput id="si-count" min={1} max={maxSis} value={count} onValueChange={(n) => setCount(Math.max(1, Math.min(maxSis, n || 1)))} />
          </FormGroup>
          <Button intent="primary" text={tr('开始填写', 'Start filling in')} onClick={() => void record({ type: 'si.planned', drafts: planDrafts(source, count), idempotencyKey: newIdempotencyKey() })} />
        </Card>
      )}
      {(state.matches('process2') || state.matches('finish')) && (
        <>
          <p data-testid="si-progress">
            <Tag large intent={state.matches('finish') ? 'success' : 'primary'}>{tr(`已完成 ${doneCount(state.context)} / ${state.context.total} 票`, `${doneCount(state.context)} of ${state.context.total} finished`)}</Tag>{' '}
            <Button minimal text={tr('放弃并重新开始', 'Discard and start over')} onClick={() => void record({ type: 'si.restart' })} />
          </p>
          <Problems problems={problems.filter((p) => !/^\/TDBLInfos\/\d+\//.test(p.Path))} />
          {drafts.map((d) => <DraftEditor key={d.draftId} draft={d} drafts={drafts} problems={problems} />)}
        </>
      )}
      {state.matches('finish') && !state.matches({ finish: 'submitted' }) && (
        <Card>
          {state.matches({ finish: 'failed' }) && (
            <Callout intent="danger" role="alert">
              {state.context.error}（{tr('重试不会重复创建', 'a retry creates nothing twice')}）
            </Callout>
          )}
          <Button
            intent="primary"
            large
            icon="send-message"
            loading={state.matches({ finish: 'submitting' })}
            disabled={problems.length > 0}
            text={state.matches({ finish: 'failed' }) ? tr('重试提交', 'Retry the submission') : tr(`提交全部 ${state.context.total} 票`, `Submit all ${state.context.total}`)}
            onClick={() => siFlow.send({ type: state.matches({ finish: 'failed' }) ? 'si.retry' : 'si.submit' })}
          />
        </Card>
      )}
      {state.matches({ finish: 'submitted' }) && (
        <Callout intent="success" role="status" data-testid="si-submitted">
          {tr(`已提交 ${state.context.createdIds.length} 票SI，等待审核。`, `${state.context.createdIds.length} SIs submitted, awaiting review.`)}{' '}
          <Link to="/external/workbench/SISubimtList">{tr('查看提交列表', 'See the submitted SIs')}</Link>{' '}
          <Button minimal text={tr('再做一批', 'Make another batch')} onClick={() => void record({ type: 'si.restart' })} />
        </Callout>
      )}
    </section>
  );
}
