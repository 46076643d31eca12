import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const WEB = resolve(__dirname, '../../..');
const DOMAIN = resolve(WEB, '../../packages/domain/src');
const SERVER_SIDE_FOLLOWED = [join(WEB, 'src/components/'), join(WEB, 'src/state/')];

/** Where the build finds the '@/' and '@fibre/domain/' aliases. */
const ALIASES: [prefix: string, folder: string][] = [
  ['@/', join(WEB, 'src')],
  ['@fibre/domain/', DOMAIN],
];

/** A module specifier as the build resolves it, or null for an installed package. */
function resolveModule(from: string, specifier: string): string | null {
  const alias = ALIASES.find(([prefix]) => specifier.startsWith(prefix));
  if (!alias && !specifier.startsWith('.')) return null;
  const base = alias ? join(alias[1], specifier.slice(alias[0].length)) : resolve(dirname(from), specifier);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), base]) {
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return candidate;
  }
  throw new Error(`cannot resolve ${specifier} from ${from}`);
}

/** The modules a file loads with it: static imports and re-exports that bring a value (import() is left out). */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const bindings = clause?.namedBindings;
      const onlyTypes =
        clause !== undefined &&
        clause.name === undefined &&
        bindings !== undefined &&
        ts.isNamedImports(bindings) &&
        bindings.elements.length > 0 &&
        bindings.elements.every((element) => element.isTypeOnly);
      if (!onlyTypes) found.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      found.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return found.flatMap((specifier) => resolveModule(file, specifier) ?? []);
}

/**
 * What a layout puts in its first load: the 'use client' modules it renders (through the server
 * components of components/ and state/) and everything they import statically.
 */
function firstLoadModules(layout: string): Set<string> {
  const client = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string, inClient: boolean) => {
    const key = `${inClient}:${file}`;
    if (seen.has(key)) return;
    seen.add(key);
    const nowClient = inClient || /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8'));
    if (nowClient) client.add(relative(resolve(WEB, '../..'), file));
    for (const next of staticImports(file)) {
      if (nowClient || SERVER_SIDE_FOLLOWED.some((folder) => next.startsWith(folder))) visit(next, nowClient);
    }
  };
  visit(layout, false);
  return client;
}

describe("the ordering steps' layout's first load (issue 22)", () => {
  const modules = firstLoadModules(join(__dirname, 'layout.tsx'));

  it('holds the journey store and the leave guard that the layout renders', () => {
    expect(modules).toContain('apps/web/src/state/journey-engine.tsx');
    expect(modules).toContain('apps/web/src/components/checkout/leave-guard/leave-guard.tsx');
  });

  it('leaves out the error-key catalogue, which only a failed answer needs (decision 0693)', () => {
    // The client itself stays: the steps share it, and out of the layout each would carry a copy.
    expect(modules).toContain('apps/web/src/lib/site-api/site-api.ts');
    expect(modules).not.toContain('packages/domain/src/error-keys.ts');
    expect(modules).not.toContain('packages/domain/src/error-body-guard.ts');
  });
});
