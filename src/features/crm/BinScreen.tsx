import { Button, H2, HTMLTable, NonIdealState } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { BinRow } from '../../contract/crm/calls';
import { CustomerDrawer } from './CustomerDrawer';
import { CRM_ACCESS as A } from '../../contract/crm/module';
import { placeTime } from '../../domain/refdata/localTimes';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { AccessGate } from '../../ui/AccessGate';
import { useRoute } from '../../ui/routeContext';
import { binQueryOptions, usePurge, useRestore } from './api/crm';
import { crmEditWords } from './edit/words';
import { crmWords } from './words';

/** /CRM/RecycleBin (commercial.md §7.4): deleted customers, leads and contacts; restore within 30 days, purge. */
export default function BinScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(crmWords);
  const ew = useWords(crmEditWords);
  const { data } = useQuery(binQueryOptions());
  const restore = useRestore();
  const purge = usePurge();
  const [open, setOpen] = useState<number>();
  return (
    <section className="admin-screen" data-testid="crm-bin">
      <H2>{route.title[lang]}</H2>
      {data && !data.length ? (
        <NonIdealState icon="trash" title={w.emptyBin} />
      ) : (
        <HTMLTable striped interactive style={{ width: '100%' }}>
          <thead>
            <tr>
              <th>{w.entity}</th>
              <th>{w.name}</th>
              <th>{w.deletedAt}</th>
              <th>{w.deletedBy}</th>
              <th>{w.purgeAfter}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {(data ?? []).map((r) => (
              <tr key={`${r.Entity}-${r.Id}`}>
                <td>{w[`entity${r.Entity}`]}</td>
                <td>
                  {r.Name}
                  {r.MergedInto ? <div className="bp6-text-muted">{ew.mergedInto(r.MergedInto)}</div> : null}
                </td>
                <td>{placeTime(r.DeletedAt)}</td>
                <td>{r.DeletedBy}</td>
                <td>{placeTime(r.PurgeAfter).slice(0, 10)}</td>
                <td>
                  {r.MergedInto ? (
                    <MergedLink row={r} onOpen={setOpen} />
                  ) : (
                    <AccessGate access={A.crmRestore}>
                      <Button size="small" intent="primary" text={w.restore} onClick={() => void restore({ Entity: r.Entity, Id: r.Id }, w.restored)} />
                    </AccessGate>
                  )}{' '}
                  <AccessGate access={A.crmPurge}>
                    <Button size="small" intent="danger" minimal text={w.purge} onClick={() => void purge({ Entity: r.Entity, Id: r.Id }, w.purged)} />
                  </AccessGate>
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {open !== undefined && <CustomerDrawer id={open} onClose={() => setOpen(undefined)} />}
    </section>
  );
}

/** A customer merged into another is not restored (its contacts and records are the kept one's): the row opens the kept customer. */
function MergedLink({ row, onOpen }: { row: BinRow; onOpen(id: number): void }) {
  const ew = useWords(crmEditWords);
  if (row.MergedIntoId === null) return <span className="bp6-text-muted">{ew.mergedNoRestore}</span>;
  const id = row.MergedIntoId;
  return (
    <Button
      size="small"
      variant="minimal"
      intent="primary"
      icon="link"
      text={ew.openKept(row.MergedInto ?? '')}
      onClick={() => onOpen(id)}
      data-testid="crm-bin-merged"
    />
  );
}
