import { Button, Callout, FormGroup, H2, H4, HTMLSelect, HTMLTable, InputGroup, Switch, Tag } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ACCESS } from '../../contract/access';
import { mblCalls } from '../../contract/houseBill/calls';
import { useT } from '../../i18n/useT';
import { useListExport } from '../../lib/listExport';
import { listExportPath } from '../../lib/listKey';
import { queryString } from '../../lib/saveFile';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { usePageKeys } from '../../lib/pageKeys';
import { useCan } from '../../session/access';
import { useRoute } from '../../ui/routeContext';
import { billKeys, createMbl, type MblFilter, mblListQuery, mblsQuery } from './api';
import { MblDetail } from './mbl/MblDetail';
import { billWords, mblStatusWords } from './words';

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
