import { describe, expect, it } from 'vitest';
import {
  INVOICE_KINDS,
  INVOICE_MOVES,
  INVOICE_STATUSES,
  invoiceMove,
  type InvoiceKind,
  type InvoiceMove,
  type InvoiceStatus,
  movesOf,
} from '../../../src/domain/billing/invoiceStates';
import { INVOICE_KIND_WORDS, INVOICE_STATUS_WORDS } from '../../../src/contract/billing/words';

/** The invoice state table (operations.md §10.2–§10.3): every state × move × kind, as the table says. */
const EXPECTED: Record<InvoiceMove, { from: InvoiceStatus[]; to: InvoiceStatus; kinds: InvoiceKind[] }> = {
  confirm: { from: [1], to: 2, kinds: [1, 2, 3, 4] },
  taxIssued: { from: [2], to: 3, kinds: [3] },
  payPart: { from: [2, 3, 4], to: 4, kinds: [1, 3, 4] },
  payFull: { from: [2, 3, 4], to: 5, kinds: [1, 3, 4] },
  void: { from: [1, 2, 3], to: 6, kinds: [1, 2, 3, 4] },
};

describe('invoice state table', () => {
  for (const status of INVOICE_STATUSES)
    for (const move of INVOICE_MOVES)
      for (const kind of INVOICE_KINDS)
        it(`${status} × ${move} × kind ${kind}`, () => {
          const e = EXPECTED[move];
          const allowed = e.from.includes(status) && e.kinds.includes(kind);
          expect(invoiceMove(status, move, kind)).toEqual(allowed ? { to: e.to } : undefined);
        });

  it('nothing leaves paid or void; every state and kind has words in both languages', () => {
    for (const kind of INVOICE_KINDS) {
      expect(movesOf(5, kind)).toEqual([]);
      expect(movesOf(6, kind)).toEqual([]);
      expect(INVOICE_KIND_WORDS[kind]?.zh && INVOICE_KIND_WORDS[kind]?.en).toBeTruthy();
    }
    for (const s of INVOICE_STATUSES) expect(INVOICE_STATUS_WORDS[s]?.zh && INVOICE_STATUS_WORDS[s]?.en).toBeTruthy();
  });
});
