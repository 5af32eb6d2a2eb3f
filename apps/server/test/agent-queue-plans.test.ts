import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database';
import { allQueueShapes, explainQueue } from '../src/desk/agent-queue-query';
import { useTestApp } from './test-app';

// Every filter of the agents' queue has an index in the queue's order: with sequential scans
// priced out of reach, no plan may still read the tickets table whole (the planner falls back to
// a Seq Scan only when no index can answer). `pnpm bench` prints the plans on 20,000 tickets.
describe('agent queue plans', () => {
  const t = useTestApp();

  it('reads every filter through an index, never the whole tickets table', async () => {
    const params = { me: '39053344705', fila: 'N1::Service Desk', q: 'impressora:*', tn: '2025%', offset: 0, limit: 25 };
    const plans = await t.app.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const out: [string, string][] = [];
      for (const shape of allQueueShapes()) out.push([JSON.stringify(shape), await explainQueue(tx as unknown as Db, shape, params)]);
      return out;
    });
    expect(plans).toHaveLength(45);
    for (const [shape, plan] of plans) expect(plan, `${shape}\n${plan}`).not.toMatch(/Seq Scan on tickets/);
    // The default view walks one of the partial indexes of 'abertos' (which one, on a table this
    // small, is the planner's choice; on 20,000 tickets it is tickets_fila_abertos_idx, see the bench).
    expect(plans.find(([s]) => s === JSON.stringify({ estado: 'abertos', fila: false, dono: 'todos', texto: '', ordem: 'prazo' }))![1]).toMatch(/tickets_fila_abertos\w*_idx/);
  });
});
