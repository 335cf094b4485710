/** A rich-text field's props (RichTextEditor and its lazily loaded implementation). */
export interface RichTextEditorProps {
  /** The field's HTML ('' when empty). */
  value: string;
  onChange: (html: string) => void;
  /** The field's name as the screen shows it, for screen readers. */
  label: string;
  testId?: string;
  readOnly?: boolean;
  /** Where the field takes images from (the portal's media); without it the toolbar has no image button. */
  pickImage?: () => Promise<{ src: string; alt: string } | null>;
}
