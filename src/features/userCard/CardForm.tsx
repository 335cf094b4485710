import { Button, Checkbox, FormGroup, HTMLSelect, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import type { CardOffice } from '../../contract/userCard/calls';
import { CARD_LIMITS, CARD_PUBLIC_CHOICES, CARD_SERVICES } from '../../domain/userCard/card';
import { cardPublicFieldWords, cardServiceWords } from '../../domain/userCard/words';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { userCardFieldWords as F } from '../../contract/userCard/words';
import type { CardDraft } from './preview';
import { userCardWords } from './words';

interface Props {
  draft: CardDraft;
  change(patch: Partial<CardDraft>): void;
  /** The problems said now, by the field's path ('/CRD_NAME', '/CRD_LANES/0'). */
  problems: ReadonlyMap<string, string>;
  /** The company's offices its published site shows (none: only the typed office). */
  offices?: readonly CardOffice[];
}

type TextKey = 'CRD_NAME' | 'CRD_TITLE' | 'CRD_PHONE' | 'CRD_EMAIL' | 'CRD_OFFICE_NAME' | 'CRD_OFFICE_ADDRESS';

function TextField({
  k,
  draft,
  change,
  problems,
  placeholder,
  max,
}: Omit<Props, 'draft'> & { k: TextKey; draft: CardDraft; placeholder?: string; max?: number }) {
  const lang = useLanguage();
  const problem = problems.get(`/${k}`);
  return (
    <FormGroup label={F[k][lang]} labelFor={`card-${k}`} helperText={problem} intent={problem ? Intent.DANGER : Intent.NONE}>
      <InputGroup
        id={`card-${k}`}
        value={draft[k]}
        placeholder={placeholder}
        maxLength={max ? max * 2 : undefined}
        intent={problem ? Intent.DANGER : Intent.NONE}
        onValueChange={(v) => change({ [k]: v })}
      />
    </FormGroup>
  );
}

function toggled(list: readonly string[], item: string, on: boolean): string[] {
  return on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item);
}

function LanesField({ draft, change, problems }: Props) {
  const w = useWords(userCardWords);
  const lang = useLanguage();
  const set = (i: number, patch: Partial<{ POL: string; POD: string }>) =>
    change({ CRD_LANES: draft.CRD_LANES.map((l, j) => (j === i ? { ...l, ...patch } : l)) });
  return (
    <FormGroup label={F.CRD_LANES[lang]} helperText={problems.get('/CRD_LANES')} intent={problems.get('/CRD_LANES') ? Intent.DANGER : Intent.NONE}>
      {draft.CRD_LANES.map((l, i) => {
        const problem = problems.get(`/CRD_LANES/${i}`);
        return (
          <div key={i} className="user-card-lane-row">
            <InputGroup
              aria-label={`${w.polPlaceholder} ${i + 1}`}
              placeholder={w.polPlaceholder}
              value={l.POL}
              maxLength={10}
              onValueChange={(v) => set(i, { POL: v.toUpperCase() })}
            />
            <InputGroup
              aria-label={`${w.podPlaceholder} ${i + 1}`}
              placeholder={w.podPlaceholder}
              value={l.POD}
              maxLength={10}
              onValueChange={(v) => set(i, { POD: v.toUpperCase() })}
            />
            <Button
              variant="minimal"
              icon="cross"
              aria-label={w.removeLane}
              title={w.removeLane}
              onClick={() => change({ CRD_LANES: draft.CRD_LANES.filter((_, j) => j !== i) })}
            />
            {problem ? <div className="user-card-problem">{problem}</div> : null}
          </div>
        );
      })}
      {draft.CRD_LANES.length < CARD_LIMITS.lanes ? (
        <Button small icon="add" text={w.addLane} onClick={() => change({ CRD_LANES: [...draft.CRD_LANES, { POL: '', POD: '' }] })} />
      ) : null}
    </FormGroup>
  );
}

/** One of the company's site offices as the card's office, or none (the typed office); shown only when the company has some. */
function OfficeChoice({ draft, change, problems, offices = [] }: Props) {
  const w = useWords(userCardWords);
  const lang = useLanguage();
  if (!offices.length) return null;
  const problem = problems.get('/CRD_OFFICE_ID');
  const name = (o: CardOffice) => `${lang === 'en' && o.NameEn ? o.NameEn : o.NameZh} · ${o.Address}`;
  return (
    <FormGroup
      label={F.CRD_OFFICE_ID[lang]}
      labelFor="card-CRD_OFFICE_ID"
      helperText={problem ?? (draft.CRD_OFFICE_ID ? w.officeChosenHint : w.officeNoneHint)}
      intent={problem ? Intent.DANGER : Intent.NONE}
    >
      <HTMLSelect
        id="card-CRD_OFFICE_ID"
        fill
        value={String(draft.CRD_OFFICE_ID ?? '')}
        onChange={(e) => change({ CRD_OFFICE_ID: e.currentTarget.value ? Number(e.currentTarget.value) : null })}
        options={[{ value: '', label: w.officeNone }, ...offices.map((o) => ({ value: String(o.Id), label: name(o) }))]}
      />
    </FormGroup>
  );
}

/** The card's fields: who, how to reach them, what they sell, and which of it visitors see. */
export function CardForm(props: Props) {
  const { draft, change, problems } = props;
  const w = useWords(userCardWords);
  const lang = useLanguage();
  const intro = problems.get('/CRD_INTRO');
  return (
    <div className="user-card-form">
      <div className="user-card-form-pair">
        <TextField {...props} k="CRD_NAME" max={CARD_LIMITS.name} />
        <TextField {...props} k="CRD_TITLE" max={CARD_LIMITS.title} />
      </div>
      <div className="user-card-form-pair">
        <TextField {...props} k="CRD_PHONE" placeholder={w.phonePlaceholder} />
        <TextField {...props} k="CRD_EMAIL" placeholder={w.emailPlaceholder} />
      </div>
      <OfficeChoice {...props} />
      <div className="user-card-form-pair">
        <TextField {...props} k="CRD_OFFICE_NAME" />
        <TextField {...props} k="CRD_OFFICE_ADDRESS" />
      </div>
      <FormGroup
        label={F.CRD_INTRO[lang]}
        labelFor="card-CRD_INTRO"
        labelInfo={`${[...draft.CRD_INTRO].length}/${CARD_LIMITS.intro}`}
        helperText={intro}
        intent={intro ? Intent.DANGER : Intent.NONE}
      >
        <TextArea
          id="card-CRD_INTRO"
          fill
          rows={3}
          value={draft.CRD_INTRO}
          placeholder={w.introPlaceholder}
          onChange={(e) => change({ CRD_INTRO: e.target.value })}
        />
      </FormGroup>
      <FormGroup label={F.CRD_SERVICES[lang]}>
        <div className="user-card-checks">
          {CARD_SERVICES.map((s) => (
            <Checkbox
              key={s}
              inline
              label={cardServiceWords[s][lang]}
              checked={draft.CRD_SERVICES.includes(s)}
              onChange={(e) => change({ CRD_SERVICES: toggled(draft.CRD_SERVICES, s, e.currentTarget.checked) })}
            />
          ))}
        </div>
      </FormGroup>
      <LanesField {...props} />
      <FormGroup label={w.publicFieldsTitle} helperText={w.nameAlways}>
        <div className="user-card-checks">
          {CARD_PUBLIC_CHOICES.map((f) => (
            <Checkbox
              key={f}
              inline
              label={cardPublicFieldWords[f][lang]}
              checked={draft.CRD_PUBLIC_FIELDS.includes(f)}
              onChange={(e) => change({ CRD_PUBLIC_FIELDS: toggled(draft.CRD_PUBLIC_FIELDS, f, e.currentTarget.checked) })}
            />
          ))}
        </div>
      </FormGroup>
    </div>
  );
}
