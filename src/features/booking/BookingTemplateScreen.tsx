import { Button, Callout, DialogBody, FormGroup, H2, InputGroup } from '@blueprintjs/core';
import { AppDialog, SaveCancelFooter } from '../../ui/AppDialog';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type Dispatch, type SetStateAction } from 'react';
import { useNavigate } from 'react-router-dom';
import type { BookingTemplate, BookingTemplateRow, TemplateBody } from '../../contract/booking/templates';
import { BOOKING_ACCESS, BOOKING_PAGES } from '../../contract/booking/module';
import { ENDPOINTS } from '../../contract/endpoints';
import { formatDate } from '../../domain/dates';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { type DataColumn, DataTable, listKey } from '../../lib/DataTable';
import { showToast } from '../../ui/toaster';
import { useRoute } from '../../ui/routeContext';
import { deleteBookingTemplate, getBookingTemplate, saveBookingTemplate } from './api/templates';
import { useDeleteTemplate } from './useDeleteTemplate';
import { bookingWords } from './words';
import { bookingListCalls } from '../../contract/booking/listCalls';

/** "40HQ*2 20GP*1" ⇄ equipment lines (what a template keeps of them: class and units). */
const equipmentText = (b: TemplateBody) => (b.Equipment ?? []).map((e) => `${e.ContainerClass}*${e.Units}`).join(' ');
const equipmentOf = (text: string) =>
  text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((part) => {
      const [cls, units] = part.toUpperCase().split(/[*×X](?=\d+$)/);
      return { ContainerClass: cls!.slice(0, 10), Units: Math.min(999, Number(units) || 1) };
    });

type Editing = { Id?: number; Version?: number; Name: string; Body: TemplateBody; equipment: string };

/** The booking templates' columns: name, carrier, lane, equipment, commodity, last change. */
const TEMPLATE_COLUMNS: DataColumn<BookingTemplateRow>[] = [
  { key: 'Name', title: bookingWords.templateName, width: 220, sortable: true, filter: 'text' },
  { key: 'CarrierCode', title: bookingWords.carrier, width: 80, sortable: true },
  { key: 'PolCode', title: bookingWords.pol, width: 80, sortable: true },
  { key: 'PodCode', title: bookingWords.pod, width: 80, sortable: true },
  { key: 'Equipment', title: bookingWords.equipment, width: 120 },
  { key: 'Commodity', title: bookingWords.commodity, width: 240 },
  { key: 'UpdatedAt', title: bookingWords.updatedAt, width: 140, sortable: true, text: (r) => formatDate(r.UpdatedAt, 'dateTime') },
];

/** The template's fields: its name, carrier and lane, equipment as written ("40HQ*1"), commodity and HS code. */
function TemplateFields({
  editing,
  setEditing,
  error,
}: {
  editing: Editing | undefined;
  setEditing: Dispatch<SetStateAction<Editing | undefined>>;
  error: string;
}) {
  const w = useWords(bookingWords);
  const field = (k: 'CarrierCode' | 'PolCode' | 'PodCode' | 'Commodity' | 'HsCode', label: string, upper = false) => (
    <FormGroup label={label}>
      <InputGroup
        aria-label={label}
        value={String(editing?.Body[k] ?? '')}
        onChange={(e) => {
          const v = upper ? e.target.value.toUpperCase() : e.target.value;
          setEditing((x) => x && { ...x, Body: { ...x.Body, [k]: v } });
        }}
      />
    </FormGroup>
  );
  return (
    <>
      {error ? <Callout intent="danger">{error}</Callout> : null}
      <FormGroup label={w.templateName}>
        <InputGroup aria-label={w.templateName} value={editing?.Name ?? ''} onChange={(e) => setEditing((x) => x && { ...x, Name: e.target.value })} />
      </FormGroup>
      {field('CarrierCode', w.carrier, true)}
      {field('PolCode', w.pol, true)}
      {field('PodCode', w.pod, true)}
      <FormGroup label={w.equipmentText}>
        <InputGroup
          aria-label={w.equipmentText}
          value={editing?.equipment ?? ''}
          onChange={(e) => setEditing((x) => x && { ...x, equipment: e.target.value.toUpperCase() })}
        />
      </FormGroup>
      {field('Commodity', w.commodity)}
      {field('HsCode', w.hsCode)}
    </>
  );
}

/**
 * Booking templates (commercial.md §6.4 OrderTemp): the company's templates, searched by name; a
 * template keeps the lane, carrier, parties, cargo and equipment defaults (the booking form's "保存为
 * 模板" saves the whole of them; here the lane, cargo and equipment are edited, the rest kept), and
 * "用此模板订舱" opens the booking form filled from it.
 */
export default function BookingTemplateScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(bookingWords);
  const navigate = useNavigate();
  const queries = useQueryClient();
  const [editing, setEditing] = useState<Editing>();
  const [error, setError] = useState('');
  // the page is the staff's (internal menus): a booking from a template is one for a customer
  const form = BOOKING_PAGES.onBehalf;
  const refresh = () => queries.invalidateQueries({ queryKey: listKey(ENDPOINTS.bookingTemplateList) });

  const open = async (row?: BookingTemplateRow) => {
    setError('');
    if (!row) return setEditing({ Name: '', Body: {}, equipment: '40HQ*1' });
    try {
      const t: BookingTemplate = await getBookingTemplate(row.Id);
      setEditing({ Id: t.Id, Version: t.Version, Name: t.Name, Body: t.Body, equipment: equipmentText(t.Body) });
    } catch (e) {
      void showToast({ intent: 'danger', message: (e as Error).message });
    }
  };
  const save = async () => {
    if (!editing) return;
    const { equipment, ...t } = editing;
    try {
      await saveBookingTemplate({ ...t, Body: { ...t.Body, Equipment: equipmentOf(equipment) } });
      void showToast({ intent: 'success', message: w.templateSaved });
      setEditing(undefined);
      await refresh();
    } catch (e) {
      setError((e as Error).message);
    }
  };
  const { dialog, remove } = useDeleteTemplate<BookingTemplateRow>(deleteBookingTemplate, refresh);
  return (
    <section className="admin-screen" data-testid="booking-templates">
      {dialog}
      <H2>{route.title[lang]}</H2>
      <DataTable<BookingTemplateRow>
        list={bookingListCalls.templates}
        label={route.title[lang]}
        exportAccess={BOOKING_ACCESS.templateRead}
        columns={TEMPLATE_COLUMNS}
        onOpen={(r) => void open(r)}
        actions={(r) => (
          <>
            <Button size="small" intent="primary" icon="send-message" text={w.bookWithTemplate} onClick={() => navigate(`${form}?template=${r.Id}`)} />
            <Button size="small" icon="edit" text={w.edit} onClick={() => void open(r)} />
            <Button size="small" icon="trash" intent="danger" text={w.delete} onClick={() => void remove(r)} />
          </>
        )}
        actionsWidth={300}
        toolbar={<Button icon="add" intent="primary" text={w.newTemplate} onClick={() => void open()} />}
      />
      <AppDialog isOpen={!!editing} title={editing?.Id ? editing.Name : w.newTemplate} onClose={() => setEditing(undefined)}>
        <DialogBody>
          <TemplateFields editing={editing} setEditing={setEditing} error={error} />
        </DialogBody>
        <SaveCancelFooter onCancel={() => setEditing(undefined)} onSave={() => void save()} />
      </AppDialog>
    </section>
  );
}
