import { Alert, Button, Callout, Card, FormGroup, H4, HTMLSelect, InputGroup, Tag } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TemplateSaveInput, TemplateWire } from '../../contract/edm/templateCalls';
import type { Block } from '../../domain/edm/content';
import { useWords } from '../../i18n/words';
import { fill } from '../../lib/fill';
import { RichTextView } from '../../ui/richText/RichTextEditor';
import { showToast } from '../../ui/toaster';
import { edmKeys } from './api/edm';
import { campaignFromTemplate, deleteTemplate, duplicateTemplate, previewTemplate, saveTemplate } from './api/templates';
import { BlocksEditor } from './BlocksEditor';
import { PreviewAs } from './CampaignFlow';
import type { PreviewResult } from './machines/campaignFlowMachine';
import { RatesEditor } from './RatesEditor';
import { edmWords } from './words';

const START: TemplateSaveInput = {
  Name: '',
  Subject: '',
  Language: 'zh',
  Blocks: [{ Kind: 'TEXT', Html: '' }, { Kind: 'RATES' }, { Kind: 'SALES_CARD' }, { Kind: 'UNSUBSCRIBE' }],
  Rates: { Lanes: [{ PolCode: '', PodCode: '' }], RateNos: [], ContainerClass: '40HQ' },
};

const fromWire = (t: TemplateWire): TemplateSaveInput => ({
  Id: t.Id,
  Version: t.Version,
  Name: t.Name,
  Subject: t.BareSubject,
  Language: t.Language,
  Blocks: t.Blocks as Block[],
  Rates: t.Rates,
});

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** One template's fields (the 【广告】 mark fixed in front of the subject, R8.2), then its actions and its preview once saved. */
export function TemplateEditor(props: { template?: TemplateWire; onOpen(id: number | 'new'): void; onCampaign(id: number): void }) {
  const w = useWords(edmWords);
  const qc = useQueryClient();
  const [d, setD] = useState<TemplateSaveInput>(props.template ? fromWire(props.template) : START);
  const set = (patch: Partial<TemplateSaveInput>) => setD({ ...d, ...patch });
  const submit = async () => {
    const body = { ...d, Rates: { ...d.Rates, Lanes: d.Rates.Lanes.filter((l) => l.PolCode && l.PodCode) } };
    try {
      const out = await saveTemplate(body);
      void showToast({ intent: 'success', message: w.templateSaved });
      setD({ ...d, Id: out.Id, Version: out.Version });
      await qc.invalidateQueries({ queryKey: edmKeys.all });
      if (!d.Id) props.onOpen(out.Id);
    } catch (err) {
      void showToast({ intent: 'danger', message: message(err) });
    }
  };
  return (
    <>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <FormGroup label={w.templateName} labelFor="edm-template-name">
          <InputGroup id="edm-template-name" value={d.Name} onValueChange={(v) => set({ Name: v })} />
        </FormGroup>
        <FormGroup label={w.subject} labelFor="edm-template-subject" helperText={w.adMarkHint}>
          <InputGroup id="edm-template-subject" leftElement={<Tag minimal>{w.adMark}</Tag>} value={d.Subject} onValueChange={(v) => set({ Subject: v })} />
        </FormGroup>
        <FormGroup label={w.language} labelFor="edm-template-language">
          <HTMLSelect
            id="edm-template-language"
            value={d.Language}
            onChange={(e) => set({ Language: e.currentTarget.value === 'en' ? 'en' : 'zh' })}
            options={[
              { value: 'zh', label: w.langZh },
              { value: 'en', label: w.langEn },
            ]}
          />
        </FormGroup>
        <RatesEditor value={d.Rates} onChange={(Rates) => set({ Rates })} />
        <BlocksEditor rich value={d.Blocks as Block[]} onChange={(Blocks) => set({ Blocks })} />
        <Button type="submit" intent="primary" data-testid="edm-template-save">
          {w.saveTemplate}
        </Button>
      </form>
      {props.template && d.Id ? (
        <TemplateActions template={props.template} onOpen={props.onOpen} onCampaign={props.onCampaign} />
      ) : (
        <Callout compact>{w.saveTemplateFirst}</Callout>
      )}
      {d.Id ? <TemplatePreview id={d.Id} /> : null}
    </>
  );
}

/** Duplicate, delete (asked first; refused in words while a scheduled or sending campaign uses it), new campaign. */
function TemplateActions(props: { template: TemplateWire; onOpen(id: number | 'new'): void; onCampaign(id: number): void }) {
  const w = useWords(edmWords);
  const qc = useQueryClient();
  const [asking, setAsking] = useState(false);
  const t = props.template;
  const act = async <T,>(run: () => Promise<T>, done: string, then: (out: T) => void) => {
    try {
      const out = await run();
      void showToast({ intent: 'success', message: done });
      await qc.invalidateQueries({ queryKey: edmKeys.all });
      then(out);
    } catch (err) {
      void showToast({ intent: 'danger', message: message(err) });
    }
  };
  return (
    <div className="edm-row edm-template-actions">
      <Button
        intent="success"
        onClick={() =>
          void act(
            () => campaignFromTemplate({ Id: t.Id, Name: t.Name }),
            w.campaignMade,
            (o) => props.onCampaign(o.Id),
          )
        }
        data-testid="edm-template-campaign"
      >
        {w.newFromTemplate}
      </Button>
      <Button
        onClick={() =>
          void act(
            () => duplicateTemplate({ Id: t.Id }),
            w.duplicated,
            (o) => props.onOpen(o.Id),
          )
        }
      >
        {w.duplicate}
      </Button>
      <Button intent="danger" onClick={() => setAsking(true)}>
        {w.deleteTemplate}
      </Button>
      <span className="bp6-text-muted" data-testid="edm-template-in-use">
        {t.InUse ? fill(w.inUse, { count: t.InUse }) : w.notInUse}
      </span>
      <Alert
        isOpen={asking}
        intent="danger"
        confirmButtonText={w.deleteTemplate}
        cancelButtonText={w.keep}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          void act(
            () => deleteTemplate({ Id: t.Id }),
            w.templateDeleted,
            () => props.onOpen('new'),
          );
        }}
      >
        {w.confirmDelete}
      </Alert>
    </div>
  );
}

/** The saved template as a chosen contact would get it: the sends' own renderer, their company's sell prices. */
function TemplatePreview(props: { id: number }) {
  const w = useWords(edmWords);
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<PreviewResult>();
  const run = async (contactId: number) => {
    setBusy(true);
    try {
      setShown(await previewTemplate({ Id: props.id, ContactId: contactId }));
    } catch (err) {
      void showToast({ intent: 'danger', message: message(err) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card className="edm-template-preview">
      <H4>{w.templatePreview}</H4>
      <PreviewAs busy={busy} onPreview={(c) => void run(c)} testId="edm-template-preview" />
      {shown ? (
        <>
          <p>
            <strong data-testid="edm-template-preview-subject">{shown.Subject}</strong> · {fill(w.previewLevel, { level: shown.LevelName })}
          </p>
          <RichTextView html={shown.Html} className="edm-preview" testId="edm-template-preview-body" />
        </>
      ) : null}
    </Card>
  );
}
