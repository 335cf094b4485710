import { poolQueryOptions } from '../api/reads';
import { useSaveRatePool } from '../api/sharing';
import { Button, Callout, Checkbox, H2, HTMLSelect, HTMLTable, NumericInput, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RATES_ACCESS } from '../../../contract/rates/module';
import type { RatePool } from '../../../contract/rates/sharedCalls';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { Gate } from '../../../session/Gate';
import { useCan } from '../../../session/access';
import { useRoute } from '../../../ui/routeContext';
import { showToast } from '../../../ui/toaster';
import { sharingWords } from './words';

/** The pool's sources (my own rates, each active subscription): used or not, and their priority. */
function PoolSourcesTable({ label, edited, setEdited, canEdit }: { label: string; edited: RatePool; setEdited(pool: RatePool): void; canEdit: boolean }) {
  const w = useWords(sharingWords);
  return (
    <HTMLTable compact striped aria-label={label} data-testid="pool-sources">
      <thead>
        <tr>
          <th>{w.include}</th>
          <th>{w.offer}</th>
          <th>{w.priority}</th>
        </tr>
      </thead>
      <tbody>
        {edited.Sources.map((s, i) => (
          <tr key={s.SubscriptionId ?? 'own'}>
            <td>
              <Checkbox
                aria-label={`${w.include} ${s.Name}`}
                checked={s.Include}
                disabled={!canEdit}
                onChange={() => setEdited({ ...edited, Sources: edited.Sources.map((x, j) => (j === i ? { ...x, Include: !x.Include } : x)) })}
              />
            </td>
            <td>{s.Name}</td>
            <td>
              <NumericInput
                aria-label={`${w.priority} ${s.Name}`}
                min={1}
                max={99}
                value={s.Priority}
                disabled={!canEdit}
                onValueChange={(n) =>
                  setEdited({
                    ...edited,
                    Sources: edited.Sources.map((x, j) => (j === i ? { ...x, Priority: Number.isFinite(n) ? Math.max(1, Math.min(99, n)) : 1 } : x)),
                  })
                }
              />
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

/**
 * /SeaFreight/FreightManagement/FCLFreightConfiguration (commercial.md §3.1 RatePoolConfig): which
 * rates my searches use — my own and each active subscription, used or not, by priority (the lower
 * wins a tie) — and the dedupe: show all, or keep the lowest of my costs per carrier and lane (R3.5).
 */
export default function RatePoolScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(sharingWords);
  const savePool = useSaveRatePool().mutateAsync;
  const canEdit = useCan(RATES_ACCESS.poolEdit);
  const pool = useQuery(poolQueryOptions());
  const [edited, setEdited] = useState<RatePool>();
  useEffect(() => {
    if (pool.data) setEdited(pool.data);
  }, [pool.data]);

  const save = async () => {
    if (!edited) return;
    try {
      await savePool({
        Revision: edited.Revision,
        Dedup: edited.Dedup,
        Sources: edited.Sources.map(({ Kind, SubscriptionId, Include, Priority }) => ({ Kind, SubscriptionId, Include, Priority })),
      });
      void showToast({ intent: 'success', message: w.saved });
    } catch (err) {
      void showToast({ intent: 'danger', message: err instanceof Error ? err.message : String(err) });
    }
  };

  return (
    <section className="admin-screen" data-testid="rate-pool">
      <H2>{route.title[lang]}</H2>
      <Callout icon="info-sign">{w.poolHint}</Callout>
      {pool.isPending || !edited ? (
        pool.isError ? (
          <Callout intent="danger">{pool.error.message}</Callout>
        ) : (
          <Spinner />
        )
      ) : (
        <>
          <PoolSourcesTable label={route.title[lang]} edited={edited} setEdited={setEdited} canEdit={canEdit} />
          <label style={{ display: 'block', margin: '12px 0' }}>
            {w.dedup}{' '}
            <HTMLSelect
              aria-label={w.dedup}
              value={edited.Dedup}
              disabled={!canEdit}
              onChange={(e) => setEdited({ ...edited, Dedup: e.target.value as RatePool['Dedup'] })}
              options={[
                { value: 'SHOW_ALL', label: w.showAll },
                { value: 'LOWEST_PER_CARRIER_LANE', label: w.lowestPerLane },
              ]}
            />
          </label>
          <div>
            <Gate access={RATES_ACCESS.poolEdit}>
              <Button intent="primary" icon="floppy-disk" text={w.save} onClick={() => void save()} />
            </Gate>
          </div>
        </>
      )}
    </section>
  );
}
