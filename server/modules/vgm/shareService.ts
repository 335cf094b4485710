import type { VgmBooking } from '../../../src/contract/vgm/calls';
import type { Db } from '../../db/types';
import { absentShare as absent, notOpened, openShareOf, type ShareAnswer } from '../../platform/spine/shares';
import { VGM_DOC } from './payload';
import { bookingFor } from './repository';
import { type Declared, type DeclareInput, type Idem, vgmService } from './service';

/**
 * The VGM share link (`/external/mainifest/VGMEdit`, operations.md §6.3): whoever holds the token sees
 * the booking's containers and declares their VGM with the same checks as the panel, as the link's
 * visitor (doc_events actor `share`). A link opens only a VGM link's own booking: an unknown, ended or
 * revoked one, or a link to another kind of document, is absent (404); too many wrong codes lock it (429).
 */
export function vgmShareService(db: Db) {
  const vgm = vgmService(db);

  /** The link opened, or why not: a VGM link only, with its VGM scope. */
  const open = (token: string, accessCode: string | undefined, visitor: string) => openShareOf(db, VGM_DOC, { token, accessCode, visitor, needs: 'VGM' });

  async function read(token: string, accessCode: string | undefined, visitor: string): Promise<ShareAnswer<VgmBooking>> {
    const o = await open(token, accessCode, visitor);
    if (!o.ok) return notOpened(o);
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
    if (!o.ok) return notOpened(o);
    return vgm.declare({ kind: 'share', shareId: o.share.id, companyId: String(o.share.companyId) }, { ...input, CGO_ID: o.share.docId }, idem);
  }

  return { read, declare };
}
