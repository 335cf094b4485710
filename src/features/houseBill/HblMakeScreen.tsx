import { Button, Callout, H2, H4, InputGroup } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ACCESS } from '../../contract/access';
import { type HblRow, hblCalls } from '../../contract/houseBill/calls';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { DataTable } from '../../lib/DataTable';
import { listKey } from '../../lib/listKey';
import { usePageKeys } from '../../lib/pageKeys';
import { useCan } from '../../session/access';
import { useRoute } from '../../ui/routeContext';
import { billKeys, createHbl, toMakeQuery } from './api';
import { HblDetail } from './hbl/HblDetail';
import { HblToMakeTable } from './hbl/HblToMakeTable';
import { HBL_COLUMNS } from './hbl/hblColumns';
import { type Refusal, refusalOf } from './hbl/refusal';
import { billWords } from './words';

export { openPdf } from './hbl/HblDetail';

/**
 * /MakeOrderBusiness/HBLMake (operations.md §10.5): approved SIs waiting for a house bill, the house
 * bills made (searchable, exported to Excel), and the one opened — its state in words, what stands
 * between it and its issue, and its actions: send the draft, record an e-mail approval, issue, print
 * original / copy / draft, amend, void, the log. Keys per src/lib/pageKeys.ts.
 */
export default function HblMakeScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(billWords);
  const qc = useQueryClient();
  const [search, setSearch] = useState('');
  const [at, setAt] = useState(0);
  // ?Id= is the bill open: a link from elsewhere opens it, and a reload keeps it open
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get('Id')) || undefined;
  const setOpenId = (id: number) =>
    setParams(
      (p) => {
        p.set('Id', String(id));
        return p;
      },
      { replace: true },
    );
  const [error, setError] = useState<Refusal>();
  const toMake = useQuery(toMakeQuery(search));
  const rows = toMake.data ?? [];
  const mayCreate = useCan(ACCESS.hblCreate);
  // the bill's own queries and the made list (the list keeps its pages under the list's key)
  const refresh = () => Promise.all([qc.invalidateQueries({ queryKey: billKeys.all }), qc.invalidateQueries({ queryKey: listKey(hblCalls.list.path) })]);
  const run = async (f: () => Promise<unknown>) => {
    setError(undefined);
    try {
      await f();
    } catch (e) {
      setError(refusalOf(e));
    }
    await refresh();
  };
  const make = (siId: number) =>
    run(async () => {
      const made = await createHbl({ SiId: siId, HBL_TYPE: 'BOL', HBL_RELEASE_TYPE: 'ORIGINAL', HBL_ORIGINALS: 3 });
      setOpenId(made.Id);
    });
  const row = rows[Math.min(at, rows.length - 1)];
  usePageKeys({
    j: () => setAt((i) => Math.min(i + 1, rows.length - 1)),
    arrowdown: () => setAt((i) => Math.min(i + 1, rows.length - 1)),
    k: () => setAt((i) => Math.max(i - 1, 0)),
    arrowup: () => setAt((i) => Math.max(i - 1, 0)),
    c: () => (row && mayCreate ? void make(row.SiId) : false),
  });
  return (
    <section className="admin-screen" data-testid="hbl-make">
      <H2>{route.title[lang]}</H2>
      <Callout icon="key">{w.keysHint}</Callout>
      {error ? (
        <Callout intent="danger" role="alert">
          {error.message}
          {error.manifest ? (
            <p>
              <Link to={error.manifest.href}>{w.openManifest(error.manifest.no)}</Link>
            </p>
          ) : null}
        </Callout>
      ) : null}
      <H4>{w.toMake}</H4>
      <InputGroup leftIcon="search" placeholder={w.search} aria-label={w.search} value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
      {rows.length === 0 ? <p>{w.noneToMake}</p> : <HblToMakeTable rows={rows} at={at} mayCreate={mayCreate} make={(siId) => void make(siId)} />}
      <H4>{w.made}</H4>
      <DataTable<HblRow>
        list={hblCalls.list}
        label={w.made}
        exportAccess={ACCESS.hblRead}
        onOpen={(r) => setOpenId(r.Id)}
        actionsWidth={90}
        actions={(r) => <Button size="small" minimal icon="document-open" text={w.open} aria-label={`${w.open} ${r.HBL_NO}`} onClick={() => setOpenId(r.Id)} />}
        columns={HBL_COLUMNS}
      />
      {openId ? <HblDetail id={openId} run={run} /> : <p>{w.openOne}</p>}
    </section>
  );
}
