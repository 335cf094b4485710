import type { TemplateSaveInput, TemplateWire } from '../../../../src/contract/edm/templateCalls';
import { advertisingSubject, bareSubject, type Block, hasUnsubscribe } from '../../../../src/domain/edm/content';
import type { Db } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import { sanitizeRichText } from '../../../platform/richText';
import { inTransaction } from '../../../platform/transaction';
import { refuse } from '../refusals';
import { deleteTemplate, insertTemplate, type TemplateFields, type TemplateRecord, templateOf, templatesOf, updateTemplate } from '../templateRepository';

export function templateWire(r: TemplateRecord): TemplateWire {
  return {
    Id: Number(r.id),
    Version: r.version,
    Name: r.name,
    Subject: advertisingSubject(r.subject),
    BareSubject: bareSubject(r.subject),
    Language: r.language,
    Blocks: r.blocks,
    Rates: r.rate_selection,
    InUse: r.in_use,
    UpdatedAt: new Date(r.updated_at).toISOString(),
  };
}

/** The company's templates, newest first. */
export async function listTemplates(db: Db, actor: Actor): Promise<TemplateWire[]> {
  return (await templatesOf(db, actor.companyId)).map(templateWire);
}

export async function getTemplate(db: Db, actor: Actor, id: number): Promise<Outcome<TemplateWire>> {
  const r = await templateOf(db, actor.companyId, id);
  return r ? { ok: true, value: templateWire(r) } : refuse.noTemplate();
}

/** Blocks as stored: a rich-text block keeps only the allow-listed tags (script, handlers … removed). */
export const storedBlocks = (blocks: readonly Block[]): Block[] =>
  blocks.map((b) =>
    b.Html === undefined ? { Kind: b.Kind, ...(b.Text === undefined ? {} : { Text: b.Text }) } : { Kind: b.Kind, Html: sanitizeRichText(b.Html) },
  );

const fieldsOf = (b: TemplateSaveInput): TemplateFields => ({
  name: b.Name.trim(),
  subject: bareSubject(b.Subject),
  language: b.Language,
  blocks: storedBlocks(b.Blocks),
  rates: {
    Lanes: b.Rates.Lanes.map((l) => ({ PolCode: l.PolCode.toUpperCase(), PodCode: l.PodCode.toUpperCase() })),
    RateNos: b.Rates.RateNos.map((n) => n.trim()),
    ContainerClass: b.Rates.ContainerClass.toUpperCase(),
  },
});

/** Creates or edits a template (commercial.md §8.1): the unsubscribe block is required (R8.3); an edit at an old version is STALE. */
export async function saveTemplate(db: Db, actor: Actor, b: TemplateSaveInput): Promise<Outcome<{ Id: number; Version: number }>> {
  if (!hasUnsubscribe(b.Blocks)) return refuse.noUnsubscribe();
  const fields = fieldsOf(b);
  return inTransaction(db, async (tx) => {
    if (!b.Id) {
      const made = await insertTemplate(tx, actor.companyId, actor.id, fields);
      return { ok: true, value: { Id: Number(made.id), Version: made.version } };
    }
    const held = await templateOf(tx, actor.companyId, b.Id, true);
    if (!held) return refuse.noTemplate();
    const version = await updateTemplate(tx, held.id, b.Version ?? 0, fields);
    if (version === undefined) return refuse.stale();
    return { ok: true, value: { Id: Number(held.id), Version: version } };
  });
}

/** A copy named "… (副本)" that the author then edits. */
export async function duplicateTemplate(db: Db, actor: Actor, id: number): Promise<Outcome<{ Id: number; Version: number }>> {
  const r = await templateOf(db, actor.companyId, id);
  if (!r) return refuse.noTemplate();
  const name = `${r.name} (副本 copy)`.slice(0, 100);
  const made = await insertTemplate(db, actor.companyId, actor.id, {
    name,
    subject: r.subject,
    language: r.language,
    blocks: r.blocks,
    rates: r.rate_selection,
  });
  return { ok: true, value: { Id: Number(made.id), Version: made.version } };
}

/** Deletes a template unless a scheduled or sending campaign was made from it (TEMPLATE_IN_USE); the others keep their copy. */
export async function removeTemplate(db: Db, actor: Actor, id: number): Promise<Outcome<null>> {
  return inTransaction(db, async (tx) => {
    const r = await templateOf(tx, actor.companyId, id, true);
    if (!r) return refuse.noTemplate();
    if (r.in_use > 0) return refuse.templateInUse(r.in_use);
    await deleteTemplate(tx, r.id);
    return { ok: true, value: null };
  });
}
