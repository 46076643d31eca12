/** Compares an e-mail's two parts word for word (the branded layout's and the confirmation's tests). */

/** The words a reader sees in the HTML part: the body without tags, the hidden preview or the URLs. */
export function visibleWords(html: string): string {
  const body = html.slice(html.indexOf('<body'));
  return normalise(
    body
      .replace(/<div style="display: none[^>]*>.*?<\/div>/s, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&'),
  );
}

/** The words of the text part, without its underlines or the URLs the HTML keeps in its links. */
export function textWords(text: string): string {
  return normalise(
    text
      .split('\n')
      .filter((line) => !/^[=-]+$/.test(line))
      .map((line) => line.replace(/: (https?|mailto):\S+$/, ''))
      .map((line) => line.replace(/^- /, ''))
      .join(' '),
  );
}

function normalise(words: string): string {
  return words
    .replace(/:(\s|$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
