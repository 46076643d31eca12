import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { valueImports } from '@/test-support/value-imports';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The register-interest form's browser modules: /service-unavailable and the area pages load them first. */
function formModules(): string[] {
  const folder = 'components/register-interest';
  return [
    ...readdirSync(path.join(SRC, folder))
      .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('-rules.ts'))
      .map((name) => path.join(folder, name)),
    'state/register-interest-storage.ts',
  ];
}

describe('the register-interest form’s first load (decision 0708)', () => {
  it('finds the form’s modules', () => {
    expect(formModules()).toEqual(
      expect.arrayContaining([
        'components/register-interest/register-interest-controls.tsx',
        'components/register-interest/send-register-interest.ts',
      ]),
    );
  });

  it.each(formModules())('%s takes no value from the domain’s whole constants or stored state', (file) => {
    const imports = valueImports(readFileSync(path.join(SRC, file), 'utf8'));
    expect(imports).not.toContain('@fibre/domain/constants');
    expect(imports).not.toContain('@fibre/domain/stored-state');
  });
});
