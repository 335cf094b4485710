import type { LetterWire } from '../../../../src/contract/letters/calls';
import type { Db } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import { iso, isDesk } from '../audience';
import { noLetter } from '../checks';
import { letterCompanies, letterHistory, letterVersions, readLetter } from '../letterRepository';
import { filesOf, markRead, readsOf, unreadCount } from '../letterReadsRepository';
import { readerOf } from '../reader';

/** One letter as its reader may see it; a reader outside has read it from now on (their first opening is kept). */
export async function getLetter(db: Db, actor: Actor, id: number): Promise<Outcome<LetterWire>> {
  const reader = readerOf(actor);
  const l = await readLetter(db, id, reader);
  if (!l) return noLetter();
  const desk = isDesk(reader);
  if (!desk) await markRead(db, id, actor.id, actor.companyId);
  const files = await filesOf(db, id);
  const reads = desk ? await readsOf(db, id) : [];
  const { CompanyId: _, ...rest } = l;
  return {
    ok: true,
    value: {
      ...rest,
      Kind: l.Kind as LetterWire['Kind'],
      Audience: l.Audience as LetterWire['Audience'],
      Status: l.Status as 0 | 1 | 2,
      PublishedAt: iso(l.PublishedAt),
      UpdatedAt: iso(l.UpdatedAt)!,
      WithdrawReason: desk ? l.WithdrawReason : null,
      Unread: false,
      ReadCount: reads.length,
      Files: files.length,
      Attachments: files,
      Companies: desk ? await letterCompanies(db, id) : [],
      Mine: desk,
    },
  };
}

/** The letter's history (newest first): who created, saved, published, republished, withdrew it, and why. */
export async function letterHistoryOf(db: Db, actor: Actor, id: number) {
  if (!(await readLetter(db, id, readerOf(actor)))) return noLetter<never>();
  const rows = await letterHistory(db, id);
  return { ok: true as const, value: rows.map((r) => ({ ...r, At: iso(r.At)!, Action: r.Action as 'SAVE' })) };
}

/** The letter's published versions, newest first (each one's text as readers saw it). */
export async function letterVersionsOf(db: Db, actor: Actor, id: number) {
  if (!(await readLetter(db, id, readerOf(actor)))) return noLetter<never>();
  const rows = await letterVersions(db, id);
  return { ok: true as const, value: rows.map((r) => ({ ...r, PublishedAt: iso(r.PublishedAt)! })) };
}

/** Who read the letter, company by company. */
export async function letterReadsOf(db: Db, actor: Actor, id: number) {
  if (!(await readLetter(db, id, readerOf(actor)))) return noLetter<never>();
  const byCompany = new Map<number, { CompanyId: number; Company: string; CompanyEn: string; Readers: { Name: string; At: string }[] }>();
  for (const r of await readsOf(db, id)) {
    const c = byCompany.get(r.CompanyId) ?? { CompanyId: r.CompanyId, Company: r.Company, CompanyEn: r.CompanyEn, Readers: [] };
    c.Readers.push({ Name: r.Name, At: iso(r.At)! });
    byCompany.set(r.CompanyId, c);
  }
  return { ok: true as const, value: [...byCompany.values()] };
}

/** How many letters meant for the reader they have not opened (the workbench's badge). */
export const unreadLetters = async (db: Db, actor: Actor) => ({ ok: true as const, value: { Unread: await unreadCount(db, readerOf(actor)) } });
