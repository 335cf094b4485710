import type { SftTemplate, SftTemplateSave, SetupLog } from '../../../src/contract/manifestSetup/calls';
import { fieldSays, type FieldError } from '../../../src/contract/envelope';
import { PARTY_KEYS, type PartyBlock } from '../../../src/contract/manifestSetup/party';
import { blockingProblems, checkPartyBlock, partyIsEmpty, type PartyProblem } from '../../../src/domain/partyCodes';
import type { Db, Queryable } from '../../db/types';
import { isUniqueViolation } from '../../http/duplicates';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { asWritten, missing, no } from '../../platform/refusal';
import { docHistory, recordDocEvent } from '../../platform/spine/docEvents';
import {
  companyExists,
  deleteSftTemplateRow,
  insertSftTemplate,
  lockSftTemplate,
  readSftTemplate,
  type SftColumns,
  sftNameTaken,
  updateSftTemplate,
} from './sftRepository';

/**
 * SFT (收发通) templates (operations.md §7.2): a company's saved shipper/consignee/notify blocks with
 * their enterprise codes. Customers keep their own company's; platform staff any company's (a
 * template made for a customer's manifests). Another company's template is "no such template" (404).
 * Names are unique per company whatever the case (400 DUPLICATE_NAME); each block is held to the
 * party rules (src/domain/partyCodes/party.ts), a USCI failing its check character kept only with
 * a reason, which is logged (`v1.CodeCheckOverridden`).
 */

export const SFT_DOC = 'manifestSftTemplate';
type Saved = { Id: number; Version: number };

const notFound = <T>() => missing<T>('No such party template.', '没有这个收发通模板。');
const stale = <T>() =>
  no<T>('STALE', 'Someone changed this template since you opened it: reload it, then save again.', '您打开这个模板之后，已有人修改了它：请重新加载后再保存。');
const duplicate = <T>(name: string) =>
  no<T>('DUPLICATE_NAME', `A template named "${name}" already exists (names are compared without case).`, `已有名为"${name}"的模板（名称不区分大小写）。`);

/** Text fields trimmed (the address keeps its lines), empty ones dropped; a reason without a warning to keep is dropped too. */
function tidy(p: PartyBlock, problems: readonly PartyProblem[]): PartyBlock {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(p)) {
    const t =
      k === 'ADDRESS'
        ? String(v ?? '')
            .replace(/\s+$/gm, '')
            .replace(/^\n+|\n+$/g, '')
        : String(v ?? '').trim();
    if (t) out[k] = k === 'COUNTRY' || k === 'PHONE_TYPE' ? t.toUpperCase() : t;
  }
  if (!problems.some((x) => x.field === 'CODE' && x.warning)) delete out.CODE_OVERRIDE;
  return out as PartyBlock;
}

/** Every block's problems as field errors (`/Shipper/CODE` …), said as written; the Code says whether a reason would do. */
function partyRefusal<T>(found: { key: string; problems: PartyProblem[] }[]): Outcome<T> | undefined {
  const blocking = found.flatMap(({ key, problems }) => blockingProblems(problems).map((p) => ({ key, p })));
  if (!blocking.length) return undefined;
  const errors: FieldError[] = blocking.map(({ key, p }) => fieldSays(`/${key}/${p.field}`, p));
  const { p: first } = blocking[0]!;
  // warnings alone: the person may keep the codes with a reason each (the screen asks for it)
  const refusal = blocking.every(({ p }) => p.warning)
    ? no<T>('CODE_CHECK_WARNING', first.en, first.zh, errors)
    : no<T>('PARTY_INVALID', first.en, first.zh, errors);
  // each problem's rule code and whether a reason would keep it, beside the field errors (said as written)
  const Problems = blocking.map(({ key, p }) => ({ Path: `/${key}/${p.field}`, Code: p.code, Warning: p.warning }));
  const written = asWritten(refusal);
  return written.ok ? written : { ...written, extra: { Problems } };
}

export async function saveSftTemplate(db: Db, actor: Actor, b: SftTemplateSave): Promise<Outcome<Saved>> {
  const name = b.SFT_NAME.trim();
  if (!name) return no('NAME_REQUIRED', 'Give the template a name.', '请填写模板名称。');
  const found = PARTY_KEYS.map((key) => ({ key, problems: checkPartyBlock(b[key]) }));
  const bad = partyRefusal<Saved>(found);
  if (bad) return bad;
  const blocks = Object.fromEntries(found.map(({ key, problems }) => [key, tidy(b[key], problems)])) as Record<(typeof PARTY_KEYS)[number], PartyBlock>;
  if (PARTY_KEYS.every((k) => partyIsEmpty(blocks[k]))) return no('EMPTY_TEMPLATE', 'Fill at least one party.', '请至少填写一方（发货人、收货人或通知人）。');
  const columns: SftColumns = { name, scope: b.SFT_SCOPE, shipper: blocks.Shipper, consignee: blocks.Consignee, notify: blocks.Notify };
  const staff = actor.companyKind === 'platform';
  try {
    return await db.transaction(async (tx): Promise<Outcome<Saved>> => {
      let companyId: number;
      let id = b.Id;
      if (id !== undefined) {
        const cur = await lockSftTemplate(tx, actor, id);
        if (!cur) return notFound();
        if (b.Version !== cur.version) return stale();
        if (b.CompanyId !== undefined && b.CompanyId !== cur.companyId)
          return no(
            'COMPANY_FIXED',
            "A template stays with its company: save a copy under the other company's name instead.",
            '模板的所属公司不能更改：请为另一公司另存一份。',
          );
        companyId = cur.companyId;
      } else {
        companyId = staff && b.CompanyId !== undefined ? b.CompanyId : Number(actor.companyId);
        // a customer naming another company is naming what it cannot see
        if (!staff && b.CompanyId !== undefined && b.CompanyId !== companyId) return missing('No such company.', '没有这个公司。');
        if (!(await companyExists(tx, companyId))) return missing('No such company.', '没有这个公司。');
      }
      if (await sftNameTaken(tx, companyId, name, id)) return duplicate(name);
      let version: number;
      if (id === undefined) ({ id, version } = await insertSftTemplate(tx, companyId, actor.id, columns));
      else version = await updateSftTemplate(tx, id, actor.id, columns);
      await recordDocEvent(tx, {
        docType: SFT_DOC,
        docId: id,
        actor: { kind: 'employee', id: Number(actor.id) },
        type: b.Id === undefined ? 'v1.SftTemplateCreated' : 'v1.SftTemplateSaved',
        detail: { Name: name, Version: version },
      });
      // a kept USCI check-character warning: who kept which code, and why (§7.6 "logged override")
      for (const { key, problems } of found) {
        if (problems.some((p) => p.field === 'CODE' && p.warning && p.overridden))
          await recordDocEvent(tx, {
            docType: SFT_DOC,
            docId: id,
            actor: { kind: 'employee', id: Number(actor.id) },
            type: 'v1.CodeCheckOverridden',
            detail: { Party: key, Code: blocks[key].CODE, Reason: blocks[key].CODE_OVERRIDE },
          });
      }
      return { ok: true, value: { Id: id, Version: version } };
    });
  } catch (e) {
    if (isUniqueViolation(e)) return duplicate(name);
    throw e;
  }
}

export async function deleteSftTemplate(db: Db, actor: Actor, ref: { Id: number; Version: number }): Promise<Outcome<{ Id: number }>> {
  return db.transaction(async (tx): Promise<Outcome<{ Id: number }>> => {
    const cur = await lockSftTemplate(tx, actor, ref.Id);
    if (!cur) return notFound();
    if (cur.version !== ref.Version) return stale();
    await deleteSftTemplateRow(tx, ref.Id);
    await recordDocEvent(tx, {
      docType: SFT_DOC,
      docId: ref.Id,
      actor: { kind: 'employee', id: Number(actor.id) },
      type: 'v1.SftTemplateDeleted',
      detail: { Name: cur.name },
    });
    return { ok: true, value: { Id: ref.Id } };
  });
}

export async function getSftTemplate(db: Queryable, actor: Actor, id: number): Promise<Outcome<SftTemplate>> {
  const t = await readSftTemplate(db, actor, id);
  return t ? { ok: true, value: t } : notFound();
}

export async function sftTemplateLog(db: Queryable, actor: Actor, id: number): Promise<Outcome<SetupLog>> {
  if (!(await readSftTemplate(db, actor, id))) return notFound();
  return { ok: true, value: (await docHistory(db, SFT_DOC, id)).map((e) => ({ At: e.at, ActorName: e.actorName ?? '', Type: e.type, Detail: e.detail })) };
}
