import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ERROR_MESSAGES } from '@fibre/domain/error-keys';
import * as domainMessages from '@fibre/domain/messages';
import { VALIDATION_MESSAGES } from '@fibre/domain/schemas/validation-messages';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The API says a message the domain's catalogue holds by taking it from the catalogue, never by
 * typing the words again (decision 0412): a copy drifts the day the catalogue's wording changes.
 */
const SOURCE_DIR = fileURLToPath(new URL('.', import.meta.url));

/** Literals that only look like a catalogue message, each with the reason. */
const ALLOWED: Record<string, string> = {
  // The postcode lookup stand-in answers in the public service's own words, whatever ours are.
  'routes/postcodes/index.ts Postcode not found': 'the public postcode service',
};

function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** Letter case, outer spaces, a final full stop and `{placeholder}`s aside. */
function comparable(text: string): string {
  return text
    .replace(/\{\w*\}/g, '{}')
    .trim()
    .replace(/\.$/, '')
    .toLowerCase();
}

const catalogue = new Set(
  [...stringsOf(VALIDATION_MESSAGES), ...stringsOf(ERROR_MESSAGES), ...stringsOf(domainMessages)]
    .filter((message) => /\s/.test(message))
    .map(comparable),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

/** Every string literal of a file, a template's substitutions read as `{}`. */
function literalsOf(path: string): string[] {
  const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push(node.text);
    else if (ts.isTemplateExpression(node)) {
      found.push(node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join(''));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('the API messages', () => {
  it('come from the domain catalogue, not typed again', () => {
    const copies = sourceFiles(SOURCE_DIR).flatMap((path) => {
      const where = relative(SOURCE_DIR, path);
      return literalsOf(path)
        .filter((text) => catalogue.has(comparable(text)) && !(`${where} ${text}` in ALLOWED))
        .map((text) => `${where}: ${JSON.stringify(text)}`);
    });
    expect(copies).toEqual([]);
  });

  it('would see a copy: the check reads literals and templates alike', () => {
    const sample = join(SOURCE_DIR, 'customers', 'order-checks.ts');
    expect(literalsOf(sample).length).toBeGreaterThan(10);
    expect(catalogue.has(comparable(VALIDATION_MESSAGES.promoCodeInvalid))).toBe(true);
    expect(
      catalogue.has(
        comparable(
          '{} has not been applied to your basket as your address is not eligible for this promotion.',
        ),
      ),
    ).toBe(true);
    expect(catalogue.has(comparable('This order has already been placed'))).toBe(true);
  });
});
