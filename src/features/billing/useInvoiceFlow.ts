import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useRef } from 'react';
import { fromPromise } from 'xstate';
import { useWords } from '../../i18n/words';
import { showToast } from '../../ui/toaster';
import { billingChanged } from './api/keys';
import { confirmInvoice, makeInvoice, payInvoice, requestTaxInvoice, voidInvoice } from './api/moves';
import { invoiceQueryOptions, sheetQueryOptions } from './api/reads';
import { type InvoiceRequest, invoiceMachine } from './machines/invoiceMachine';
import { billingScreenWords } from './words';

/** Sends one request of the invoice flow through its typed call. */
function send(request: InvoiceRequest): Promise<unknown> {
  switch (request.kind) {
    case 'make':
      return makeInvoice(request.input);
    case 'confirm':
      return confirmInvoice(request.input);
    case 'pay':
      return payInvoice(request.input);
    case 'void':
      return voidInvoice(request.input);
    case 'requestTax':
      return requestTaxInvoice(request.input, request.key);
  }
}

/**
 * The InvoiceMake screen's flow, run by the invoice machine: the ticked charges, the open invoice and the
 * one move in flight. Reads go through the billing query factories; the machine's effects are the calls of
 * api/moves.ts, the toasts and a refresh of exactly the billing keys.
 */
export function useInvoiceFlow() {
  const client = useQueryClient();
  const w = useWords(billingScreenWords);
  const words = useRef(w);
  words.current = w;
  /** Whether a request the connection dropped was applied after all: the invoice's version moved on, or the charges got their invoice. */
  const landed = async (request: InvoiceRequest) => {
    if (request.kind === 'make') {
      const sheet = await client.fetchQuery({ ...sheetQueryOptions(request.cgoId), staleTime: 0 });
      return sheet.Lines.some((l) => request.input.ChargeIds.includes(l.Id) && l.CHG_INVOICE_ID !== null);
    }
    const now = await client.fetchQuery({ ...invoiceQueryOptions(request.subject.Id), staleTime: 0 });
    return now.Version > request.subject.Version;
  };
  const actor = useActorRef(
    invoiceMachine.provide({
      actors: { send: fromPromise(({ input }) => send(input)), landed: fromPromise(({ input }) => landed(input)) },
      actions: {
        told: () => void showToast({ intent: 'success', message: words.current.done }),
        refused: (_, { message }) => void showToast({ intent: 'danger', message }),
        noneSelected: () => void showToast({ intent: 'warning', message: words.current.noneSelected }),
        refresh: () => void Promise.all(billingChanged().map((queryKey) => client.invalidateQueries({ queryKey }))),
      },
    }),
  );
  const snapshot = useSelector(actor, (s) => s);
  return { actor, snapshot, send: actor.send };
}

export type InvoiceFlow = ReturnType<typeof useInvoiceFlow>;
