import { renderToStaticMarkup } from 'react-dom/server';
import Markdown from 'react-markdown';
import { describe, expect, it } from 'vitest';
import { CmsMarkdown, markdownElements } from './cms-markdown';

const SAMPLES = [
  'Plain words.',
  'Two paragraphs.\n\nWith **bold**, _emphasis_ and a [link](/help "Help").',
  '- one\n- two\n\n1. first\n2. second',
  'Raw <script>alert(1)</script> and <b>HTML</b> stay out.',
  '## A heading\n\n> a quote\n\n`code`',
  '',
];

describe('CmsMarkdown', () => {
  it("draws every text as react-markdown's <Markdown> does", () => {
    for (const source of SAMPLES) {
      expect(renderToStaticMarkup(<CmsMarkdown>{source}</CmsMarkdown>)).toBe(
        renderToStaticMarkup(<Markdown>{source}</Markdown>),
      );
    }
  });

  it('parses a text once and draws the kept elements again, the same each time', () => {
    const source = `Kept ${Math.random()}`;
    const first = markdownElements(source);
    expect(markdownElements(source)).toBe(first);
    expect(renderToStaticMarkup(first)).toBe(renderToStaticMarkup(markdownElements(source)));
    expect(markdownElements(`${source} changed`)).not.toBe(first);
  });

  it('keeps at most 500 texts, letting the least recently drawn go', () => {
    const kept = markdownElements('the oldest, drawn again');
    const first = markdownElements('dropped first');
    for (let index = 0; index < 499; index += 1) {
      if (index === 250) expect(markdownElements('the oldest, drawn again')).toBe(kept);
      markdownElements(`filler ${index}`);
    }
    expect(markdownElements('the oldest, drawn again')).toBe(kept);
    expect(markdownElements('dropped first')).not.toBe(first);
  });
});
