import { Button, HTMLTable, NumericInput, Tag } from '@blueprintjs/core';
import { useWords } from '../../../i18n/words';
import { readySpaceWords } from '../words';
import type { ReadySpace } from './useBuyFlow';

/** Each class's price, what is left (kept live) and the quantity wanted; a quantity above what is left is said beside its line, never cut. */
export function SpaceLines({ space: s, qty, setQty }: { space: ReadySpace; qty: Record<string, number>; setQty(next: Record<string, number>): void }) {
  const w = useWords(readySpaceWords);
  return (
    <HTMLTable compact striped>
      <thead>
        <tr>
          <th>{w.containerClass}</th>
          <th>{w.price}</th>
          <th>{w.available}</th>
          <th>{w.qty}</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {s.Lines.map((l) => (
          <tr key={l.ContainerClass} data-class={l.ContainerClass}>
            <td>{l.ContainerClass}</td>
            <td>
              {s.Currency} {l.Price}
            </td>
            <td data-testid={`available-${l.ContainerClass}`}>{l.Available}</td>
            <td>
              {l.Available === 0 && !qty[l.ContainerClass] ? (
                <Tag minimal>{w.soldOut}</Tag>
              ) : (
                <NumericInput
                  aria-label={`${w.qty} ${l.ContainerClass}`}
                  min={0}
                  value={qty[l.ContainerClass] ?? 0}
                  intent={(qty[l.ContainerClass] ?? 0) > l.Available ? 'warning' : 'none'}
                  disabled={s.Status !== 'ON_SALE' && s.Status !== 'SOLD_OUT'}
                  onValueChange={(n) => setQty({ ...qty, [l.ContainerClass]: Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0 })}
                />
              )}
            </td>
            <td>
              {(qty[l.ContainerClass] ?? 0) > l.Available ? (
                <span className="ready-space-over" data-testid={`over-${l.ContainerClass}`}>
                  {w.overAvailable(l.ContainerClass, l.Available)}{' '}
                  <Button size="small" text={w.orderLeft(l.Available)} onClick={() => setQty({ ...qty, [l.ContainerClass]: l.Available })} />
                </span>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
