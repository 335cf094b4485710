import { entryOrderSharePublicCalls } from '../../../src/contract/entryOrder/shareCalls';
import { describe, expect, it } from 'vitest';
import { ACCESS, BUTTON_TITLES } from '../../../src/contract/access';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { type EntryOrder, type EntryOrderSave, entryOrderCalls } from '../../../src/contract/entryOrder/calls';
import { ENTRY_ORDER_EVENT_TYPES, entryOrderEventText } from '../../../src/contract/entryOrder/events';
import { ENTRY_ORDER_ACCESS, ENTRY_ORDER_PAGES, ENTRY_ORDER_PATHS } from '../../../src/contract/entryOrder/module';
import { ENTRY_REFUSAL_CODES } from '../../../src/contract/entryOrder/refusalCodes';
import { ENT_STATUS_WORDS, entryRefusalWords, entryRuleWords, SUP_STATUS_WORDS } from '../../../src/contract/entryOrder/words';
import { fieldLabel, loadFieldWords, moduleOfPath } from '../../../src/contract/fieldLabels';
import type { OrderFacts } from '../../../src/domain/entryOrder/orderRules';
import { ENT_STATUSES, SUP_STATUSES } from '../../../src/domain/entryOrder/status';
import { routeTable } from '../../../src/routes/table';

const HAN = /\p{Script=Han}/u;
interface Schema {
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
}
const names = (s: Schema | undefined): string[] =>
  !s || typeof s !== 'object'
    ? []
    : [...Object.entries(s.properties ?? {}).flatMap(([n, inner]) => [n, ...names(inner)]), ...names(s.items), ...(s.anyOf ?? []).flatMap(names)];

// the rules read what the wire carries, without a cast: a Save body (the browser, the server on Save) and a stored order (the server on Submit)
const fromSave = (o: EntryOrderSave): OrderFacts => o;
const fromStored = (o: EntryOrder): OrderFacts => o;
void fromSave;
void fromStored;

describe('the entryOrder contract', () => {
  it('registers every call, each path once, and only the route table’s pages in its access rows', () => {
    for (const [name, path] of Object.entries(ENTRY_ORDER_PATHS)) {
      expect((ENDPOINTS as Record<string, string>)[name]).toBe(path);
      expect(moduleOfPath(path)).toBe('entryOrder');
    }
    // the share links' public calls are in no access table (the token is the authority)
    expect([...Object.values(entryOrderCalls), ...entryOrderSharePublicCalls].map((c) => c.path).sort()).toEqual(Object.values(ENTRY_ORDER_PATHS).sort());
    const pages = new Set(routeTable.map((r) => r.path));
    for (const p of Object.values(ENTRY_ORDER_PAGES)) expect(pages.has(p), p).toBe(true);
    for (const [key, row] of Object.entries(ENTRY_ORDER_ACCESS)) {
      expect(ACCESS[key as keyof typeof ACCESS]).toBe(row);
      for (const m of row.menus) expect(pages.has(m), `${key}: ${m}`).toBe(true);
      if (row.button) expect(BUTTON_TITLES[row.button], row.button).toBeDefined();
    }
  });

  it('labels every field of every call’s input in Chinese and English', async () => {
    await loadFieldWords();
    const missing = Object.values(entryOrderCalls).flatMap((c) =>
      names(c.input as Schema)
        .filter((n) => {
          const l = fieldLabel(n, 'entryOrder');
          return !l || !HAN.test(l.zh) || !l.en.trim();
        })
        .map((n) => `${c.path} ${n}`),
    );
    expect(missing).toEqual([]);
  });

  it('says every state, rule and refusal in both languages', () => {
    for (const s of ENT_STATUSES) expect(HAN.test(ENT_STATUS_WORDS[s].zh) && ENT_STATUS_WORDS[s].en).toBeTruthy();
    for (const s of SUP_STATUSES) expect(HAN.test(SUP_STATUS_WORDS[s].zh) && SUP_STATUS_WORDS[s].en).toBeTruthy();
    for (const [k, w] of [...Object.entries(entryRefusalWords), ...Object.entries(entryRuleWords)]) {
      expect(HAN.test(w.zh), k).toBe(true);
      expect(HAN.test(w.en), k).toBe(false);
      // the same placeholders in both
      expect([...w.zh.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort(), k).toEqual([...w.en.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort());
    }
    for (const [code, key] of Object.entries(ENTRY_REFUSAL_CODES)) expect(entryRefusalWords[key], code).toBeDefined();
    expect(Object.keys(ENTRY_REFUSAL_CODES)).toEqual(
      expect.arrayContaining([
        'STALE',
        'FORM_PUBLISHED',
        'BOOKING_OTHER_COMPANY',
        'CONTAINERS_NOT_COVERED',
        'NOT_ASSIGNEE',
        'ASSIGNEE_NOT_PARTY',
        'REASON_MISSING',
      ]),
    );
  });

  it('says every event of the log in words', () => {
    for (const t of ENTRY_ORDER_EVENT_TYPES) {
      const w = entryOrderEventText(t, { ENT_NO: 'E1', From: 2, Status: 1, Reason: 'r', SUP_NO: 'S1', Scope: 'ORDER', Milestone: 'DISC', At: '2026-01-01' });
      expect(HAN.test(w.zh), t).toBe(true);
      expect(w.en, t).not.toMatch(/undefined|\[object/);
    }
    expect(entryOrderEventText('v9.Unknown', {}).en).toBe('Other entry');
  });
});
