import { Button, Callout, Checkbox, FileInput, FormGroup, H2, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import type { CallInput } from '../../../contract/call';
import { WIDGET_ITEM_KINDS, WIDGET_PAGES } from '../../../contract/portal/homeBlocks';
import type { homeCalls } from '../../../contract/portal/homeCalls';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { useRoute } from '../../../ui/routeContext';
import { showToast, toastFailure } from '../../../ui/toaster';
import { useSaveWidget, useWidget } from '../api/home';
import { CompanyBar, useEditedCompany } from '../config/CompanyBar';
import { pickAndUpload } from '../config/EnterpriseScreen';
import { VersionsPanel } from '../config/VersionsPanel';
import { portalWords } from '../words';
import { homeWords } from './words';
import '../portal.css';

type Draft = CallInput<typeof homeCalls.widgetSave>;
type Item = Draft['Items'][number];

function ItemRow({
  i,
  n,
  urls,
  company,
  set,
  drop,
}: {
  i: Item;
  n: number;
  urls: Record<string, string>;
  company?: number;
  set: (i: Item, url?: string) => void;
  drop: () => void;
}) {
  const w = useWords(homeWords);
  const pw = useWords(portalWords);
  return (
    <div className="ptl-itemrow" data-testid="widget-item">
      <HTMLSelect aria-label={`${w.itemKind} ${n + 1}`} value={i.Kind} onChange={(e) => set({ ...i, Kind: e.target.value as Item['Kind'] })}>
        {WIDGET_ITEM_KINDS.map((k) => (
          <option key={k} value={k}>
            {w[`kind${k}`]}
          </option>
        ))}
      </HTMLSelect>
      <InputGroup
        aria-label={`${w.itemLabel} ${n + 1}`}
        placeholder={w.itemLabel}
        value={i.Label}
        maxLength={30}
        onValueChange={(Label) => set({ ...i, Label })}
      />
      {i.Kind === 'WECHAT_QR' ? (
        <>
          {i.ImageMediaId && urls[i.ImageMediaId] && <img src={urls[i.ImageMediaId]} alt={i.Label} width={48} height={48} />}
          <FileInput
            text={w.uploadImage}
            inputProps={{ accept: 'image/png,image/jpeg,image/webp' }}
            onInputChange={async (ev) => {
              const m = await pickAndUpload(ev.currentTarget.files?.[0], pw.altPrompt, company);
              if (m) set({ ...i, ImageMediaId: m.Id }, m.Url);
            }}
          />
        </>
      ) : (
        i.Kind !== 'MESSAGE_FORM' && (
          <InputGroup
            aria-label={`${w.itemValue} ${n + 1}`}
            placeholder={w.itemValue}
            value={i.Value}
            maxLength={120}
            onValueChange={(Value) => set({ ...i, Value })}
          />
        )
      )}
      <Button variant="minimal" icon="trash" aria-label={`${w.remove} ${n + 1}`} onClick={drop} />
    </div>
  );
}

type FormProps = {
  d: Draft;
  setD: (d: Draft) => void;
  urls: Record<string, string>;
  setUrls: (u: Record<string, string>) => void;
  company?: number;
  saving: boolean;
  onSave: () => void;
  on: boolean;
};

function WidgetForm({ d, setD, urls, setUrls, company, saving, onSave, on }: FormProps) {
  const w = useWords(homeWords);
  return (
    <form
      className="ptl-form"
      onSubmit={(e) => {
        e.preventDefault();
        void onSave();
      }}
    >
      <Callout intent={d.Enabled ? 'success' : 'none'}>{on ? w.widgetOn : w.widgetOff}</Callout>
      <Checkbox checked={d.Enabled} label={w.enabled} onChange={(e) => setD({ ...d, Enabled: e.currentTarget.checked })} />
      <FormGroup label={w.position} labelFor="ptl-w-pos" inline>
        <HTMLSelect id="ptl-w-pos" value={d.Position} onChange={(e) => setD({ ...d, Position: e.target.value as Draft['Position'] })}>
          <option value="LEFT">{w.left}</option>
          <option value="RIGHT">{w.right}</option>
        </HTMLSelect>
      </FormGroup>
      <FormGroup label={w.pages} labelFor="ptl-w-pages" inline>
        <HTMLSelect id="ptl-w-pages" value={d.Pages} onChange={(e) => setD({ ...d, Pages: e.target.value as Draft['Pages'] })}>
          {WIDGET_PAGES.map((p) => (
            <option key={p} value={p}>
              {w[`pages${p}`]}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      {d.Pages === 'PATHS' && (
        <FormGroup label={w.paths} labelFor="ptl-w-paths">
          <TextArea
            id="ptl-w-paths"
            fill
            rows={3}
            value={d.Paths.join('\n')}
            onChange={(e) =>
              setD({
                ...d,
                Paths: e.target.value
                  .split('\n')
                  .map((p) => p.trim())
                  .filter(Boolean),
              })
            }
          />
        </FormGroup>
      )}
      <FormGroup label={w.items}>
        {d.Items.map((i, n) => (
          <ItemRow
            key={n}
            i={i}
            n={n}
            urls={urls}
            company={company}
            set={(next, url) => {
              setD({ ...d, Items: d.Items.map((x, k) => (k === n ? next : x)) });
              if (url && next.ImageMediaId) setUrls({ ...urls, [next.ImageMediaId]: url });
            }}
            drop={() => setD({ ...d, Items: d.Items.filter((_, k) => k !== n) })}
          />
        ))}
        <Button icon="add" text={w.addItem} onClick={() => setD({ ...d, Items: [...d.Items, { Kind: 'PHONE', Label: '', Value: '', ImageMediaId: null }] })} />
      </FormGroup>
      <Button type="submit" intent="primary" text={w.saveWidget} loading={saving} />
    </form>
  );
}

/** /Portal/FloatingWindow: the site's floating window (items, side, pages, on or off); a draft until the site is published. */
export default function FloatingWindowScreen() {
  const w = useWords(homeWords);
  const route = useRoute();
  const company = useEditedCompany();
  const widget = useWidget(company);
  const save = useSaveWidget();
  const [d, setD] = useState<Draft>();
  const [urls, setUrls] = useState<Record<string, string>>({});
  useEffect(() => {
    if (!widget.data) return;
    const { CompanyId: _, ImageUrls, ...rest } = widget.data;
    setD({ ...rest, CompanyId: company });
    setUrls(ImageUrls);
  }, [widget.data, company]);
  const onSave = () => d && save.mutateAsync(d).then(() => void showToast({ intent: 'success', message: w.savedDraft }), toastFailure);
  return (
    <section className="ptl-screen" data-testid="portal-widget">
      <H2>{route.title[useLanguage()]}</H2>
      <CompanyBar pick />
      {d ? (
        <WidgetForm d={d} setD={setD} urls={urls} setUrls={setUrls} company={company} saving={save.isPending} onSave={onSave} on={!!widget.data?.Enabled} />
      ) : (
        <p>{w.loading}</p>
      )}
      <VersionsPanel company={company} />
    </section>
  );
}
