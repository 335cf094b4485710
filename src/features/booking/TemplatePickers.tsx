import { Button, ControlGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { BookingWire, Party } from '../../contract/booking/calls';
import { BOOKING_ACCESS } from '../../contract/booking/module';
import type { TemplateBody } from '../../contract/booking/templates';
import { ENDPOINTS } from '../../contract/endpoints';
import { type PartyRole, partyOf, templateBodyOf } from '../../domain/booking/templates';
import { useWords } from '../../i18n/words';
import { listKey } from '../../lib/DataTable';
import { useCan } from '../../session/access';
import { showToast } from '../../ui/toaster';
import { getBookingTemplate, partyTemplateChoicesQueryOptions, saveBookingTemplate, templateChoicesQueryOptions } from './api/templates';
import { bookingWords } from './words';

/**
 * The booking form's template controls: "从模板" fills the whole booking from a booking template,
 * "保存为模板" keeps what is typed (minus the shipment's own sailing, price and reference) under a
 * name. Each hides itself for people who may not read (or save) templates.
 */
export function BookingTemplateBar({ wire, onApply }: { wire: BookingWire; onApply(body: TemplateBody): void }) {
  const w = useWords(bookingWords);
  const queries = useQueryClient();
  const list = useQuery(templateChoicesQueryOptions(useCan(BOOKING_ACCESS.templateRead)));
  const mayEdit = useCan(BOOKING_ACCESS.templateEdit);
  const [name, setName] = useState('');
  if (!list.data) return null;
  const apply = async (id: string) => {
    if (!id) return;
    try {
      const t = await getBookingTemplate(Number(id));
      onApply(t.Body);
      void showToast({ intent: 'success', message: w.templateApplied(t.Name) });
    } catch (e) {
      void showToast({ intent: 'danger', message: (e as Error).message });
    }
  };
  const save = async () => {
    try {
      await saveBookingTemplate({ Name: name, Body: templateBodyOf(wire) });
      setName('');
      void showToast({ intent: 'success', message: w.templateSaved });
      await queries.invalidateQueries({ queryKey: listKey(ENDPOINTS.bookingTemplateList) });
    } catch (e) {
      void showToast({ intent: 'danger', message: (e as Error).message });
    }
  };
  return (
    <div style={{ display: 'flex', gap: 12, margin: '8px 0' }} data-testid="booking-template-bar">
      <HTMLSelect
        aria-label={w.fromTemplate}
        value=""
        onChange={(e) => void apply(e.target.value)}
        options={[{ value: '', label: w.fromTemplate }, ...list.data.Items.map((t) => ({ value: String(t.Id), label: t.Name }))]}
      />
      {mayEdit ? (
        <ControlGroup>
          <InputGroup aria-label={w.templateName} placeholder={w.templateName} value={name} onChange={(e) => setName(e.target.value)} />
          <Button icon="bookmark" text={w.saveAsTemplate} disabled={!name.trim()} onClick={() => void save()} />
        </ControlGroup>
      ) : null}
    </div>
  );
}

/** A party's template picker beside Shipper/Consignee/Notify: picking fills the party's fields. */
export function PartyPicker({ role, label, onPick }: { role: PartyRole; label: string; onPick(p: Party): void }) {
  const w = useWords(bookingWords);
  const list = useQuery(partyTemplateChoicesQueryOptions(role, useCan(BOOKING_ACCESS.partyTemplateRead)));
  if (!list.data?.Items.length) return null;
  return (
    <HTMLSelect
      aria-label={`${label} ${w.pickParty}`}
      value=""
      minimal
      onChange={(e) => {
        const t = list.data.Items.find((p) => String(p.Id) === e.target.value);
        if (t) onPick(partyOf(t));
      }}
      options={[{ value: '', label: w.pickParty }, ...list.data.Items.map((p) => ({ value: String(p.Id), label: p.Name }))]}
    />
  );
}
