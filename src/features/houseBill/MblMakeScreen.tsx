import {
  Button,
  ButtonGroup,
  Callout,
  Card,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  H2,
  H4,
  HTMLSelect,
  HTMLTable,
  InputGroup,
  Switch,
  Tag,
} from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ACCESS } from '../../contract/access';
import { mblCalls } from '../../contract/houseBill/calls';
import { useT } from '../../i18n/useT';
import { useListExport } from '../../lib/listExport';
import { listExportPath } from '../../lib/listKey';
import { queryString } from '../../lib/saveFile';
import { diffFieldText } from '../../contract/houseBill/words';
import { MBL_STATUS } from '../../domain/houseBill/status';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { usePageKeys } from '../../lib/pageKeys';
import { useCan } from '../../session/access';
import { useRoute } from '../../ui/routeContext';
import { billKeys, confirmMbl, createMbl, type MblFilter, mblListQuery, mblQuery, mblsQuery, recordMblIssue, submitMbl, voidMbl } from './api';
import { BillLog } from './BillLog';
import { billWords, hblStatusWords, mblStatusWords } from './words';
import { dayIn } from '../../domain/refdata/localTimes';

/** Today on the office's clock (Asia/Shanghai): UTC's day is yesterday there between 00:00 and 08:00. */
const today = () => dayIn();

/**
 * /MakeOrderBusiness/MBLMake (operations.md §10.5): master bills per booking or merged bookings, each
 * with its house bills, the per-container totals (houses against master, each difference named), our
 * SI to the carrier, the carrier's draft matched field by field, confirm, issue, void. Keys: j/k
 * choose a master, u sends it to the carrier, f confirms its draft (src/lib/pageKeys.ts).
 */
export default function MblMakeScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(billWords);
  const qc = useQueryClient();
  const [filter, setFilter] = useState<MblFilter>({ Search: '', MBL_STATUS: '' });
  const t = useT();
  const listExport = useListExport();
  const [at, setAt] = useState(0);
  const [error, setError] = useState<string>();
  const [cgos, setCgos] = useState('');
  const [direct, setDirect] = useState(false);
  const list = useQuery(mblsQuery(filter));
  const rows = list.data?.Items ?? [];
  const current = rows[Math.min(at, rows.length - 1)];
  const mayEdit = useCan(ACCESS.mblEdit);
  const run = async (f: () => Promise<unknown>) => {
    setError(undefined);
    try {
      await f();
    } catch (e) {
      setError((e as Error).message);
    }
    await qc.invalidateQueries({ queryKey: billKeys.all });
  };
  usePageKeys({
    j: () => setAt((i) => Math.min(i + 1, rows.length - 1)),
    k: () => setAt((i) => Math.max(i - 1, 0)),
  });
  return (
    <section className="admin-screen" data-testid="mbl-make">
      <H2>{route.title[lang]}</H2>
      {error ? (
        <Callout intent="danger" role="alert">
          {error}
        </Callout>
      ) : null}
      {mayEdit ? (
        <FormGroup label={w.newMaster} inline>
          <InputGroup value={cgos} onChange={(e) => setCgos(e.currentTarget.value)} aria-label={w.newMaster} />
          <Switch checked={direct} label={w.direct} onChange={(e) => setDirect(e.currentTarget.checked)} />
          <Button
            icon="add"
            text={w.create}
            disabled={!cgos.trim()}
            onClick={() => void run(() => createMbl({ CGO_IDs: cgos.split(/[,\s]+/).filter(Boolean), Direct: direct }).then(() => setCgos('')))}
          />
        </FormGroup>
      ) : null}
      <div className="mbl-filters" style={{ display: 'flex', gap: 8 }}>
        <InputGroup
          fill
          leftIcon="search"
          placeholder={w.mblSearch}
          aria-label={w.search}
          value={filter.Search}
          onChange={(e) => setFilter({ ...filter, Search: e.currentTarget.value })}
        />
        <HTMLSelect aria-label={w.status} value={filter.MBL_STATUS} onChange={(e) => setFilter({ ...filter, MBL_STATUS: e.currentTarget.value })}>
          <option value="">{w.allStates}</option>
          {Object.entries(mblStatusWords).map(([value, label]) => (
            <option key={value} value={value}>
              {label[lang]}
            </option>
          ))}
        </HTMLSelect>
        <Button
          style={{ flex: 'none' }}
          icon="export"
          text={t('tableExport')}
          loading={listExport.busy}
          onClick={() => {
            const { PageSize: _, ...sent } = mblListQuery(filter);
            void listExport.start(`${listExportPath(mblCalls.list)}${queryString(sent)}`);
          }}
        />
      </div>
      {listExport.bar}
      <H4>
        {w.masters} {list.data ? <Tag minimal>{list.data.Total}</Tag> : null}
      </H4>
      <HTMLTable compact striped interactive>
        <thead>
          <tr>
            <th>{w.mblNo}</th>
            <th>{w.cgoId}</th>
            <th>{w.vessel}</th>
            <th>{w.status}</th>
            <th>{w.houses}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((m, i) => (
            <tr key={m.Id} aria-selected={i === at} onClick={() => setAt(i)} className={i === at ? 'bp6-intent-primary' : undefined}>
              <td>{m.MBL_NO}</td>
              <td>{m.MBL_CGO_IDS.join(', ')}</td>
              <td>{`${m.MBL_VESSEL} ${m.MBL_VOYAGE}`}</td>
              <td>{mblStatusWords[m.MBL_STATUS]?.[lang]}</td>
              <td>{m.Houses}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {current ? <MblDetail id={current.Id} run={run} /> : null}
    </section>
  );
}

function MblDetail({ id, run }: { id: number; run(f: () => Promise<unknown>): Promise<void> }) {
  const w = useWords(billWords);
  const lang = useLanguage();
  const q = useQuery(mblQuery(id));
  const [ask, setAsk] = useState<'issue' | 'void' | 'log'>();
  const [form, setForm] = useState({ no: '', onBoard: today(), issue: today(), reason: '' });
  const can = { edit: useCan(ACCESS.mblEdit), send: useCan(ACCESS.mblSend), void: useCan(ACCESS.mblVoid) };
  const m = q.data;
  const S = MBL_STATUS;
  const submit = () => (m && m.MBL_STATUS === S.DRAFT ? void run(() => submitMbl({ Id: m.Id, VERSION: m.VERSION })) : false);
  const confirm = () => (m && m.MBL_STATUS === S.CARRIER_DRAFT ? void run(() => confirmMbl({ Id: m.Id, VERSION: m.VERSION })) : false);
  usePageKeys({ u: submit, f: confirm });
  if (!m) return null;
  const close = () => setAsk(undefined);
  return (
    <Card data-testid="mbl-detail">
      <H4>
        {m.MBL_NO || m.MBL_CGO_IDS.join(' + ')} <Tag>{mblStatusWords[m.MBL_STATUS]?.[lang]}</Tag>
        {m.MBL_SIMULATED ? <Tag intent="warning">{w.simulatedCarrier}</Tag> : null}
      </H4>
      {m.MBL_ERROR ? <Callout intent="danger">{m.MBL_ERROR}</Callout> : null}
      <H4>{w.houses}</H4>
      <HTMLTable compact>
        <tbody>
          {m.HouseBills.map((h) => (
            <tr key={h.Id}>
              <td>{h.HBL_NO}</td>
              <td>{h.CGO_ID}</td>
              <td>{hblStatusWords[h.HBL_STATUS]?.[lang]}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <H4>{w.consolidation}</H4>
      <HTMLTable compact data-testid="mbl-consolidation">
        <thead>
          <tr>
            <th>{w.cnno}</th>
            <th>{w.housesTotal}</th>
            <th>{w.masterTotal}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {m.Consolidation.map((r) => (
            <tr key={r.CNNO}>
              <td>{r.CNNO}</td>
              <td>{`${r.Houses.PKGS} / ${r.Houses.KG} kg / ${r.Houses.CBM} m³`}</td>
              <td>{`${r.Master.PKGS} / ${r.Master.KG} kg / ${r.Master.CBM} m³`}</td>
              <td>
                <Tag intent={r.Equal ? 'success' : 'danger'}>{r.Equal ? w.equal : w.differs}</Tag>
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {m.Problems.length ? (
        <Callout intent="danger">
          <ul>
            {m.Problems.map((p, i) => (
              <li key={i}>{p.Words[lang]}</li>
            ))}
          </ul>
        </Callout>
      ) : null}
      {m.CarrierDraft ? (
        <>
          <H4>{w.carrierDiff}</H4>
          {m.Differences.length ? (
            <HTMLTable compact data-testid="mbl-diff">
              <thead>
                <tr>
                  <th>{w.field}</th>
                  <th>{w.ours}</th>
                  <th>{w.theirs}</th>
                </tr>
              </thead>
              <tbody>
                {m.Differences.map((d) => (
                  <tr key={d.Field}>
                    <td>{diffFieldText(d.Field)[lang]}</td>
                    <td>{d.Ours}</td>
                    <td>{d.Carrier}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          ) : (
            <Callout intent="success">{w.noDiff}</Callout>
          )}
        </>
      ) : null}
      <ButtonGroup>
        {can.send && m.MBL_STATUS === S.DRAFT ? <Button intent="primary" icon="send-message" text={w.submit} onClick={submit} /> : null}
        {can.edit && m.MBL_STATUS === S.CARRIER_DRAFT ? <Button icon="tick" text={w.confirm} onClick={confirm} /> : null}
        {can.edit && m.MBL_STATUS === S.CONFIRMED ? <Button icon="endorsed" text={w.recordIssue} onClick={() => setAsk('issue')} /> : null}
        {can.void && m.MBL_STATUS < S.RELEASED ? <Button intent="danger" icon="disable" text={w.voidIt} onClick={() => setAsk('void')} /> : null}
        <Button icon="history" text={w.log} onClick={() => setAsk('log')} />
      </ButtonGroup>
      <Dialog isOpen={ask === 'log'} onClose={close} title={w.log}>
        <DialogBody>{ask === 'log' ? <BillLog bill="mbl" id={m.Id} /> : null}</DialogBody>
        <DialogFooter actions={<Button text={w.cancel} onClick={close} />} />
      </Dialog>
      <Dialog isOpen={ask === 'issue' || ask === 'void'} onClose={close} title={ask === 'issue' ? w.recordIssue : w.voidIt}>
        <DialogBody>
          {ask === 'issue' ? (
            <>
              <FormGroup label={w.mblNo}>
                <InputGroup value={form.no} onChange={(e) => setForm({ ...form, no: e.currentTarget.value })} />
              </FormGroup>
              <FormGroup label={w.onBoard}>
                <InputGroup type="date" value={form.onBoard} onChange={(e) => setForm({ ...form, onBoard: e.currentTarget.value })} />
              </FormGroup>
              <FormGroup label={w.issueDate}>
                <InputGroup type="date" value={form.issue} onChange={(e) => setForm({ ...form, issue: e.currentTarget.value })} />
              </FormGroup>
            </>
          ) : (
            <FormGroup label={w.reason}>
              <InputGroup value={form.reason} onChange={(e) => setForm({ ...form, reason: e.currentTarget.value })} />
            </FormGroup>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <Button
              intent="primary"
              text={ask === 'issue' ? w.recordIssue : w.voidIt}
              onClick={() =>
                void run(() =>
                  ask === 'issue'
                    ? recordMblIssue({ Id: m.Id, VERSION: m.VERSION, MBL_NO: form.no || m.MBL_NO, MBL_ON_BOARD_DATE: form.onBoard, MBL_ISSUE_DATE: form.issue })
                    : voidMbl({ Id: m.Id, VERSION: m.VERSION, Reason: form.reason }),
                ).then(close)
              }
            />
          }
        />
      </Dialog>
    </Card>
  );
}
