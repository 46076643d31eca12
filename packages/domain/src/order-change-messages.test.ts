import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ORDER_CHANGE_MESSAGES } from './order-change-messages';
import { ORDER_CHANGE_MESSAGES as FROM_SCHEMAS } from './schemas/order-changes';

describe('the order-change forms’ words (decision 0603)', () => {
  it('are the very words the schemas use', () => {
    expect(FROM_SCHEMAS).toBe(ORDER_CHANGE_MESSAGES);
  });

  it('sit in a module that imports nothing, so a form reading them loads no zod', () => {
    const source = readFileSync(new URL('./order-change-messages.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^\s*import\s/m);
    expect(source).not.toMatch(/\bfrom\s+['"]/);
  });
});
