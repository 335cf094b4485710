import { describe, expect, it } from 'vitest';
import { DUPLICATE_NAME } from '../../../../server/http/duplicates';
import { ENDPOINTS } from '../../../../src/contract/endpoints';
import { withTestApp } from '../../support/build';
import { caller } from '../../support/calls';

/**
 * Issue 32: twenty saves of one new name at the same moment answered one success and nineteen
 * 500s (the unique index refused the writes the name check had let through). Whether a save
 * loses the race at its own check or at the index, it answers 400 DUPLICATE_NAME with the field
 * named in the person's language (server/http/duplicates.ts), and only one row is written.
 */
const t = withTestApp({ modules: ['si', 'staff'] });
const { call, asUser } = caller(t);
const RACERS = 20;

async function race(url: string, token: string, body: object, lang = 'zh') {
  const answers = await Promise.all(
    Array.from({ length: RACERS }, () =>
      t.app.inject({ method: 'POST', url, payload: body, headers: { authorization: `Bearer ${token}`, 'accept-language': lang } }),
    ),
  );
  const statuses = answers.map((a) => a.statusCode);
  expect(
    statuses.filter((s) => s === 200),
    statuses.join(','),
  ).toHaveLength(1);
  const refusals = answers.filter((a) => a.statusCode !== 200);
  expect(refusals.map((a) => [a.statusCode, a.json().Code])).toEqual(Array.from({ length: RACERS - 1 }, () => [400, DUPLICATE_NAME]));
  return refusals.map((a) => a.json() as { Message: string; Errors: { Path: string; Message: string }[] });
}

describe('saves racing for one new unique name: one is saved, the others are told the name is taken', () => {
  it('SI templates', async () => {
    const customer = await asUser('customer.admin@demo.test');
    const refusals = await race(ENDPOINTS.siTemplateSave, customer, { TBI_TEMPLATE_NAME: '并发模板 Race' });
    for (const r of refusals) {
      expect(r.Message).toBe('该模板名称已被使用，请换一个。');
      expect(r.Errors).toEqual([{ Path: '/TBI_TEMPLATE_NAME', Message: r.Message }]);
    }
    const rows = await t.db.query(`select id from si_templates where lower(name) = lower('并发模板 Race')`);
    expect(rows).toHaveLength(1);
  });

  it('roles', async () => {
    const admin = await asUser('admin@demo.test');
    const refusals = await race(ENDPOINTS.roleSave, admin, { Scope: 'company', Name: 'Race role' }, 'en');
    for (const r of refusals) expect(r.Errors).toEqual([{ Path: '/Name', Message: 'This role name is already taken: choose another.' }]);
    expect(await t.db.query(`select id from roles where name = 'Race role'`)).toHaveLength(1);
  });

  it('employees’ login names', async () => {
    const admin = await asUser('admin@demo.test');
    const refusals = await race(ENDPOINTS.employeeSave, admin, { Name: '并发', LoginName: 'race.login', Password: 'race-pass-123' });
    for (const r of refusals) expect(r.Errors).toContainEqual({ Path: '/LoginName', Message: '该登录名已被使用，请换一个。' });
    expect(await t.db.query(`select id from employees where login_name = 'race.login'`)).toHaveLength(1);
  });

  it('a name taken before the save answers the same as a lost race', async () => {
    const admin = await asUser('admin@demo.test');
    const again = await call('POST', ENDPOINTS.roleSave, admin, { Scope: 'company', Name: 'RACE ROLE' });
    expect([again.statusCode, again.json().Code, again.json().Errors]).toEqual([
      400,
      DUPLICATE_NAME,
      [{ Path: '/Name', Message: '该角色名称已被使用，请换一个。' }],
    ]);
  });
});
