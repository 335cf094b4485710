import { Button, Callout, Checkbox, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { LetterSaveInput, LetterWire } from '../../contract/letters/calls';
import { AUDIENCES, audienceWords, DOC_STATUS, LETTER_KINDS, letterKindWords } from '../../domain/letters/status';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { DateField } from '../../ui/DateField';
import { RichTextEditor } from '../../ui/richText/RichTextEditor';
import { audiencesQueryOptions, useSaveLetter } from './api/letters';
import { run } from './shared';
import { lettersWords } from './words';

type Form = Omit<LetterSaveInput, 'Ports' | 'Lines'> & { Ports: string; Lines: string };

const codes = (s: string) =>
  s
    .split(/[\s,，、;；]+/)
    .map((c) => c.trim().toUpperCase())
    .filter(Boolean);

const formOf = (l?: LetterWire): Form => ({
  Carrier: l?.Carrier ?? '',
  Title: l?.Title ?? '',
  Kind: l?.Kind ?? 'GRI',
  EffectiveFrom: l?.EffectiveFrom ?? '',
  Ports: (l?.Ports ?? []).join(', '),
  Lines: (l?.Lines ?? []).join(', '),
  Body: l?.Body ?? '',
  Audience: l?.Audience ?? 'ALL_CUSTOMERS',
  Companies: (l?.Companies ?? []).map((c) => c.Id),
});

type AudienceForm = Pick<Form, 'Audience' | 'Companies'>;

/** The audience of a letter or a table: all customers, the public, or the companies ticked. */
export function AudiencePick({ form, set }: { form: AudienceForm; set(p: Partial<AudienceForm>): void }) {
  const w = useWords(lettersWords);
  const lang = useLanguage();
  const companies = useQuery(audiencesQueryOptions(form.Audience === 'COMPANIES'));
  return (
    <>
      <FormGroup label={w.audience} labelFor="letter-audience">
        <HTMLSelect
          id="letter-audience"
          value={form.Audience}
          onChange={(e) => set({ Audience: e.currentTarget.value as Form['Audience'] })}
          options={AUDIENCES.map((a) => ({ value: a, label: audienceWords[a][lang] }))}
        />
      </FormGroup>
      {form.Audience === 'COMPANIES' ? (
        <FormGroup label={w.companies}>
          <div style={{ maxHeight: 140, overflow: 'auto' }} data-testid="letter-companies">
            {(companies.data ?? []).map((c) => (
              <Checkbox
                key={c.Id}
                label={lang === 'en' ? c.NameEn : c.Name}
                checked={form.Companies.includes(c.Id)}
                onChange={(e) => set({ Companies: e.currentTarget.checked ? [...form.Companies, c.Id] : form.Companies.filter((x) => x !== c.Id) })}
              />
            ))}
          </div>
        </FormGroup>
      ) : null}
    </>
  );
}

/** Writing a letter: a new one, a draft again, or a published one (saving publishes its next version). */
export function LetterEditor({ letter, onClose, onSaved }: { letter?: LetterWire; onClose(): void; onSaved(id: number): void }) {
  const w = useWords(lettersWords);
  const lang = useLanguage();
  const save = useSaveLetter().mutateAsync;
  const [form, setForm] = useState<Form>(() => formOf(letter));
  // the editor is made once the dialog has opened (its transition done): made inside the opening dialog, Tiptap lost its view
  const [opened, setOpened] = useState(false);
  const set = (p: Partial<Form>) => setForm((f) => ({ ...f, ...p }));
  const field = (key: 'Carrier' | 'Title' | 'EffectiveFrom' | 'Ports' | 'Lines', label: string, extra: { date?: boolean; helper?: string } = {}) => (
    <FormGroup label={label} labelFor={`letter-${key}`} helperText={extra.helper} style={{ flex: key === 'Title' ? '1 1 100%' : '1 1 180px' }}>
      {extra.date ? (
        <DateField id={`letter-${key}`} value={form[key]} onChange={(v) => set({ [key]: v })} />
      ) : (
        <InputGroup id={`letter-${key}`} value={form[key]} onChange={(e) => set({ [key]: e.currentTarget.value })} />
      )}
    </FormGroup>
  );
  return (
    <Dialog
      isOpen
      onOpened={() => setOpened(true)}
      onClose={onClose}
      title={letter ? `${w.edit}：${letter.Title}` : w.add}
      style={{ width: 'min(900px, 96vw)' }}
    >
      <DialogBody>
        {letter?.Status === DOC_STATUS.PUBLISHED ? <Callout intent="warning">{w.republishNote}</Callout> : null}
        {letter?.Status === DOC_STATUS.WITHDRAWN ? <Callout intent="primary">{w.redraftNote}</Callout> : null}
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0 12px' }} data-testid="letter-editor">
          {field('Title', w.title)}
          {field('Carrier', w.carrier, { helper: 'COSU, MAEU, CMDU …' })}
          <FormGroup label={w.kind} labelFor="letter-kind" style={{ flex: '1 1 180px' }}>
            <HTMLSelect
              id="letter-kind"
              value={form.Kind}
              onChange={(e) => set({ Kind: e.currentTarget.value as Form['Kind'] })}
              options={LETTER_KINDS.map((k) => ({ value: k, label: letterKindWords[k][lang] }))}
            />
          </FormGroup>
          {field('EffectiveFrom', w.effectiveFrom, { date: true })}
          {field('Ports', w.ports, { helper: w.portsHelper })}
          {field('Lines', w.lines)}
        </div>
        <AudiencePick form={form} set={set} />
        <FormGroup label={w.body}>
          {opened ? <RichTextEditor value={form.Body} onChange={(Body) => set({ Body })} label={w.body} testId="letter-body" /> : null}
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={w.cancel} onClick={onClose} />
            <Button
              intent="primary"
              text={w.save}
              data-testid="letter-save"
              onClick={() =>
                void run(async () => {
                  const saved = await save({
                    ...(letter ? { Id: letter.Id, Version: letter.Version } : {}),
                    ...form,
                    Ports: codes(form.Ports),
                    Lines: codes(form.Lines),
                    Companies: form.Audience === 'COMPANIES' ? form.Companies : [],
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
