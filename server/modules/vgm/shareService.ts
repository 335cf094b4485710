import type { VgmBooking } from '../../../src/contract/vgm/calls';
import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import { no } from '../../platform/refusal';
import { openShare } from '../../platform/spine/shares';
import { VGM_DOC } from './payload';
import { bookingFor } from './repository';
import { type Declared, type DeclareInput, type Idem, vgmService } from './service';

/**
 * The VGM share link (`/external/mainifest/VGMEdit`, operations.md §6.3): whoever holds the token sees
 * the booking's containers and declares their VGM with the same checks as the panel, as the link's
 * visitor (doc_events actor `share`). A link opens only a VGM link's own booking: an unknown, ended or
 * revoked one, or a link to another kind of document, is absent (404); too many wrong codes lock it (429).
 */
export type ShareAnswer<T> = Outcome<T> | { ok: false; locked: string };

export function vgmShareService(db: Db) {
  const vgm = vgmService(db);

  /** The link opened, or why not. */
  async function open(token: string, accessCode: string | undefined, visitor: string) {
    const o = await openShare(db, { token, accessCode: accessCode || undefined, visitor });
    if (!o.ok) {
      if (o.why === 'locked') return { ok: false as const, locked: o.lockedUntil };
      if (o.why === 'codeNeeded')
        return { ok: false as const, refusal: no<never>('SHARE_CODE_NEEDED', 'This link asks for its access code.', '此链接需要输入访问码。') };
      if (o.why === 'codeWrong')
        return {
          ok: false as const,
          refusal: no<never>(
            'SHARE_CODE_WRONG',
            `The access code is wrong: ${o.triesLeft} tries left before the link locks.`,
            `访问码不正确：再错 ${o.triesLeft} 次链接将被锁定。`,
          ),
        };
      return { ok: false as const, refusal: absent() };
    }
    if (o.share.docType !== VGM_DOC || !o.share.scope.includes('VGM')) return { ok: false as const, refusal: absent() };
    return { ok: true as const, share: o.share };
  }

  async function read(token: string, accessCode: string | undefined, visitor: string): Promise<ShareAnswer<VgmBooking>> {
    const o = await open(token, accessCode, visitor);
    if (!o.ok) return o.locked !== undefined ? { ok: false, locked: o.locked } : o.refusal!;
    const d = { kind: 'share' as const, shareId: o.share.id, companyId: String(o.share.companyId) };
    const b = await bookingFor(db, o.share.docId, d.companyId);
    if (!b) return absent();
    return vgm.list(d, b.cgo_id);
  }

  async function declare(
    token: string,
    accessCode: string | undefined,
    visitor: string,
    input: Omit<DeclareInput, 'CGO_ID' | 'Reason'>,
    idem: Idem,
  ): Promise<ShareAnswer<Declared>> {
    const o = await open(token, accessCode, visitor);
    if (!o.ok) return o.locked !== undefined ? { ok: false, locked: o.locked } : o.refusal!;
    return vgm.declare({ kind: 'share', shareId: o.share.id, companyId: String(o.share.companyId) }, { ...input, CGO_ID: o.share.docId }, idem);
  }

  return { read, declare };
}

const absent = () => ({ ok: false as const, status: 404 as const, message: 'No such share link, or it has ended.', zh: '分享链接不存在或已失效。' });
