import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { builtStylesheetHashes, styleHashSource } from './stylesheet-hashes';

const dirs: string[] = [];
function distDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'stylesheet-hashes-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function expected(text: string): string {
  return `'sha256-${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}'`;
}

describe('styleHashSource', () => {
  it("is the CSP hash source of the text's UTF-8 bytes", () => {
    // CSP3's own example: the hash of `alert('Hello, world.');`.
    expect(styleHashSource("alert('Hello, world.');")).toBe(
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    );
    expect(styleHashSource('a::after{content:"→"}')).toBe(expected('a::after{content:"→"}'));
    expect(styleHashSource(Buffer.from('body{margin:0}'))).toBe(expected('body{margin:0}'));
  });
});

describe('builtStylesheetHashes', () => {
  it('hashes every built .css file under static/, nested ones included, and nothing else', () => {
    const dist = distDir();
    mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true });
    mkdirSync(path.join(dist, 'static', 'css', 'app'), { recursive: true });
    writeFileSync(path.join(dist, 'static', 'chunks', 'a.css'), 'body{color:red}');
    writeFileSync(path.join(dist, 'static', 'css', 'app', 'b.css'), 'p{margin:0}');
    writeFileSync(path.join(dist, 'static', 'chunks', 'c.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'outside.css'), 'h1{color:blue}');
    expect(builtStylesheetHashes(dist)).toEqual([expected('body{color:red}'), expected('p{margin:0}')]);
  });

  it('names two files with the same bytes once', () => {
    const dist = distDir();
    mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true });
    writeFileSync(path.join(dist, 'static', 'chunks', 'a.css'), 'body{color:red}');
    writeFileSync(path.join(dist, 'static', 'chunks', 'b.css'), 'body{color:red}');
    expect(builtStylesheetHashes(dist)).toEqual([expected('body{color:red}')]);
  });

  it('is empty where there is no build', () => {
    expect(builtStylesheetHashes(path.join(distDir(), 'missing'))).toEqual([]);
  });
});
