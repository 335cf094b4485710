import { Checkbox, FileInput, FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { localDateTime, OFFICE_ZONE, parseLocalDateTime } from '../../../domain/refdata/localTimes';
import { useWords } from '../../../i18n/words';
import { RichTextEditor } from '../../../ui/richText/RichTextEditor';
import { portalWords, siteWords } from '../words';
import { pickAndUpload } from './EnterpriseScreen';
import type { CallInput } from '../../../contract/call';
import type { portalCalls as C } from '../../../contract/portal/calls';

/** An article as edited (the save call's input). */
export type Draft = CallInput<typeof C.contentSave>;

/** A time as <input type="datetime-local"> shows it, on the office's clock (Shanghai), and back to ISO. */
const local = (at: string | null) => (at ? localDateTime(at, OFFICE_ZONE).replace(' ', 'T') : '');
const iso = (v: string) => (v ? (parseLocalDateTime(v, OFFICE_ZONE) ?? null) : null);

/** An article's fields: title, category, summary, body, schedule, slug, cover, pin. */
export function NewsFields({ d, setD, company }: { d: Draft; setD: (d: Draft) => void; company?: number }) {
  const w = useWords(portalWords);
  const sw = useWords(siteWords);
  return (
    <>
      <FormGroup label={w.itemTitle} labelFor="ptl-n-title">
        <InputGroup id="ptl-n-title" value={d.Title} onValueChange={(Title) => setD({ ...d, Title })} maxLength={150} />
      </FormGroup>
      <FormGroup label={w.category} labelFor="ptl-n-cat">
        <InputGroup id="ptl-n-cat" value={d.Category} onValueChange={(Category) => setD({ ...d, Category })} maxLength={40} />
      </FormGroup>
      <FormGroup label={w.summary} labelFor="ptl-n-sum">
        <TextArea id="ptl-n-sum" fill value={d.Summary} onChange={(e) => setD({ ...d, Summary: e.target.value })} maxLength={500} />
      </FormGroup>
      <FormGroup label={w.body}>
        <RichTextEditor label={w.body} value={d.Body} onChange={(Body) => setD({ ...d, Body })} testId="portal-news-body" />
      </FormGroup>
      <FormGroup label={w.publishAt} labelFor="ptl-n-at" inline>
        <input id="ptl-n-at" type="datetime-local" value={local(d.PublishAt)} onChange={(e) => setD({ ...d, PublishAt: iso(e.target.value) ?? d.PublishAt })} />
      </FormGroup>
      <FormGroup label={w.showUntil} labelFor="ptl-n-until" inline>
        <input id="ptl-n-until" type="datetime-local" value={local(d.ShowUntil)} onChange={(e) => setD({ ...d, ShowUntil: iso(e.target.value) })} />
      </FormGroup>
      <FormGroup label={w.slug} labelFor="ptl-n-slug">
        <InputGroup id="ptl-n-slug" value={d.Slug ?? ''} onValueChange={(v) => setD({ ...d, Slug: v.trim() || null })} maxLength={80} />
      </FormGroup>
      <FormGroup label={sw.cover}>
        <FileInput
          text={sw.uploadCover}
          buttonText={w.browse}
          inputProps={{ accept: 'image/png,image/jpeg,image/webp' }}
          onInputChange={async (ev) => {
            const m = await pickAndUpload(ev.currentTarget.files?.[0], w.altPrompt, company);
            if (m) setD({ ...d, CoverMediaId: m.Id });
          }}
        />
      </FormGroup>
      <Checkbox label={w.pin} checked={d.Pinned} onChange={(e) => setD({ ...d, Pinned: e.currentTarget.checked })} />
    </>
  );
}
