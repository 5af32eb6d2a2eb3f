import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './test-app';
import { bearer, claims, token } from './tokens';
import { ifMatch } from './if-match';

/** Runs `tasks` with at most `width` of them at once. */
async function parallel<T>(tasks: (() => Promise<T>)[], width: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]!();
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return results;
}

describe('reordering trees concurrently', () => {
  const t = useTestApp();
  let admin: Record<string, string>;

  beforeAll(async () => {
    admin = bearer(await token(claims.admin));
  });

  const order = async () =>
    ((await t.app.inject({ url: '/api/admin/arvore', headers: admin })).json() as { id: number; ordem: number }[]).map((tree) => [tree.id, tree.ordem] as const);

  it('200 parallel orderup/orderdown: none fails, and the order stays a permutation', async () => {
    const before = await order();
    expect(before.length).toBeGreaterThanOrEqual(6);
    const ids = before.map(([id]) => id);
    // Neighbours moved towards each other: the pattern that locked the same rows in opposite orders.
    const tasks = Array.from({ length: 200 }, (_, i) => {
      const id = ids[(i % (ids.length - 1)) + (i % 2)]!;
      const way = i % 2 === 0 ? 'orderdown' : 'orderup';
      return async () => t.app.inject({ method: 'PATCH', url: `/api/admin/arvore/${id}/${way}`, headers: await ifMatch(t.app, admin, id) });
    });
    const answers = await parallel(tasks, 50);
    const statuses = answers.map((res) => res.statusCode);
    const failures = answers.filter((res) => res.statusCode !== 200 && res.statusCode !== 409).map((res) => `${res.statusCode} ${res.body.slice(0, 120)}`);
    expect(failures).toEqual([]);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(100);

    const after = await order();
    expect(after.map(([id]) => id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    // The same positions, each held by exactly one tree.
    expect(after.map(([, ordem]) => ordem).sort((a, b) => a - b)).toEqual(before.map(([, ordem]) => ordem).sort((a, b) => a - b));
    expect(new Set(after.map(([, ordem]) => ordem)).size).toBe(after.length);
  });
});
