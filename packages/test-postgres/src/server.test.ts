import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findPostgresBinDir } from './server';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function fakeInstall(versions: Record<string, string[]>): string {
  const root = mkdtempSync(join(tmpdir(), 'pg-bin-'));
  made.push(root);
  for (const [version, tools] of Object.entries(versions)) {
    mkdirSync(join(root, version, 'bin'), { recursive: true });
    for (const tool of tools) mkdirSync(join(root, version, 'bin', tool));
  }
  return root;
}

describe('findPostgresBinDir', () => {
  it('picks the newest version that has both initdb and pg_ctl', () => {
    const root = fakeInstall({ '13': ['initdb', 'pg_ctl'], '15': ['initdb', 'pg_ctl'], '16': ['initdb'] });
    expect(findPostgresBinDir(root)).toBe(join(root, '15', 'bin'));
  });

  it('is null without an install', () => {
    expect(findPostgresBinDir(join(tmpdir(), 'no-such-postgres-root'))).toBeNull();
    expect(findPostgresBinDir(fakeInstall({ common: ['initdb', 'pg_ctl'] }))).toBeNull();
  });
});
