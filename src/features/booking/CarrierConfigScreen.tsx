import { Button, Callout, Checkbox, H2, HTMLSelect, HTMLTable, NumericInput, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CarrierConfig } from '../../contract/booking/calls';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { carrierConfigQueryOptions, useSaveCarrierConfig } from './api/bookings';
import { useRoute } from '../../ui/routeContext';
import { bookingWords } from './words';

/**
 * Carrier booking configuration (commercial.md §6.1 BookingCarrierConfig, DCShipDispose): per
 * carrier, whether customers book it online, its channel (the API channel runs on the local carrier
 * simulator here), the fields it requires, the lead time before its documentation cut-off, the
 * desk's acceptance SLA, and whether its confirmation reaches the customer at once or after the desk's check.
 */
export default function CarrierConfigScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(bookingWords);
  const saveConfig = useSaveCarrierConfig();
  const list = useQuery(carrierConfigQueryOptions());
  const [edits, setEdits] = useState<Record<string, CarrierConfig>>({});
  const [error, setError] = useState('');
  const row = (c: CarrierConfig) => edits[c.CarrierCode] ?? c;
  const change = (c: CarrierConfig, patch: Partial<CarrierConfig>) => setEdits((e) => ({ ...e, [c.CarrierCode]: { ...row(c), ...patch } }));
  const save = async (c: CarrierConfig) => {
    const r = row(c);
    setError('');
    try {
      await saveConfig.mutateAsync({
        CarrierCode: r.CarrierCode,
        OnlineBookable: r.OnlineBookable,
        Channel: r.Channel,
        RequiredFields: r.RequiredFields,
        MinLeadHoursBeforeDco: r.MinLeadHoursBeforeDco,
        AcceptSlaMinutes: r.AcceptSlaMinutes,
        Confirmation: r.Confirmation,
        ...(c.Version ? { Version: c.Version } : {}),
      });
      setEdits(({ [c.CarrierCode]: _, ...rest }) => rest);
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <section className="admin-screen" data-testid="carrier-config">
      <H2>{route.title[lang]}</H2>
      {error ? <Callout intent="danger">{error}</Callout> : null}
      {list.isPending ? (
        <Spinner />
      ) : (
        <HTMLTable compact striped>
          <thead>
            <tr>
              <th>{w.carrier}</th>
              <th>{w.onlineBookable}</th>
              <th>{w.channel}</th>
              <th>{w.requiredFields}</th>
              <th>{w.leadHours}</th>
              <th>{w.slaMinutes}</th>
              <th>{w.confirmation}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {(list.data ?? []).map((c) => (
              <CarrierConfigRow
                key={c.CarrierCode}
                c={c}
                r={row(c)}
                edited={!!edits[c.CarrierCode]}
                change={(patch) => change(c, patch)}
                onSave={() => void save(c)}
              />
            ))}
          </tbody>
        </HTMLTable>
      )}
    </section>
  );
}

type OptionWords = Record<'channelApi' | 'channelEmail' | 'channelPortal' | 'confirmationRelease' | 'confirmationHold', string>;
/** The choices of a carrier's channel and of its confirmation's way to the customer. */
const configOptions = (w: OptionWords) => ({
  channels: [
    { value: 'API', label: w.channelApi },
    { value: 'EMAIL', label: w.channelEmail },
    { value: 'PORTAL', label: w.channelPortal },
  ],
  // the carrier's confirmation: released to the customer at once, or held for the desk's check (issue 32)
  confirmations: [
    { value: 'RELEASE', label: w.confirmationRelease },
    { value: 'HOLD', label: w.confirmationHold },
  ],
});

/** One carrier's configuration, edited in place until saved. */
function CarrierConfigRow({
  c,
  r,
  edited,
  change,
  onSave,
}: {
  c: CarrierConfig;
  /** The row as edited (the carrier's configuration when it is not). */
  r: CarrierConfig;
  edited: boolean;
  change(patch: Partial<CarrierConfig>): void;
  onSave(): void;
}) {
  const w = useWords(bookingWords);
  const { channels, confirmations } = configOptions(w);
  return (
    <tr data-carrier={c.CarrierCode}>
      <td>
        {c.CarrierCode} {c.CarrierName}{' '}
        {r.Channel === 'API' ? (
          <Tag minimal intent="warning">
            {w.simulated}
          </Tag>
        ) : null}
      </td>
      <td>
        <Checkbox
          aria-label={`${c.CarrierCode} ${w.onlineBookable}`}
          checked={r.OnlineBookable}
          onChange={(e) => change({ OnlineBookable: e.currentTarget.checked })}
        />
      </td>
      <td>
        <HTMLSelect
          aria-label={`${c.CarrierCode} ${w.channel}`}
          value={r.Channel}
          options={channels}
          onChange={(e) => change({ Channel: e.target.value as CarrierConfig['Channel'] })}
        />
      </td>
      <td>
        {(['HsCode', 'ShipperTaxId'] as const).map((f) => (
          <Checkbox
            key={f}
            inline
            label={f === 'HsCode' ? w.hsCode : w.taxId}
            checked={r.RequiredFields.includes(f)}
            onChange={(e) => change({ RequiredFields: e.currentTarget.checked ? [...r.RequiredFields, f] : r.RequiredFields.filter((x) => x !== f) })}
          />
        ))}
      </td>
      <td>
        <NumericInput min={0} max={240} value={r.MinLeadHoursBeforeDco} onValueChange={(n) => change({ MinLeadHoursBeforeDco: n || 0 })} />
      </td>
      <td>
        <NumericInput min={5} max={10080} value={r.AcceptSlaMinutes} onValueChange={(n) => change({ AcceptSlaMinutes: n || 5 })} />
      </td>
      <td>
        <HTMLSelect
          aria-label={`${c.CarrierCode} ${w.confirmation}`}
          value={r.Confirmation}
          options={confirmations}
          onChange={(e) => change({ Confirmation: e.target.value as CarrierConfig['Confirmation'] })}
        />
      </td>
      <td>
        <Button size="small" intent="primary" text={w.save} disabled={!edited} onClick={onSave} />
      </td>
    </tr>
  );
}
