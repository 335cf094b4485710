import { defineWords } from '../../i18n/words';

/** The rich-text editor's toolbar. */
export const richTextWords = defineWords({
  toolbar: { zh: '格式', en: 'Formatting' },
  heading2: { zh: '标题', en: 'Heading' },
  heading3: { zh: '小标题', en: 'Subheading' },
  bold: { zh: '加粗', en: 'Bold' },
  italic: { zh: '斜体', en: 'Italic' },
  bulletList: { zh: '项目列表', en: 'Bulleted list' },
  orderedList: { zh: '编号列表', en: 'Numbered list' },
  quote: { zh: '引用', en: 'Quote' },
  link: { zh: '插入链接', en: 'Insert link' },
  linkPrompt: { zh: '链接地址（https://…，留空则取消链接）', en: 'Link address (https://…; empty removes the link)' },
  image: { zh: '插入图片', en: 'Insert image' },
  undo: { zh: '撤销', en: 'Undo' },
  redo: { zh: '重做', en: 'Redo' },
  loading: { zh: '正在打开编辑器…', en: 'Opening the editor…' },
});
