import { describe, expect, it } from 'vitest';
import { CONTRACT_MODULES } from '../../../src/contract/modules';
import { defaultMenuTrees, folderPath, moduleMenuFolders, SELLERS_ONLY_FOLDERS } from '../../../src/routes/defaultMenus';
import { MODULES } from '../../../src/routes/modules';
import { routeTable } from '../../../src/routes/table';

/** The folders the modules' contracts declare for the default menus (`menuFolders`), as the seed writes them. */
describe("the modules' menu folders", () => {
  const folders = moduleMenuFolders();

  it('are unique, and none takes the key of a route-table group or the company administration folder', () => {
    const keys = folders.map((f) => f.key);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    for (const k of keys) expect(k in MODULES || k === 'companyAdmin', k).toBe(false);
  });

  it('hold only pages of the route table, each once', () => {
    const paths = new Set(routeTable.map((r) => r.path));
    for (const f of folders) {
      for (const p of f.pages) expect(paths.has(p), `${f.key}: ${p}`).toBe(true);
      expect(new Set(f.pages).size, f.key).toBe(f.pages.length);
    }
  });

  it('hang in the external tree, after the company administration folder, in the registry order', () => {
    const external = defaultMenuTrees().external[0]!.children.map((n) => n.path);
    const at = external.indexOf(folderPath('companyAdmin'));
    expect(external.slice(at + 1)).toEqual(folders.map((f) => folderPath(f.key)));
    // the registry's order: the modules' contracts as moduleList.ts lists them (a new module's folder joins at its place)
    expect(folders).toEqual(CONTRACT_MODULES.flatMap((m) => m.menuFolders ?? []));
  });

  it("are for sellers only where a module says so: the providers' rates and ready space among them", () => {
    expect(SELLERS_ONLY_FOLDERS).toEqual(expect.arrayContaining([folderPath('providerRates'), folderPath('providerReadySpace')]));
    expect(SELLERS_ONLY_FOLDERS).toEqual(folders.filter((f) => f.sellersOnly).map((f) => folderPath(f.key)));
  });
});
