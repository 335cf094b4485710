import { Button, FileInput, FormGroup, InputGroup, NumericInput } from '@blueprintjs/core';
import type { HomeBlock } from '../../../contract/portal/homeCalls';
import { BLOCK_KIND_WORDS } from '../../../contract/portal/homeRules';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { RichTextEditor } from '../../../ui/richText/RichTextEditor';
import { pickAndUpload } from '../config/EnterpriseScreen';
import { portalWords } from '../words';
import { homeWords } from './words';

type C = Record<string, unknown>;
type Item = Record<string, string | number | null>;
const str = (c: C, k: string) => (typeof c[k] === 'string' ? (c[k] as string) : '');

/** The fields of a list kind's items (services, partners, figures) and a new item's values. */
const ITEMS: Partial<
  Record<HomeBlock['Kind'], { fields: [string, 'itemTitle' | 'itemText' | 'itemIcon' | 'itemPath' | 'statLabel' | 'statValue', number][]; blank: Item }>
> = {
  SERVICES: {
    fields: [
      ['Title', 'itemTitle', 40],
      ['Text', 'itemText', 200],
      ['Icon', 'itemIcon', 40],
      ['Path', 'itemPath', 200],
    ],
    blank: { Title: '', Text: '', Icon: '', Path: '' },
  },
  PARTNERS: { fields: [['Name', 'itemTitle', 60]], blank: { Name: '', ImageMediaId: null } },
  STATS: {
    fields: [
      ['Label', 'statLabel', 30],
      ['Value', 'statValue', 20],
    ],
    blank: { Label: '', Value: '' },
  },
};

function Items({ b, set }: { b: HomeBlock; set: (c: C) => void }) {
  const w = useWords(homeWords);
  const spec = ITEMS[b.Kind];
  if (!spec) return null;
  const items = (Array.isArray(b.Content.Items) ? b.Content.Items : []) as Item[];
  const put = (n: number, k: string, v: string) => set({ ...b.Content, Items: items.map((it, i) => (i === n ? { ...it, [k]: v } : it)) });
  return (
    <FormGroup label={w.items}>
      {items.map((it, n) => (
        <div key={n} className="ptl-itemrow" data-testid="block-item">
          {spec.fields.map(([k, label, max]) => (
            <InputGroup
              key={k}
              aria-label={`${w[label]} ${n + 1}`}
              placeholder={w[label]}
              value={String(it[k] ?? '')}
              maxLength={max}
              onValueChange={(v) => put(n, k, v)}
            />
          ))}
          <Button
            variant="minimal"
            icon="trash"
            aria-label={`${w.remove} ${n + 1}`}
            onClick={() => set({ ...b.Content, Items: items.filter((_, i) => i !== n) })}
          />
        </div>
      ))}
      <Button icon="add" text={w.addItem} onClick={() => set({ ...b.Content, Items: [...items, { ...spec.blank }] })} />
    </FormGroup>
  );
}

/** One block's content, field by field as its kind has them. */
export function BlockForm({ b, company, onChange }: { b: HomeBlock; company?: number; onChange: (b: HomeBlock) => void }) {
  const w = useWords(homeWords);
  const pw = useWords(portalWords);
  const lang = useLanguage();
  const c = b.Content;
  const set = (Content: C, ImageUrls = b.ImageUrls) => onChange({ ...b, Content, ImageUrls });
  const text = (k: string, label: string, max: number) => (
    <FormGroup label={label} labelFor={`ptl-b-${k}`}>
      <InputGroup id={`ptl-b-${k}`} value={str(c, k)} maxLength={max} onValueChange={(v) => set({ ...c, [k]: v })} />
    </FormGroup>
  );
  const image = c.ImageMediaId ? b.ImageUrls[String(c.ImageMediaId)] : undefined;
  return (
    <div className="ptl-blockform" data-testid="block-form">
      <strong>{BLOCK_KIND_WORDS[b.Kind][lang]}</strong>
      {text('Title', w.blockTitle, b.Kind === 'BANNER' ? 80 : 60)}
      {b.Kind === 'BANNER' && (
        <>
          {text('Subtitle', w.subtitle, 200)}
          {text('ButtonText', w.buttonText, 30)}
          {text('ButtonPath', w.buttonPath, 200)}
          <FormGroup label={w.image}>
            {image && <img src={image} alt={w.image} className="ptl-logo" />}
            <FileInput
              text={w.uploadImage}
              buttonText={pw.browse}
              inputProps={{ accept: 'image/png,image/jpeg,image/webp' }}
              onInputChange={async (ev) => {
                const m = await pickAndUpload(ev.currentTarget.files?.[0], pw.altPrompt, company);
                if (m) set({ ...c, ImageMediaId: m.Id }, { ...b.ImageUrls, [String(m.Id)]: m.Url });
              }}
            />
            {image && <Button variant="minimal" text={w.removeImage} onClick={() => set({ ...c, ImageMediaId: null })} />}
          </FormGroup>
        </>
      )}
      {(b.Kind === 'NEWS' || b.Kind === 'PRODUCTS' || b.Kind === 'SCHEDULES') && (
        <>
          <FormGroup label={w.count} labelFor="ptl-b-count">
            <NumericInput
              id="ptl-b-count"
              min={1}
              max={12}
              value={Number(c.Count) || 5}
              onValueChange={(v) => set({ ...c, Count: Math.min(Math.max(v || 1, 1), 12) })}
            />
          </FormGroup>
          <p className="ptl-hint">{w.autoContent}</p>
        </>
      )}
      <Items b={b} set={set} />
      {b.Kind === 'RICH_TEXT' && (
        <FormGroup label={w.html}>
          <RichTextEditor label={w.html} value={str(c, 'Html')} onChange={(Html) => set({ ...c, Html })} testId="block-html" />
        </FormGroup>
      )}
    </div>
  );
}
