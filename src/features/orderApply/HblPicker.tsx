import { useState } from 'react';
import type { ListCall } from '../../contract/call';
import { ENDPOINTS } from '../../contract/endpoints';
import { SuggestPicker } from '../../lib/SuggestPicker';
import { callApi, callRef } from '../../streams/callApi';

type HblRow = { Id: number; HBL_NO: string; Customer: string; HBL_STATUS: number };
/** The house bills' list (the houseBill module's HouseBill/List), searched by number. */
const HBL_LIST = callRef<ListCall<HblRow>>('GET', ENDPOINTS.hblList);

/** The house B/L an application is for: typed by its number, picked from the bills found (held as its id). */
export function HblPicker({ value, onChange }: { value: number | undefined; onChange(id: number | undefined): void }) {
  const [text, setText] = useState(value ? String(value) : '');
  return (
    <SuggestPicker<HblRow & { Code: string }>
      id="oap-hbl"
      value={text}
      placeholder="HBL…"
      onType={(t) => {
        setText(t);
        // a bare id typed (or pasted from a link) is taken as it is
        onChange(/^\d+$/.test(t.trim()) ? Number(t.trim()) : undefined);
      }}
      onPick={(o) => {
        setText(o.HBL_NO);
        onChange(o.Id);
      }}
      suggest={async (q) => (await callApi(HBL_LIST, { HBL_NO: q, PageSize: 8 })).Items.map((r) => ({ ...r, Code: r.HBL_NO }))}
      optionText={(o) => `${o.HBL_NO} · ${o.Customer}`}
    />
  );
}
