import type { CustomerRow } from '../../contract/crm/calls';
import { CUSTOMER_KINDS, customerKindWords } from '../../domain/crm/status';
import { placeTime } from '../../domain/refdata/localTimes';
import type { DataColumn } from '../../lib/DataTable';
import { crmWords as w } from './words';

/** The customer lists' columns: the pool's (no holder), a private sea's (recycle date), the team's (holder). */
export function customerColumns(scope: 'POOL' | 'MINE' | 'ALL', dictName: (kind: string, code: string | null) => string): DataColumn<CustomerRow>[] {
  return [
    { key: 'Name', title: w.name, width: 170, sortable: true, filter: 'text' },
    {
      key: 'Kind',
      title: w.kind,
      width: 76,
      text: (c, lang) => customerKindWords[c.Kind][lang],
      filter: CUSTOMER_KINDS.map((k) => ({ value: k, label: customerKindWords[k] })),
    },
    { key: 'Source', title: w.source, width: 70, text: (c) => dictName('SOURCE', c.Source) },
    // the team's list shows the holder instead of the level and the contact's name (1280 px wide)
    ...(scope === 'ALL' ? [] : [{ key: 'Level', title: w.level, width: 50, text: (c: CustomerRow) => dictName('LEVEL', c.Level) }]),
    { key: 'Region', title: w.region, width: 66, filter: 'text' },
    ...(scope === 'ALL' ? [{ key: 'OwnerName', title: w.holder, width: 70, sortable: true, filter: 'text' as const }] : []),
    ...(scope === 'ALL' ? [] : [{ key: 'Contact', title: w.contact, width: 60 }]),
    { key: 'Mobile', title: w.mobile, width: 100 },
    ...(scope === 'POOL'
      ? []
      : [
          {
            key: 'ClaimedAt',
            title: w.claimedAt,
            width: 90,
            sortable: true,
            text: (c: CustomerRow) => (c.ClaimedAt ? placeTime(c.ClaimedAt).slice(0, 10) : '—'),
          },
          {
            key: 'RecycleAt',
            title: w.recycleAt,
            width: 120,
            text: (c: CustomerRow, lang: 'zh' | 'en') =>
              c.DealStatus === 'DEALT' ? w.dealt[lang] : c.RecycleAt ? `${placeTime(c.RecycleAt).slice(0, 10)}${c.Warned ? ` · ${w.warned[lang]}` : ''}` : '—',
            intent: (c: CustomerRow) => (c.Warned ? ('danger' as const) : undefined),
          },
        ]),
  ];
}
