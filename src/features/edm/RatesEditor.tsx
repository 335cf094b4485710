import { Button, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import type { RateSelection } from '../../contract/edm/calls';
import { useWords } from '../../i18n/words';
import { edmWords } from './words';

/** The rates a campaign offers: lanes searched at send time (each recipient's price), optionally narrowed to rate numbers. */
export function RatesEditor(props: { value: RateSelection; onChange(v: RateSelection): void }) {
  const w = useWords(edmWords);
  const v = props.value;
  const lane = (i: number, patch: Partial<RateSelection['Lanes'][number]>) =>
    props.onChange({ ...v, Lanes: v.Lanes.map((l, n) => (n === i ? { ...l, ...patch } : l)) });
  return (
    <FormGroup label={w.rates}>
      {v.Lanes.map((l, i) => (
        <div className="edm-row" key={`lane-${i}-${v.Lanes.length}`}>
          <InputGroup aria-label={w.pol} placeholder={w.pol} value={l.PolCode} maxLength={5} onValueChange={(x) => lane(i, { PolCode: x.toUpperCase() })} />
          <InputGroup aria-label={w.pod} placeholder={w.pod} value={l.PodCode} maxLength={5} onValueChange={(x) => lane(i, { PodCode: x.toUpperCase() })} />
          <Button minimal onClick={() => props.onChange({ ...v, Lanes: v.Lanes.filter((_, n) => n !== i) })}>
            {w.remove}
          </Button>
        </div>
      ))}
      <div className="edm-row">
        <Button small onClick={() => props.onChange({ ...v, Lanes: [...v.Lanes, { PolCode: '', PodCode: '' }] })}>
          {w.addLane}
        </Button>
        <HTMLSelect
          aria-label={w.container}
          value={v.ContainerClass}
          onChange={(e) => props.onChange({ ...v, ContainerClass: e.currentTarget.value })}
          options={['20GP', '40GP', '40HQ']}
        />
        <InputGroup
          aria-label={w.rateNos}
          placeholder={w.rateNos}
          value={v.RateNos.join(', ')}
          onValueChange={(x) =>
            props.onChange({
              ...v,
              RateNos: x
                .split(/[,，\s]+/)
                .map((s) => s.trim())
                .filter(Boolean),
            })
          }
        />
      </div>
    </FormGroup>
  );
}
