import { Button, Card, FormGroup, H4, HTMLSelect, InputGroup, NumericInput, TextArea } from '@blueprintjs/core';
import { useWords } from '../../../i18n/words';
import { readySpaceWords } from '../words';
import { FormText } from './FormText';
import type { Form, Line } from './spaceFormModel';

/** What is sold: the currency and what the price includes, per class a quantity, a price and a floor, the maximum per order, the terms and remarks. */
export function StockCard({ form, set }: { form: Form; set(patch: Partial<Form>): void }) {
  const w = useWords(readySpaceWords);
  const setLine = (i: number, patch: Partial<Line>) => set({ Lines: form.Lines.map((l, n) => (n === i ? { ...l, ...patch } : l)) });
  return (
    <Card>
      <H4>{w.stock}</H4>
      <FormGroup label={w.currency} inline labelFor="rs-Currency">
        <InputGroup id="rs-Currency" maxLength={3} value={form.Currency} onValueChange={(v) => set({ Currency: v.toUpperCase() })} />
      </FormGroup>
      <FormGroup label={w.priceIncludes} inline labelFor="rs-PriceIncludes">
        <HTMLSelect
          id="rs-PriceIncludes"
          value={form.PriceIncludes}
          onChange={(e) => set({ PriceIncludes: e.currentTarget.value as Form['PriceIncludes'] })}
          options={[
            { value: 'OF_ONLY', label: w.ofOnly },
            { value: 'ALL_IN', label: w.allIn },
          ]}
        />
      </FormGroup>
      {form.Lines.map((l, i) => (
        // each field of a class line carries its label (the line's number too, so a screen reader tells the lines apart)
        <div key={i} className="ready-space-line" data-line={i} style={{ display: 'flex', gap: 12, alignItems: 'flex-end' }}>
          <FormGroup label={w.containerClass} labelFor={`rs-line-${i}-class`}>
            <InputGroup
              id={`rs-line-${i}-class`}
              aria-label={`${w.containerClass} ${i + 1}`}
              value={l.ContainerClass}
              onValueChange={(v) => setLine(i, { ContainerClass: v.toUpperCase() })}
            />
          </FormGroup>
          <FormGroup label={w.total} labelFor={`rs-line-${i}-qty`}>
            <NumericInput
              id={`rs-line-${i}-qty`}
              aria-label={`${w.total} ${i + 1}`}
              min={0}
              value={l.TotalQty}
              onValueChange={(n) => setLine(i, { TotalQty: Number.isFinite(n) ? n : 0 })}
            />
          </FormGroup>
          <FormGroup label={`${w.price} (${form.Currency})`} labelFor={`rs-line-${i}-price`}>
            <InputGroup id={`rs-line-${i}-price`} aria-label={`${w.price} ${i + 1}`} value={l.Price} onValueChange={(v) => setLine(i, { Price: v })} />
          </FormGroup>
          <FormGroup label={`${w.floorPrice} (${form.Currency})`} labelFor={`rs-line-${i}-floor`}>
            <InputGroup
              id={`rs-line-${i}-floor`}
              aria-label={`${w.floorPrice} ${i + 1}`}
              value={l.FloorPrice ?? ''}
              onValueChange={(v) => setLine(i, { FloorPrice: v })}
            />
          </FormGroup>
          <FormGroup>
            <Button minimal icon="trash" aria-label={`${w.removeLine} ${i + 1}`} onClick={() => set({ Lines: form.Lines.filter((_, n) => n !== i) })} />
          </FormGroup>
        </div>
      ))}
      <Button icon="add" text={w.addLine} onClick={() => set({ Lines: [...form.Lines, { ContainerClass: '', TotalQty: 1, Price: '' }] })} />
      <FormGroup label={w.maxPerOrder} inline labelFor="rs-MaxPerOrder">
        <NumericInput id="rs-MaxPerOrder" min={0} value={form.MaxPerOrder ?? 0} onValueChange={(n) => set({ MaxPerOrder: n > 0 ? n : null })} />
      </FormGroup>
      <FormGroup label={w.terms} labelFor="rs-CancellationTerms">
        <TextArea id="rs-CancellationTerms" fill value={form.CancellationTerms} onChange={(e) => set({ CancellationTerms: e.currentTarget.value })} />
      </FormGroup>
      <FormText form={form} set={set} k="CancelFeePerContainer" label={w.feePerContainer} />
      <FormGroup label={w.remarks} labelFor="rs-Remarks">
        <TextArea id="rs-Remarks" fill value={form.Remarks ?? ''} onChange={(e) => set({ Remarks: e.currentTarget.value })} />
      </FormGroup>
    </Card>
  );
}
