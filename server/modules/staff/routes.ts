import type { FastifyInstance } from 'fastify';
import { ACCESS } from '../../../src/contract/access';
import { ok } from '../../../src/contract/envelope';
import { systemCalls as C } from '../../../src/contract/system/calls';
import { fieldErrorText, moduleOfPath } from '../../../src/contract/fieldLabels';
import { staffRefusalWords } from '../../../src/contract/system/words';
import { validationWords } from '../../../src/contract/words';
import type { Db } from '../../db/types';
import { defineImport } from '../../http/imports';
import { defineList } from '../../http/lists';
import { badField, forbidden, notFound } from '../../http/replies';
import { DUPLICATE_NAME, duplicateWords } from '../../http/duplicates';
import { requestLanguage } from '../../http/language';
import { demand } from '../../platform/access/demand';
import { pendingBindOf } from './bindOffers';
import { employeeImport, employeeList, userList } from './lists';
import { employeePermissions, ownEmployee } from './repository';
import { changeRoles, FOREIGN_ROLE, LOGIN_NAME, LOGIN_TAKEN, presentEmployee, roleChangeProblems, saveEmployee, saveRefusal, setStatus } from './service';
import { route } from '../../http/route';

/** Employees of the actor's own company (create, edit, disable, roles, import, export) and the platform's user list. */
export function staffRoutes(app: FastifyInstance, db: Db): void {
  defineList(app, db, employeeList);

  route(app, C.employeeDetail, async ({ actor, input }, reply) => {
    const row = await ownEmployee(db, actor, input.Id);
    if (!row) return notFound(reply, 'employee');
    const permissions = await employeePermissions(db, row.Id);
    return ok({
      ...presentEmployee(row),
      Permissions: permissions.map((p) => ({ ItemKey: p.item_key, PermissionKey: p.permission_key, Value: p.value })),
      PendingBind: await pendingBindOf(db, row.Id), // the user a binding offer waits for
    });
  });

  route(app, C.employeeSave, async ({ actor, input, request }, reply) => {
    const b = input;
    if (!(await demand(db, request, reply, b.Id ? ACCESS.employeeEdit : ACCESS.employeeAdd))) return reply;
    if (b.RoleIds && !(await demand(db, request, reply, ACCESS.employeeRoles))) return reply;
    const existing = b.Id ? await ownEmployee(db, actor, b.Id) : undefined;
    if (b.Id && !existing) return notFound(reply, 'employee');
    const refused = await saveRefusal(db, actor, b, existing);
    if (refused && 'forbidden' in refused) return forbidden(reply, refused.forbidden.en, refused.forbidden.zh);
    if (refused && 'noRole' in refused) return notFound(reply, 'role');
    if (refused) {
      // a login name taken says so in the person's language, with the Code a lost race also answers (http/duplicates.ts)
      const taken = refused.problems.some(([p, m]) => p === LOGIN_NAME.path && m === LOGIN_TAKEN);
      const lang = requestLanguage(request.headers['accept-language']);
      const words = duplicateWords(LOGIN_NAME)[lang];
      // each problem says the field as the form names it, in the person's language (fieldMessageWords)
      const module = moduleOfPath(request.routeOptions.url);
      const problems = refused.problems.map(([p, m, said]): [string, string] =>
        p === LOGIN_NAME.path && m === LOGIN_TAKEN ? [p, words] : [p, fieldErrorText({ Path: p, Message: m, Words: said }, module, lang)],
      );
      const said = problems.map(([, m]) => m);
      return reply.status(400).send({
        Status: false,
        Data: null,
        Message: lang === 'zh' ? validationWords.inputRefused(said.join('；')).zh : said.join('; '),
        Errors: problems.map(([Path, Message]) => ({ Path, Message })),
        ...(taken ? { Code: DUPLICATE_NAME } : {}),
      });
    }
    const saved = await saveEmployee(db, actor, b, existing, request.auth!.sessionId);
    await app.liveHub.forget({ employeeIds: [String(saved.id)] }); // name, admin, roles: calls acting as it read it again
    await app.liveHub.end({ sessionIds: saved.ended }, 'ended'); // and their sockets close, on every server process
    return ok(
      { Id: saved.id, BindOffer: saved.offered ? { Account: saved.offered } : null },
      saved.offered ? 'Saved. The binding was sent to the user: it takes effect when they accept it.' : undefined,
    );
  });

  route(app, C.employeeSetStatus, async ({ actor, input }, reply) => {
    const employee = await ownEmployee(db, actor, input.Id);
    if (!employee) return notFound(reply, 'employee');
    if (String(employee.Id) === actor.id && input.Status === 'disabled')
      return badField(reply, '/Id', 'is you: you cannot disable your own account', '是您自己：不能停用自己的账号');
    if (employee.IsAdmin && !actor.isAdmin) return forbidden(reply, staffRefusalWords.adminDisablesAdmin.en, staffRefusalWords.adminDisablesAdmin.zh);
    await setStatus(db, actor, employee, input.Status);
    await app.liveHub.forget({ employeeIds: [String(employee.Id)] }); // either way: calls acting as it read it again
    // and its live sockets close, on every server process
    if (input.Status === 'disabled') await app.liveHub.end({ employeeIds: [String(employee.Id)] }, 'disabled');
    return ok(null);
  });

  route(app, C.employeeSetRoles, async ({ actor, input }, reply) => {
    const employee = await ownEmployee(db, actor, input.Id);
    if (!employee) return notFound(reply, 'employee');
    const problem = await roleChangeProblems(db, actor, employee, input.RoleIds);
    if (problem === FOREIGN_ROLE) return notFound(reply, 'role');
    if (problem) return badField(reply, '/RoleIds', problem.en, problem.zh);
    await changeRoles(db, actor, employee, input.RoleIds);
    await app.liveHub.forget({ employeeIds: [String(employee.Id)] }); // its menu tree is read again
    return ok(null);
  });

  defineImport(app, db, employeeImport);
  defineList(app, db, userList);
}
