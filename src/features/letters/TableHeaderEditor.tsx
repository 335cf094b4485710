import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { DateField } from '../../ui/DateField';
import { useState } from 'react';
import type { SailingSaveInput, SailingTableWire } from '../../contract/letters/calls';
import { useWords } from '../../i18n/words';
import { useSaveTable } from './api/sailing';
import { AudiencePick } from './LetterEditor';
import { run } from './shared';
import { lettersWords } from './words';

type Header = Omit<SailingSaveInput, 'Rows' | 'Id' | 'Version' | 'CompanyId'>;

/**
 * A sailing table's header: title, carrier, service, route, period, audience (its rows are imported or
 * edited in the grid). A new one belongs to the site the desk keeps tables for (`company`; a company's own: public).
 */
export function TableHeaderEditor({
  table,
  company,
  onClose,
  onSaved,
}: {
  table?: SailingTableWire;
  company?: number;
  onClose(): void;
  onSaved(id: number): void;
}) {
  const w = useWords(lettersWords);
  const save = useSaveTable().mutateAsync;
  const [h, setH] = useState<Header>({
    Title: table?.Title ?? '',
    Carrier: table?.Carrier ?? '',
    Service: table?.Service ?? '',
    Line: table?.Line ?? '',
    PeriodFrom: table?.PeriodFrom ?? '',
    PeriodTo: table?.PeriodTo ?? '',
    Audience: table?.Audience ?? (company ? 'PUBLIC' : 'ALL_CUSTOMERS'),
    Companies: (table?.Companies ?? []).map((c) => c.Id),
  });
  const field = (key: 'Title' | 'Carrier' | 'Service' | 'Line' | 'PeriodFrom' | 'PeriodTo', label: string, date?: 'date') => (
    <FormGroup label={label} labelFor={`table-${key}`} style={{ flex: key === 'Title' ? '1 1 100%' : '1 1 200px' }}>
      {date ? (
        <DateField id={`table-${key}`} value={h[key] ?? ''} onChange={(v) => setH({ ...h, [key]: v })} />
      ) : (
        <InputGroup id={`table-${key}`} value={h[key] ?? ''} onChange={(e) => setH({ ...h, [key]: e.currentTarget.value })} />
      )}
    </FormGroup>
  );
  return (
    <Dialog isOpen onClose={onClose} title={table ? `${w.edit}：${table.Title}` : w.addTable} style={{ width: 'min(720px, 96vw)' }}>
      <DialogBody>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0 12px' }} data-testid="table-editor">
          {field('Title', w.title)}
          {field('Carrier', w.carrier)}
          {field('Service', w.service)}
          {field('Line', w.line)}
          {field('PeriodFrom', w.periodFrom, 'date')}
          {field('PeriodTo', w.periodTo, 'date')}
        </div>
        <AudiencePick form={h} set={(p) => setH({ ...h, ...p })} />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={w.cancel} onClick={onClose} />
            <Button
              intent="primary"
              text={w.save}
              data-testid="table-save"
              onClick={() =>
                void run(async () => {
                  const saved = await save({
                    ...(table ? { Id: table.Id, Version: table.Version } : company ? { CompanyId: company } : {}),
                    ...h,
                    Companies: h.Audience === 'COMPANIES' ? h.Companies : [],
                  });
                  onSaved(saved.Id);
                  return w.saved;
                })
              }
            />
          </>
        }
      />
    </Dialog>
  );
}
