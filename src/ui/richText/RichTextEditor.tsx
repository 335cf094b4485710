import { Spinner } from '@blueprintjs/core';
import { lazy, Suspense } from 'react';
import { useWords } from '../../i18n/words';
import type { RichTextEditorProps } from './props';
import { richTextWords } from './words';

export type { RichTextEditorProps } from './props';

// Tiptap and ProseMirror (about 100 KiB gzip) load with the first editor opened, never with a list
const Impl = lazy(() => import('./RichTextEditorImpl'));

/** A rich-text field (news, company introductions, letters, job posts): see RichTextEditorImpl. */
export function RichTextEditor(props: RichTextEditorProps) {
  const w = useWords(richTextWords);
  return (
    <Suspense fallback={<Spinner size={20} aria-label={w.loading} />}>
      <Impl {...props} />
    </Suspense>
  );
}

/**
 * Stored rich text shown as HTML. Only for text the server sanitised on save (server/platform/richText.ts);
 * the page's CSP forbids inline script besides.
 */
export function RichTextView(props: { html: string; testId?: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server stored it through the allow-list
  return <div className={`rich-text-view ${props.className ?? ''}`} data-testid={props.testId} dangerouslySetInnerHTML={{ __html: props.html }} />;
}
