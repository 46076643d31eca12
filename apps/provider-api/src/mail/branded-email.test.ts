import { describe, expect, it } from 'vitest';
import { type BrandedEmailInput, brandedEmail, escapeHtml } from './branded-email';
import { textWords, visibleWords } from './email-words.test-support';

const INPUT: BrandedEmailInput = {
  subject: 'Your installation has moved',
  heading: 'We have moved your installation',
  preview: 'Your new visit is on Friday',
  paragraphs: ['Dear Sam,', 'Your engineer will now visit on the day below.'],
  rows: [
    { label: 'Order number', value: 'FB23456789' },
    { label: 'New visit', value: 'Friday 4 December 2026, 8am to 1pm' },
  ],
  links: [{ text: 'Find my order', href: 'https://heybroadband.example/find-my-order' }],
  sections: [
    {
      heading: 'What happens next',
      paragraphs: ['Someone over 18 needs to be in.'],
      items: ['The visit takes up to 4 hours.', 'We will text you the day before.'],
      rows: [{ label: 'Phone', value: '0800 000 0000' }],
      links: [{ text: 'Change the visit', href: 'https://heybroadband.example/your-order/installation' }],
      notes: ['All prices include VAT.'],
    },
  ],
  footer: ['Please keep this e-mail.'],
};

describe('brandedEmail', () => {
  it('puts every piece of the input in both parts, in the same order', () => {
    const { html, text } = brandedEmail(INPUT);
    expect(textWords(text)).toBe(visibleWords(html));
    for (const piece of [
      'We have moved your installation',
      'Dear Sam,',
      'Order number',
      'FB23456789',
      'Friday 4 December 2026, 8am to 1pm',
      'What happens next',
      'The visit takes up to 4 hours.',
      'Please keep this e-mail.',
      'All prices include VAT.',
      'Hey!Broadband Ltd',
    ]) {
      expect(text).toContain(piece);
      expect(html).toContain(escapeHtml(piece));
    }
    expect(text).toContain('Find my order: https://heybroadband.example/find-my-order');
    expect(html).toContain('<a href="https://heybroadband.example/find-my-order"');
    expect(text.indexOf('Order number')).toBeLessThan(text.indexOf('What happens next'));
  });

  it('is a whole English HTML document with the subject as its title and the preview hidden', () => {
    const { html, text } = brandedEmail(INPUT);
    expect(html).toMatch(/^<!doctype html>\n<html lang="en-GB">/);
    expect(html).toContain('<title>Your installation has moved</title>');
    expect(html).toContain('Your new visit is on Friday');
    expect(text).not.toContain('Your new visit is on Friday');
    expect(html).toMatch(/<\/body><\/html>$/);
    // Rows are a data table with row headers; only the layout tables are presentational.
    expect(html).toContain('<tr><th scope="row"');
    expect(html).not.toMatch(/<table role="presentation"[^>]*>\n<tr><th/);
  });

  it('escapes every value it is given, so a name cannot inject markup', () => {
    const hostile = '<script>alert("x")</script> & \'co\'';
    const { html, text } = brandedEmail({
      subject: hostile,
      heading: hostile,
      preview: hostile,
      paragraphs: [hostile],
      rows: [{ label: hostile, value: hostile }],
      links: [{ text: hostile, href: 'https://example.com/?q="><script>' }],
      sections: [
        {
          heading: hostile,
          paragraphs: [hostile],
          items: [hostile],
          rows: [{ label: hostile, value: hostile }],
        },
      ],
      footer: [hostile],
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('<a href="https://example.com/?q=%22%3E%3Cscript%3E"');
    expect(
      html.split('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;').length - 1,
    ).toBe(13);
    expect(text).toContain(hostile);
  });

  it('refuses a link that is not a web or mail address', () => {
    expect(() => brandedEmail({ ...INPUT, links: [{ text: 'x', href: 'javascript:alert(1)' }] })).toThrow(
      /absolute http\(s\) or mailto/,
    );
    expect(() => brandedEmail({ ...INPUT, links: [{ text: 'x', href: '/find-my-order' }] })).toThrow();
  });

  it('needs only a subject and a heading', () => {
    const { html, text } = brandedEmail({ subject: 'S', heading: 'H' });
    expect(textWords(text)).toBe(visibleWords(html));
    expect(text.startsWith('Hey!Broadband\n\nH\n=\n')).toBe(true);
  });
});
