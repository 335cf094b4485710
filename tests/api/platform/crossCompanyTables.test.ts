import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { withTestApp } from '../support/build';
import { idFields } from '../support/routeTable';

const t = withTestApp();

/**
 * Company scoping is tested a module at a time (tests/api/support/crossCompany.ts): each module's
 * table checks that it covers every call of that module taking an id. This makes sure no module is
 * left without one: every call of the server's route table that takes an id belongs to a module
 * whose folder has its crossCompany.test.ts.
 */
describe('cross-company ids are refused (table-driven)', () => {
  it("every call that takes an id belongs to a module with a cross-company table (derived from the server's route table)", () => {
    const all = t.app.apiRoutes.flatMap((r) => idFields(r).map((name) => ({ name, module: r.module })));
    expect(all.length).toBeGreaterThan(50); // the rule finds the ids: an empty list proves nothing
    expect(all.map((f) => f.name)).toEqual(
      expect.arrayContaining([`GET ${ENDPOINTS.siGet} Id`, `POST ${ENDPOINTS.siAdd} CGO_ID`, `POST ${ENDPOINTS.employeeSetRoles} RoleIds`]),
    );
    expect(
      all.filter((f) => !f.module).map((f) => f.name),
      'calls taking an id that no module registered',
    ).toEqual([]);
    const modules = [...new Set(all.map((f) => f.module!))];
    const withoutTable = modules.filter((m) => {
      const file = new URL(`../${m}/crossCompany.test.ts`, import.meta.url);
      return !existsSync(file) || !readFileSync(file, 'utf8').includes(`crossCompanySuite('${m}'`);
    });
    expect(withoutTable, 'modules with calls taking an id but no tests/api/<module>/crossCompany.test.ts').toEqual([]);
  });
});
