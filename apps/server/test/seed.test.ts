import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { exampleTrees } from '@chamados/tree-engine';
import { tickets, trees, treeVersions } from '../src/db/schema';
import { seed } from '../src/seed/seed';
import { demoAccounts } from '../src/sso/demo-accounts';
import { createTestApp } from './test-app';

describe('demo seed', () => {
  it('seeds once: launched example trees, tickets for every demo user; a second run adds nothing', async () => {
    const t = await createTestApp();
    try {
      const db = t.app.db;
      const snapshot = async () => ({
        trees: (await db.select({ n: count() }).from(trees))[0]!.n,
        versions: (await db.select({ n: count() }).from(treeVersions))[0]!.n,
        tickets: (await db.select({ n: count() }).from(tickets))[0]!.n,
      });
      const before = await snapshot();
      expect(Number(before.trees)).toBe(exampleTrees.length);
      expect(Number(before.versions)).toBe(exampleTrees.length);
      expect(Number(before.tickets)).toBeGreaterThanOrEqual(demoAccounts.length * 3);
      expect(await seed(db, t.app.log)).toBe(false);
      expect(await snapshot()).toEqual(before);
    } finally {
      await t.close();
    }
  });
});
