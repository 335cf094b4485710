import { describe, expect, it } from 'vitest';
import { deleteCodeEntry, saveCodeEntry } from '../../../server/modules/codeLists/entryService';
import { deleteCodeList, getCodeList, listCodeLists, saveCodeList } from '../../../server/modules/codeLists/listService';
import { CODE_LIST_READERS, type CodeListReader } from '../../../server/modules/codeLists/readers';
import { codeEntries, codeLabel } from '../../../server/modules/codeLists/public';
import type { Actor } from '../../../server/platform/access/grants';
import { withTestApp } from '../support/build';

/**
 * "In use" is answered by the modules that read a list, through their line in readers.ts. None reads
 * one yet (so the declaration is empty, and the screen says so); here a reading module is declared
 * for the test: a code it uses is not deleted (400 IN_USE), nor is its list, and nothing changes.
 */
const t = withTestApp({ modules: ['companies', 'staff', 'access', 'auth', 'codeLists'] });
const actor: Actor = { id: '1', name: '测试员', companyId: '1', companyKind: 'platform', isAdmin: true, status: 'ACTIVE' };
/** A module counting its records by code: 2 records name WOOD. */
const reader: CodeListReader = {
  module: 'packing',
  name: { zh: '装箱单', en: 'Packing lists' },
  list: 'MATERIAL',
  uses: async (_q, codes) => new Map(codes.filter((c) => c === 'WOOD').map((c) => [c, 2])),
};
const must = <T>(o: { ok: true; value: T } | { ok: false }): T => {
  if (!o.ok) throw new Error(JSON.stringify(o));
  return o.value;
};

describe('an entry in use', () => {
  it('no module reads any list today: the declaration is empty and every list says so', async () => {
    expect(CODE_LIST_READERS).toEqual([]);
    const lists = must(await listCodeLists(t.db, CODE_LIST_READERS, ''));
    expect(lists.length).toBeGreaterThan(5);
    expect(lists.every((l) => l.ReadBy.length === 0)).toBe(true);
  });

  it('is not deleted, nor is its list (400 IN_USE, nothing changed); an unused one is', async () => {
    const list = must(await saveCodeList(t.db, actor, { Code: 'MATERIAL', NameZh: '材质', NameEn: 'Materials', Description: '' }));
    for (const code of ['WOOD', 'STEEL'])
      must(await saveCodeEntry(t.db, actor, { ListId: list.Id, Code: code, NameZh: code, NameEn: '', Remarks: '', Active: true }));
    const shown = must(await getCodeList(t.db, [reader], list.Id));
    expect(shown.ReadBy).toEqual([{ Module: 'packing', Zh: '装箱单', En: 'Packing lists' }]);
    expect(shown.Items.map((e) => [e.Code, e.InUse])).toEqual([
      ['WOOD', 2],
      ['STEEL', 0],
    ]);
    const wood = shown.Items[0]!;
    const refused = await deleteCodeEntry(t.db, actor, [reader], wood.Id, wood.Version);
    expect(refused).toMatchObject({ ok: false, status: 400, code: 'IN_USE' });
    expect(refused.ok ? '' : refused.zh).toContain('装箱单 2');
    const listRefused = await deleteCodeList(t.db, [reader], list.Id, shown.Version);
    expect(listRefused).toMatchObject({ ok: false, status: 400, code: 'IN_USE' });
    expect(must(await getCodeList(t.db, [reader], list.Id))).toEqual(shown);
    const steel = shown.Items[1]!;
    expect((await deleteCodeEntry(t.db, actor, [reader], steel.Id, steel.Version)).ok).toBe(true);
    expect(must(await getCodeList(t.db, [reader], list.Id)).Items.map((e) => e.Code)).toEqual(['WOOD']);
  });
});

describe('public.ts', () => {
  it('labels a code in either language and lists a list in its order', async () => {
    expect(await codeLabel(t.db, 'INCOTERMS', 'dpu', 'zh')).toBe('卸货地交货');
    expect(await codeLabel(t.db, 'INCOTERMS', 'DPU', 'en')).toBe('Delivered at Place Unloaded');
    expect(await codeLabel(t.db, 'INCOTERMS', 'DAT', 'en')).toBe('DAT');
    expect((await codeEntries(t.db, 'PAYMENT_TERM')).map((e) => e.code)).toEqual(['PRE', 'COL']);
  });
});
