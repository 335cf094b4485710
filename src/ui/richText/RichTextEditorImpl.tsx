import { Button, ButtonGroup } from '@blueprintjs/core';
import Image from '@tiptap/extension-image';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { useWords } from '../../i18n/words';
import type { RichTextEditorProps } from './props';
import { richTextWords } from './words';
import './richText.css';

/**
 * Tiptap (ProseMirror) with a toolbar of exactly the tags the server keeps (server/platform/richText.ts):
 * headings 2–3, bold, italic, lists, quotes, links and, where the field has media, images. The value is
 * HTML; the server's allow-list is what counts, the editor only avoids making what it would remove.
 */
export default function RichTextEditorImpl(props: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, code: false, codeBlock: false, link: { openOnClick: false, autolink: true } }),
      Image.configure({ inline: false }),
    ],
    content: props.value,
    editable: !props.readOnly,
    onUpdate: ({ editor: e }) => props.onChange(e.isEmpty ? '' : e.getHTML()),
  });
  // a value set from outside (a record loaded, a draft restored) replaces the content; typing does not loop back
  // (an editor destroyed meanwhile — its page hidden, React's second mount — has no schema: skipped until useEditor makes the next)
  useEffect(() => {
    if (editor && !editor.isDestroyed && props.value !== (editor.isEmpty ? '' : editor.getHTML()))
      editor.commands.setContent(props.value, { emitUpdate: false });
  }, [editor, props.value]);
  if (!editor || editor.isDestroyed) return null;
  return (
    <div className="rich-text" data-testid={props.testId}>
      {props.readOnly ? null : <Toolbar editor={editor} pickImage={props.pickImage} />}
      <EditorContent editor={editor} className="rich-text-body" aria-label={props.label} />
    </div>
  );
}

function Toolbar({ editor, pickImage }: { editor: Editor; pickImage: RichTextEditorProps['pickImage'] }) {
  const w = useWords(richTextWords);
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  const setLink = () => {
    const href = window.prompt(w.linkPrompt, editor.getAttributes('link').href ?? 'https://');
    if (href === null) return;
    if (!href.trim()) chain().unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  const insertImage = async () => {
    const picked = await pickImage?.();
    if (picked) chain().setImage({ src: picked.src, alt: picked.alt }).run();
  };
  const tool = (icon: Parameters<typeof Button>[0]['icon'], label: string, on: boolean, run: () => void) => (
    <Button small icon={icon} title={label} aria-label={label} active={on} onClick={run} />
  );
  return (
    <ButtonGroup className="rich-text-toolbar" aria-label={w.toolbar}>
      {tool('header-two', w.heading2, active.h2, () => chain().toggleHeading({ level: 2 }).run())}
      {tool('header-three', w.heading3, active.h3, () => chain().toggleHeading({ level: 3 }).run())}
      {tool('bold', w.bold, active.bold, () => chain().toggleBold().run())}
      {tool('italic', w.italic, active.italic, () => chain().toggleItalic().run())}
      {tool('properties', w.bulletList, active.bullet, () => chain().toggleBulletList().run())}
      {tool('numbered-list', w.orderedList, active.ordered, () => chain().toggleOrderedList().run())}
      {tool('citation', w.quote, active.quote, () => chain().toggleBlockquote().run())}
      {tool('link', w.link, active.link, setLink)}
      {pickImage ? tool('media', w.image, false, () => void insertImage()) : null}
      {tool('undo', w.undo, false, () => chain().undo().run())}
      {tool('redo', w.redo, false, () => chain().redo().run())}
    </ButtonGroup>
  );
}
