import { Button, Callout, FormGroup, H2, HTMLTable, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { BookingWire } from '../../contract/booking/calls';
import { BOOKING_PAGES } from '../../contract/booking/module';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { parseBookingText } from './api/bookings';
import { persisted } from '../../streams/persisted';
import { useRoute } from '../../ui/routeContext';
import { bookingWords } from './words';

type Parsed = { Drafts: BookingWire[]; Warnings: { Line: number; Code: string; Message: string }[] };

/**
 * Smart booking (commercial.md §6.4 /FlcExport/BookingOrder): a customer's booking note pasted as
 * text is read into drafts by the deterministic parser (ports and carriers by code, name or alias);
 * what it could not read is listed with its line. "Fill in" opens the staff booking form with the
 * draft, to correct, name the customer and submit. The text typed stays across a reload.
 */
const kept = persisted<string>('booking.smart.text', '', (v) => (typeof v === 'string' ? v : undefined));

/** The draft handed to the staff booking form, which opens on it as its new booking. */
const handToForm = (d: BookingWire) =>
  persisted<{ wire: BookingWire; companyId: string } | null>('booking.form.new', null, (v) => (v && typeof v === 'object' ? (v as never) : undefined)).set({
    wire: d,
    companyId: '',
  });

export default function SmartBookingScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(bookingWords);
  const navigate = useNavigate();
  const [text, setText] = useState(kept.get());
  const [parsed, setParsed] = useState<Parsed>();
  const [error, setError] = useState('');
  const read = async () => {
    setError('');
    try {
      setParsed(await parseBookingText(text));
    } catch (e) {
      setParsed(undefined);
      setError((e as Error).message);
    }
  };
  const fillIn = (d: BookingWire) => {
    handToForm(d);
    navigate(BOOKING_PAGES.fill);
  };
  return (
    <section className="admin-screen" data-testid="smart-booking">
      <H2>{route.title[lang]}</H2>
      <FormGroup label={w.noteText}>
        <TextArea
          aria-label={w.noteText}
          fill
          rows={12}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            kept.set(e.target.value);
          }}
        />
      </FormGroup>
      <Button intent="primary" icon="search-text" text={w.read} disabled={!text.trim()} onClick={() => void read()} />
      {error ? <Callout intent="danger">{error}</Callout> : null}
      {parsed ? (
        <>
          <Callout intent={parsed.Warnings.length ? 'warning' : 'success'} title={w.drafts(parsed.Drafts.length)} style={{ marginTop: 12 }}>
            {parsed.Warnings.map((x) => (
              <div key={`${x.Line}-${x.Code}-${x.Message}`}>{w.lineWarning(x.Line, x.Message)}</div>
            ))}
          </Callout>
          <HTMLTable compact striped data-testid="smart-drafts">
            <thead>
              <tr>
                <th>{w.pol}</th>
                <th>{w.pod}</th>
                <th>{w.carrier}</th>
                <th>{w.etd}</th>
                <th>{w.equipment}</th>
                <th>{w.shipper}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {parsed.Drafts.map((d, i) => (
                <tr key={`${i}-${d.PolCode}-${d.PodCode}`}>
                  <td>{d.PolCode}</td>
                  <td>{d.PodCode}</td>
                  <td>{d.CarrierCode}</td>
                  <td>{d.ExpectedEtd}</td>
                  <td>{(d.Equipment ?? []).map((e) => `${e.ContainerClass}×${e.Units}`).join(' ')}</td>
                  <td>{d.Shipper?.Name}</td>
                  <td>
                    <Button size="small" text={w.fillIn} onClick={() => fillIn(d)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </>
      ) : null}
    </section>
  );
}
