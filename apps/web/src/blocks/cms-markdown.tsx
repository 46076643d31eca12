import type { ReactElement } from 'react';
import Markdown from 'react-markdown';

/** How many texts are kept: every block's and FAQ answer's markdown on the site, many times over. */
const KEPT_TEXTS = 500;

/** The elements drawn for each text, the last used last (so the oldest goes first when full). */
const drawn = new Map<string, ReactElement>();

/**
 * CMS markdown as React elements (react-markdown with its defaults: raw HTML not allowed), parsed
 * once per text and kept, not on every request: /help's FAQ answers cost its render about 0.8 ms of
 * parsing each time (decision 0637). Elements are never changed once made, so a request may draw
 * the same ones another drew; a text staff change is a new key, drawn afresh.
 */
export function markdownElements(source: string): ReactElement {
  const kept = drawn.get(source);
  if (kept) {
    drawn.delete(source);
    drawn.set(source, kept);
    return kept;
  }
  const elements = Markdown({ children: source });
  drawn.set(source, elements);
  if (drawn.size > KEPT_TEXTS) {
    const oldest = drawn.keys().next().value;
    if (oldest !== undefined) drawn.delete(oldest);
  }
  return elements;
}

/** `<Markdown>` of react-markdown, through markdownElements. */
export function CmsMarkdown({ children }: { children: string }) {
  return markdownElements(children);
}
