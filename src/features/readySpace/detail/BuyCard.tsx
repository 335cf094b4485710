import { Button, Callout, Card, FormGroup, H4, InputGroup, NumericInput } from '@blueprintjs/core';
import { useWords } from '../../../i18n/words';
import { readySpaceWords } from '../words';
import type { BuyFlow } from './useBuyFlow';

/** The cargo and contact of an order and the buy button, offered once the lines, cargo and contact are complete and the listing is on sale. */
export function BuyCard({ flow, onBuy }: { flow: BuyFlow; onBuy(): void }) {
  const w = useWords(readySpaceWords);
  const { cargo, setCargo, buy, buying, lines, overLines, overMax, space: s } = flow;
  const placing = buy.matches('placing');
  return (
    <Card>
      <H4>{w.buying}</H4>
      <FormGroup label={w.commodity} labelInfo="*" labelFor="rs-commodity">
        <InputGroup id="rs-commodity" value={cargo.Commodity} onValueChange={(v) => setCargo({ ...cargo, Commodity: v })} />
      </FormGroup>
      <FormGroup label={w.grossKg} labelFor="rs-gross">
        <NumericInput id="rs-gross" min={1} value={cargo.GrossKgPerUnit} onValueChange={(n) => setCargo({ ...cargo, GrossKgPerUnit: n })} />
      </FormGroup>
      <FormGroup label={w.contact} labelInfo="*" labelFor="rs-contact">
        <InputGroup id="rs-contact" value={cargo.Name} onValueChange={(v) => setCargo({ ...cargo, Name: v })} />
      </FormGroup>
      <FormGroup label={w.phone} labelInfo="*" labelFor="rs-phone">
        <InputGroup id="rs-phone" value={cargo.Phone} onValueChange={(v) => setCargo({ ...cargo, Phone: v })} />
      </FormGroup>
      {buy.context.error && !buy.matches('held') ? (
        <Callout intent="danger" data-testid="buy-error">
          {buy.context.error}{' '}
          {buy.matches('failed') ? (
            <>
              <Button size="small" text={w.retry} onClick={() => buying.send({ type: 'buy.retry' })} />
              <Button size="small" minimal text={w.cancel} onClick={() => buying.send({ type: 'buy.dismiss' })} />
            </>
          ) : null}
        </Callout>
      ) : null}
      <Button
        intent="primary"
        text={w.buy}
        loading={placing}
        disabled={
          buy.matches('failed') ||
          buy.matches('cancelling') ||
          !lines.length ||
          overLines.length > 0 ||
          overMax ||
          !cargo.Commodity.trim() ||
          !cargo.Name.trim() ||
          !cargo.Phone.trim() ||
          s.Status !== 'ON_SALE'
        }
        onClick={onBuy}
      />
    </Card>
  );
}
