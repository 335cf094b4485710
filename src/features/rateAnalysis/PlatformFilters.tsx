import { ControlGroup, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import type { PlatformRates, PlatformRatesQuery } from '../../contract/rateAnalysis/calls';
import { useWords } from '../../i18n/words';
import { rateAnalysisWords } from './words';

/** The price index's filters: the lane, one class or all, one carrier or all, and the dates. */
export function PlatformFilters({
  value,
  options,
  onChange,
}: {
  value: PlatformRatesQuery;
  options?: PlatformRates['Options'];
  onChange(next: PlatformRatesQuery): void;
}) {
  const w = useWords(rateAnalysisWords);
  const lane = value.POL && value.POD ? `${value.POL}-${value.POD}` : '';
  return (
    <ControlGroup className="rate-analysis-filters">
      <FormGroup label={w.lane} labelFor="ra-lane">
        <HTMLSelect
          id="ra-lane"
          value={lane}
          onChange={(e) => {
            const [POL, POD] = e.currentTarget.value.split('-');
            onChange({ ...value, POL: POL || undefined, POD: POD || undefined });
          }}
        >
          <option value="">{w.chooseLane}</option>
          {(options?.Lanes ?? []).map((l) => (
            <option key={`${l.POL}-${l.POD}`} value={`${l.POL}-${l.POD}`}>
              {w.laneOf(l.POL, l.POD)}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup label={w.ContainerClass} labelFor="ra-class">
        <HTMLSelect id="ra-class" value={value.Classes ?? ''} onChange={(e) => onChange({ ...value, Classes: e.currentTarget.value || undefined })}>
          <option value="">{w.allClasses}</option>
          {(options?.Classes ?? []).map((c) => (
            <option key={c}>{c}</option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup label={w.carrier} labelFor="ra-carrier">
        <HTMLSelect id="ra-carrier" value={value.Carrier ?? ''} onChange={(e) => onChange({ ...value, Carrier: e.currentTarget.value || undefined })}>
          <option value="">{w.anyCarrier}</option>
          {(options?.Carriers ?? []).map((c) => (
            <option key={c}>{c}</option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup label={w.from} labelFor="ra-from">
        <InputGroup id="ra-from" type="date" value={value.From} onValueChange={(From) => From && onChange({ ...value, From })} />
      </FormGroup>
      <FormGroup label={w.to} labelFor="ra-to">
        <InputGroup id="ra-to" type="date" value={value.To} onValueChange={(To) => To && onChange({ ...value, To })} />
      </FormGroup>
    </ControlGroup>
  );
}
