import { Button, FormGroup, HTMLSelect, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { BLOCK_KINDS, BLOCK_TAGS, type Block, type BlockKind, blockWords } from '../../domain/edm/content';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { RichTextEditor } from '../../ui/richText/RichTextEditor';
import { edmWords } from './words';

/** The body as blocks in order: text, and the blocks {{rates}}, {{readySpace}}, {{salesCard}}, {{unsubscribe}} (required, R8.3). */
export function BlocksEditor(props: { value: Block[]; onChange(v: Block[]): void; rich?: boolean }) {
  const w = useWords(edmWords);
  const lang = useLanguage();
  const [kind, setKind] = useState<BlockKind>('TEXT');
  const v = props.value;
  const move = (i: number, by: number) => {
    const next = [...v];
    const [b] = next.splice(i, 1);
    next.splice(i + by, 0, b!);
    props.onChange(next);
  };
  return (
    <FormGroup label={w.body}>
      {v.map((b, i) => (
        <div className="edm-block" key={`${b.Kind}-${i}`} data-testid="edm-block">
          <div className="edm-row">
            <strong>{blockWords[b.Kind][lang]}</strong>
            {b.Kind !== 'TEXT' ? <code>{BLOCK_TAGS[b.Kind]}</code> : null}
            <Button small minimal disabled={i === 0} onClick={() => move(i, -1)}>
              {w.up}
            </Button>
            <Button small minimal disabled={i === v.length - 1} onClick={() => move(i, 1)}>
              {w.down}
            </Button>
            <Button small minimal intent="danger" onClick={() => props.onChange(v.filter((_, n) => n !== i))}>
              {w.remove}
            </Button>
          </div>
          {b.Kind === 'TEXT' && b.Html !== undefined ? (
            <RichTextEditor
              value={b.Html}
              label={w.textBlock}
              testId="edm-rich-text"
              onChange={(html) => props.onChange(v.map((x, n) => (n === i ? { ...x, Html: html } : x)))}
            />
          ) : null}
          {b.Kind === 'TEXT' && b.Html === undefined ? (
            <TextArea
              fill
              aria-label={w.textBlock}
              value={b.Text ?? ''}
              onChange={(e) => props.onChange(v.map((x, n) => (n === i ? { ...x, Text: e.currentTarget.value } : x)))}
            />
          ) : null}
        </div>
      ))}
      <div className="edm-row">
        <HTMLSelect
          aria-label={w.addBlock}
          value={kind}
          onChange={(e) => setKind(e.currentTarget.value as BlockKind)}
          options={BLOCK_KINDS.map((k) => ({ value: k, label: blockWords[k][lang] }))}
        />
        <Button
          small
          onClick={() => props.onChange([...v, kind !== 'TEXT' ? { Kind: kind } : props.rich ? { Kind: 'TEXT', Html: '' } : { Kind: 'TEXT', Text: '' }])}
        >
          {w.addBlock}
        </Button>
      </div>
    </FormGroup>
  );
}
