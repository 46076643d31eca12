/**
 * Builds Lexical rich-text documents (Payload's richtext-lexical format) from plain lines, for the
 * demo content: '## ' starts a heading, '- ' a bullet, anything else is a paragraph.
 */
type TextNode = {
  type: 'text';
  text: string;
  format: number;
  detail: 0;
  mode: 'normal';
  style: '';
  version: 1;
};
type ElementBase = { direction: 'ltr'; format: ''; indent: 0; version: 1 };
type ParagraphNode = ElementBase & { type: 'paragraph'; children: TextNode[]; textFormat: 0; textStyle: '' };
type HeadingNode = ElementBase & { type: 'heading'; tag: 'h2' | 'h3'; children: TextNode[] };
type ListItemNode = ElementBase & { type: 'listitem'; value: number; children: TextNode[] };
type ListNode = ElementBase & {
  type: 'list';
  listType: 'bullet';
  tag: 'ul';
  start: 1;
  children: ListItemNode[];
};
type BlockNode = ParagraphNode | HeadingNode | ListNode;

export interface LexicalDocument {
  root: ElementBase & { type: 'root'; children: BlockNode[] };
  [k: string]: unknown;
}

const base: ElementBase = { direction: 'ltr', format: '', indent: 0, version: 1 };

function text(value: string): TextNode {
  return { type: 'text', text: value, format: 0, detail: 0, mode: 'normal', style: '', version: 1 };
}

export function lexical(lines: readonly string[]): LexicalDocument {
  const children: BlockNode[] = [];
  for (const line of lines) {
    if (line.startsWith('## ')) {
      children.push({ ...base, type: 'heading', tag: 'h2', children: [text(line.slice(3))] });
    } else if (line.startsWith('### ')) {
      children.push({ ...base, type: 'heading', tag: 'h3', children: [text(line.slice(4))] });
    } else if (line.startsWith('- ')) {
      const last = children.at(-1);
      const list: ListNode =
        last?.type === 'list'
          ? last
          : { ...base, type: 'list', listType: 'bullet', tag: 'ul', start: 1, children: [] };
      if (last !== list) children.push(list);
      list.children.push({
        ...base,
        type: 'listitem',
        value: list.children.length + 1,
        children: [text(line.slice(2))],
      });
    } else {
      children.push({ ...base, type: 'paragraph', textFormat: 0, textStyle: '', children: [text(line)] });
    }
  }
  return { root: { ...base, type: 'root', children } };
}
