import { describe, expect, it } from 'vitest';
import { createDatabase } from './database';
import { preparedQuery, preparedStatementName } from './prepared-query';

describe('preparedQuery', () => {
  it('compiles once per database and names each SQL text once', async () => {
    const first = await createDatabase({ sqlitePath: ':memory:' });
    const second = await createDatabase({ sqlitePath: ':memory:' });
    let builds = 0;
    const byPostcode = preparedQuery((db) => {
      builds += 1;
      return db.selectFrom('address').select('uprn').where('postcode', '=', '');
    });
    const byUprn = preparedQuery((db) => db.selectFrom('address').select('postcode').where('uprn', '=', ''));
    try {
      const compiled = byPostcode(first.db);
      expect(byPostcode(first.db)).toBe(compiled);
      expect(builds).toBe(1);
      // Another database compiles its own, to the same text and so the same statement name.
      const other = byPostcode(second.db);
      expect(builds).toBe(2);
      expect(other).not.toBe(compiled);
      expect(other.sql).toBe(compiled.sql);
      const name = preparedStatementName(compiled.sql);
      expect(name).toMatch(/^fibre_\d+$/);
      expect(preparedStatementName(byUprn(first.db).sql)).not.toBe(name);
      expect(preparedStatementName('select 1')).toBeUndefined();
    } finally {
      await first.destroy();
      await second.destroy();
    }
  });
});
