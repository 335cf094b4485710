import { fieldSays, type FieldError } from '../../../../src/contract/envelope';
import type { LetterSaveInput } from '../../../../src/contract/letters/calls';
import { DOC_STATUS } from '../../../../src/domain/letters/status';
import { isCalendarDate } from '../../../../src/domain/refdata/exchangeRates';
import type { Db, Queryable } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import { richTextToPlain, sanitizeRichText } from '../../../platform/richText';
import { inTransaction } from '../../../platform/transaction';
import { audienceProblems, badFields, carrierProblem, knownPorts, noLetter, stale } from '../checks';
import { insertLetter, letterEvent, type LetterValues, publishLetterVersion, readLetter, redraftLetterRow, updateLetter } from '../letterRepository';
import { readerOf } from '../reader';
import { tellAffectedCustomers } from './tellAffected';
import { announce, type Told } from '../../../live/tell';
import type { LiveHub } from '../../../live/hub';

/**
 * Saves a letter (operations.md §13.2): a new one is a draft; a draft is changed in place; a change to
 * a published one republishes it as the next version (the customers with affected bookings told again
 * for a GRI or a surcharge); a withdrawn one changed is a draft again, published as its next version
 * (its versions and history kept). The body is sanitised by the
 * allow-list before it is stored (no script, no event handler, no foreign frame).
 */
type Saved = { Id: number; Version: number; Status: 0 | 1 | 2 };

export async function saveLetter(db: Db, hub: LiveHub, actor: Actor, b: LetterSaveInput): Promise<Outcome<Saved>> {
  const done = await inTransaction<Saved & { told: Told[] }>(db, async (tx) => {
    const values = await valuesOf(tx, b);
    if (!values.ok) return values;
    if (b.Id === undefined) {
      const id = await insertLetter(tx, actor.companyId, actor.id, values.value);
      await letterEvent(tx, id, 'CREATE', actor.id);
      return { ok: true, value: { Id: id, Version: 1, Status: DOC_STATUS.DRAFT, told: [] } };
    }
    const held = await readLetter(tx, b.Id, readerOf(actor), true);
    if (!held) return noLetter();
    if (held.Version !== b.Version) return stale();
    if (held.Status === DOC_STATUS.WITHDRAWN) await redraftLetterRow(tx, b.Id);
    let version = await updateLetter(tx, b.Id, values.value);
    let told: Told[] = [];
    if (held.Status === DOC_STATUS.PUBLISHED) {
      const next = await publishLetterVersion(tx, b.Id, actor.id);
      version = next.version;
      await letterEvent(tx, b.Id, 'REPUBLISH', actor.id, next.published);
      told = await tellAffectedCustomers(tx, actor, b.Id);
    } else await letterEvent(tx, b.Id, held.Status === DOC_STATUS.WITHDRAWN ? 'REDRAFT' : 'SAVE', actor.id);
    const status = held.Status === DOC_STATUS.PUBLISHED ? DOC_STATUS.PUBLISHED : DOC_STATUS.DRAFT;
    return { ok: true, value: { Id: b.Id, Version: version, Status: status, told } };
  });
  if (!done.ok) return done;
  await announce(hub, done.value.told);
  const { told: _, ...saved } = done.value;
  return { ok: true, value: saved };
}

/** The letter as stored: codes in capitals, the body sanitised; or every field's problem at once. */
async function valuesOf(tx: Queryable, b: LetterSaveInput): Promise<Outcome<LetterValues>> {
  const carrier = b.Carrier.trim().toUpperCase();
  const ports = [...new Set(b.Ports.map((p) => p.trim().toUpperCase()))];
  const errors: FieldError[] = [];
  if (!isCalendarDate(b.EffectiveFrom))
    errors.push(fieldSays('/EffectiveFrom', { zh: '生效日期不是有效日期', en: 'The effective date is not a calendar date' }));
  const carrierWrong = await carrierProblem(tx, carrier);
  if (carrierWrong) errors.push(carrierWrong);
  const known = await knownPorts(tx, ports);
  ports.forEach((p, i) => {
    if (!known.has(p)) errors.push(fieldSays(`/Ports/${i}`, { zh: `港口代码 ${p} 不是已知的 UN/LOCODE`, en: `${p} is not a known UN/LOCODE` }));
  });
  errors.push(...(await audienceProblems(tx, b.Audience, b.Companies)));
  const body = sanitizeRichText(b.Body);
  if (!b.Title.trim()) errors.push(fieldSays('/Title', { zh: '标题不能为空', en: 'The title is empty' }));
  if (errors.length) return badFields(errors);
  return {
    ok: true,
    value: {
      carrier,
      title: b.Title.trim(),
      kind: b.Kind,
      effectiveFrom: b.EffectiveFrom,
      ports,
      lines: b.Lines.map((l) => l.trim().toUpperCase()).filter(Boolean),
      body,
      bodyText: richTextToPlain(body),
      audience: b.Audience,
      companies: b.Audience === 'COMPANIES' ? b.Companies.map(String) : [],
    },
  };
}
