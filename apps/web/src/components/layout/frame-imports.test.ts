import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { valueImports } from '@/test-support/value-imports';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The browser modules every page loads: the header, footer and consent, the journey's light store
 * and the frame's check for a timed-out checkout.
 */
function frameModules(): string[] {
  const clientModules = (folder: string) =>
    readdirSync(path.join(SRC, folder))
      .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
      .map((name) => path.join(folder, name))
      .filter((file) => readFileSync(path.join(SRC, file), 'utf8').startsWith("'use client'"));
  return [
    ...clientModules('components/layout'),
    ...clientModules('components/consent'),
    'state/journey-store.tsx',
    'components/checkout/timeout/timed-out-notice.tsx',
  ];
}

describe('the frame every page loads (decision 0704)', () => {
  it('finds the frame’s browser modules', () => {
    expect(frameModules()).toEqual(expect.arrayContaining(['components/layout/header-nav.tsx']));
  });

  it.each(frameModules())('%s takes no value from the domain’s whole constants or journey paths', (file) => {
    const imports = valueImports(readFileSync(path.join(SRC, file), 'utf8'));
    expect(imports).not.toContain('@fibre/domain/constants');
    expect(imports).not.toContain('@fibre/domain/site-paths');
  });

  it('fetches the timed-out notice itself only when there is one to tell', () => {
    const source = readFileSync(path.join(SRC, 'components/checkout/timeout/timed-out-notice.tsx'), 'utf8');
    expect(valueImports(source)).not.toContain('./timed-out-notice-view');
    expect(valueImports(source)).not.toContain('@/components/ui/link-button');
    expect(source).toContain("import('./timed-out-notice-view')");
  });

  it('tells a value import from a type-only one', () => {
    const source = [
      "import type { PlanAddressType } from '@fibre/domain/constants';",
      "import { type SitePath } from '@fibre/domain/site-paths';",
      "import { FIND_MY_ORDER_PATH } from '@fibre/domain/order-paths';",
      "import { type ContractLength, DEFAULT_ADDRESS_TYPE } from '@fibre/domain/constants';",
    ].join('\n');
    expect(valueImports(source)).toEqual(['@fibre/domain/order-paths', '@fibre/domain/constants']);
  });
});
