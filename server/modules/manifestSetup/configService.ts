import type { ConfigManifest, ManifestConfig, ManifestConfigSave, SetupLog } from '../../../src/contract/manifestSetup/calls';
import type { Db, Queryable } from '../../db/types';
import { isUniqueViolation } from '../../http/duplicates';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { missing, no } from '../../platform/refusal';
import { fieldSays } from '../../../src/contract/envelope';
import { docHistory, recordDocEvent } from '../../platform/spine/docEvents';
import { configScopeTaken, deleteConfigRow, insertConfig, lockConfig, readConfig, updateConfig } from './configRepository';
import { manifestsSentUnder } from './sentUnder';
import { companyExists } from './sftRepository';

/**
 * Filing configurations (operations.md §7.2 `manifest_configs`): per company (or the platform's
 * default, company_id null), filing, carrier and port. The calls are the platform staff's (the
 * access rows say so); the platform's own defaults are theirs alone whoever else might hold the
 * menu (400 PLATFORM_ONLY), and a company's configuration is its company's (404 for another).
 * One configuration per scope (400 DUPLICATE_SCOPE), so resolving one is never a tie.
 */

export const CONFIG_DOC = 'manifestConfig';
type Saved = { Id: number; Version: number };

const notFound = <T>() => missing<T>('No such manifest configuration.', '没有这个舱单配置。');
const stale = <T>() =>
  no<T>(
    'STALE',
    'Someone changed this configuration since you opened it: reload it, then save again.',
    '您打开这个配置之后，已有人修改了它：请重新加载后再保存。',
  );
const platformOnly = <T>() => no<T>('PLATFORM_ONLY', 'Only platform staff keep the platform default configurations.', '平台默认配置只能由平台人员维护。');
const staff = (a: Actor) => a.companyKind === 'platform';

/** Whether the actor may touch a row of this company (null: the platform's defaults). */
const mayTouch = (a: Actor, companyId: number | null) => staff(a) || (companyId !== null && String(companyId) === a.companyId);

function tidy(c: ManifestConfigSave): ManifestConfigSave {
  return {
    ...c,
    MCF_CARRIER: c.MCF_CARRIER.trim().toUpperCase(),
    MCF_LOADING_CODE: c.MCF_LOADING_CODE.trim().toUpperCase(),
    MCF_SENDER_CODE: c.MCF_SENDER_CODE.trim(),
    MCF_CHANNEL: c.MCF_CHANNEL.trim().toUpperCase(),
    MCF_REMARK: c.MCF_REMARK.trim(),
  };
}

export async function saveManifestConfig(db: Db, actor: Actor, input: ManifestConfigSave): Promise<Outcome<Saved>> {
  const c = tidy(input);
  if (c.CompanyId === null && !staff(actor)) return platformOnly();
  if (!mayTouch(actor, c.CompanyId)) return missing('No such company.', '没有这个公司。');
  // auto-send without verification is the only way a customer's submission leaves unseen: it needs verification off
  if (c.MCF_AUTO_SEND && c.MCF_REQUIRE_VERIFY)
    return no(
      'AUTO_SEND_NEEDS_NO_VERIFY',
      'Sending on submission works only when verification is off: turn verification off first.',
      '仅在无需审核时才能提交即发送：请先关闭审核。',
      [fieldSays('/MCF_AUTO_SEND', { en: 'only when verification is off', zh: '仅在无需审核时可开启' })],
    );
  try {
    return await db.transaction(async (tx): Promise<Outcome<Saved>> => {
      if (c.CompanyId !== null && !(await companyExists(tx, c.CompanyId))) return missing('No such company.', '没有这个公司。');
      let id = c.Id;
      let version: number;
      if (id !== undefined) {
        const cur = await lockConfig(tx, id);
        if (!cur || !mayTouch(actor, cur.companyId)) return notFound();
        if (c.Version !== cur.version) return stale();
      }
      const other = await configScopeTaken(tx, c, id);
      if (other !== undefined) return duplicateScope(other);
      if (id === undefined) ({ id, version } = await insertConfig(tx, c, actor.id));
      else version = await updateConfig(tx, id, c, actor.id);
      const { Id: _i, Version: _v, ...fields } = c;
      await recordDocEvent(tx, {
        docType: CONFIG_DOC,
        docId: id,
        actor: { kind: 'employee', id: Number(actor.id) },
        type: c.Id === undefined ? 'v1.ManifestConfigCreated' : 'v1.ManifestConfigSaved',
        detail: { ...fields, Version: version },
      });
      return { ok: true, value: { Id: id, Version: version } };
    });
  } catch (e) {
    if (isUniqueViolation(e)) return duplicateScope();
    throw e;
  }
}

const duplicateScope = <T>(other?: number) =>
  no<T>(
    'DUPLICATE_SCOPE',
    `A configuration for this company, filing, carrier and port already exists${other ? ` (no. ${other})` : ''}: change that one.`,
    `该公司、申报类型、船公司与港口的配置已存在${other ? `（编号 ${other}）` : ''}：请修改那一条。`,
  );

export async function deleteManifestConfig(db: Db, actor: Actor, ref: { Id: number; Version: number }): Promise<Outcome<{ Id: number }>> {
  return db.transaction(async (tx): Promise<Outcome<{ Id: number }>> => {
    const cur = await lockConfig(tx, ref.Id);
    if (!cur || !mayTouch(actor, cur.companyId)) return notFound();
    if (cur.version !== ref.Version) return stale();
    await deleteConfigRow(tx, ref.Id);
    await recordDocEvent(tx, { docType: CONFIG_DOC, docId: ref.Id, actor: { kind: 'employee', id: Number(actor.id) }, type: 'v1.ManifestConfigDeleted' });
    return { ok: true, value: { Id: ref.Id } };
  });
}

export async function getManifestConfig(db: Queryable, actor: Actor, id: number): Promise<Outcome<ManifestConfig>> {
  const c = await readConfig(db, id);
  return c && mayTouch(actor, c.CompanyId) ? { ok: true, value: c } : notFound();
}

export async function manifestConfigLog(db: Queryable, actor: Actor, id: number): Promise<Outcome<SetupLog>> {
  const c = await readConfig(db, id);
  if (!c || !mayTouch(actor, c.CompanyId)) return notFound();
  return { ok: true, value: (await docHistory(db, CONFIG_DOC, id)).map((e) => ({ At: e.at, ActorName: e.actorName ?? '', Type: e.type, Detail: e.detail })) };
}

/** The manifests sent under the configuration (a customer reaching one of its own company's: that company's manifests only). */
export async function configManifests(db: Queryable, actor: Actor, id: number): Promise<Outcome<ConfigManifest[]>> {
  const c = await readConfig(db, id);
  if (!c || !mayTouch(actor, c.CompanyId)) return notFound();
  return { ok: true, value: await manifestsSentUnder(db, id, staff(actor) ? null : actor.companyId) };
}
