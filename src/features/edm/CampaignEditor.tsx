import { Button, FormGroup, HTMLSelect, InputGroup, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CampaignSaveInput, CampaignWire } from '../../contract/edm/calls';
import type { Block } from '../../domain/edm/content';
import { useWords } from '../../i18n/words';
import { fill } from '../../lib/fill';
import { showToast } from '../../ui/toaster';
import { useCallAction } from '../../lib/useCallAction';
import { countQueryOptions, edmKeys, saveCampaign, sendersQueryOptions, verifySender } from './api/edm';
import { AudiencePicker } from './AudiencePicker';
import { BlocksEditor } from './BlocksEditor';
import { RatesEditor } from './RatesEditor';
import { edmWords } from './words';

const START: CampaignSaveInput = {
  Name: '',
  Subject: '',
  Preheader: '',
  SenderId: null,
  AudienceIds: [],
  Blocks: [{ Kind: 'TEXT', Text: '' }, { Kind: 'RATES' }, { Kind: 'SALES_CARD' }, { Kind: 'UNSUBSCRIBE' }],
  Rates: { Lanes: [{ PolCode: '', PodCode: '' }], RateNos: [], ContainerClass: '40HQ' },
};

const fromWire = (c: CampaignWire): CampaignSaveInput => ({
  Id: c.Id,
  Version: c.Version,
  Name: c.Name,
  Subject: c.BareSubject,
  Preheader: c.Preheader,
  SenderId: c.SenderId,
  AudienceIds: c.AudienceIds,
  Blocks: c.Blocks as Block[],
  Rates: c.Rates,
});

/** The campaign's fields: name, subject (the 【广告】 mark fixed in front, R8.2), sender, audiences with a live count, rates, body blocks. */
export function CampaignEditor(props: { campaign?: CampaignWire; onSaved(id: number): void }) {
  const w = useWords(edmWords);
  const [d, setD] = useState<CampaignSaveInput>(props.campaign ? fromWire(props.campaign) : START);
  const set = (patch: Partial<CampaignSaveInput>) => setD({ ...d, ...patch });
  const senders = useQuery(sendersQueryOptions());
  const count = useQuery(countQueryOptions(d.AudienceIds));
  const verify = useCallAction(verifySender, [edmKeys.senders()]);
  const sender = senders.data?.find((s) => s.Id === d.SenderId);
  const submit = async () => {
    const body = { ...d, Rates: { ...d.Rates, Lanes: d.Rates.Lanes.filter((l) => l.PolCode && l.PodCode) } };
    try {
      const out = await saveCampaign(body);
      void showToast({ intent: 'success', message: w.saved });
      props.onSaved(out.Id);
    } catch (err) {
      void showToast({ intent: 'danger', message: err instanceof Error ? err.message : String(err) });
    }
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <FormGroup label={w.name} labelFor="edm-name">
        <InputGroup id="edm-name" value={d.Name} onValueChange={(v) => set({ Name: v })} />
      </FormGroup>
      <FormGroup label={w.subject} labelFor="edm-subject" helperText={w.adMarkHint}>
        <InputGroup id="edm-subject" leftElement={<Tag minimal>{w.adMark}</Tag>} value={d.Subject} onValueChange={(v) => set({ Subject: v })} />
      </FormGroup>
      <FormGroup label={w.preheader} labelFor="edm-preheader">
        <InputGroup id="edm-preheader" value={d.Preheader ?? ''} onValueChange={(v) => set({ Preheader: v })} />
      </FormGroup>
      <FormGroup label={w.sender} labelFor="edm-sender">
        <div className="edm-row">
          <HTMLSelect
            id="edm-sender"
            value={d.SenderId ?? ''}
            onChange={(e) => set({ SenderId: e.currentTarget.value ? Number(e.currentTarget.value) : null })}
            options={[
              { value: '', label: w.chooseSender },
              ...(senders.data ?? []).map((s) => ({
                value: s.Id,
                label: `${s.FromName} <${s.FromEmail}> · ${s.Status === 'VERIFIED' ? w.verified : w.notVerified}`,
              })),
            ]}
          />
          {sender && sender.Status !== 'VERIFIED' ? <Button onClick={() => void verify({ Id: sender.Id }, w.verify)}>{w.verify}</Button> : null}
          {sender?.Simulated ? <span className="bp6-text-muted">{w.simulatedCheck}</span> : null}
        </div>
      </FormGroup>
      <FormGroup
        label={w.audiences}
        helperText={count.data ? fill(w.count, { total: count.data.Total, consented: count.data.Consented, suppressed: count.data.Suppressed }) : undefined}
      >
        <AudiencePicker value={d.AudienceIds} onChange={(ids) => set({ AudienceIds: ids })} />
      </FormGroup>
      <RatesEditor value={d.Rates} onChange={(Rates) => set({ Rates })} />
      <BlocksEditor value={d.Blocks as Block[]} onChange={(Blocks) => set({ Blocks })} />
      <Button type="submit" intent="primary" data-testid="edm-save">
        {w.save}
      </Button>
    </form>
  );
}
