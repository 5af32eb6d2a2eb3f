import {
  AdminTree,
  CreatedTicket,
  DataHubKeys,
  DataHubList,
  FaqItem,
  InsightStats,
  PublicTree,
  TicketDetail,
  TicketListItem,
  TreeSummary,
  TreeVersion,
  Verification,
} from '@chamados/api-contract';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import * as fixtures from './fixtures';

// Every fixture is checked against its contract schema: stories and tests can only show what the
// server could really send. A fixture without a schema here fails the last test.
const schemaOf: Record<keyof typeof fixtures, [TSchema, 'one' | 'each']> = {
  treeSummariesFixture: [TreeSummary, 'each'],
  publicTreeFixture: [PublicTree, 'one'],
  ticketListFixture: [TicketListItem, 'each'],
  ticketDetailFixture: [TicketDetail, 'one'],
  createdTicketFixture: [CreatedTicket, 'one'],
  dataHubListFixture: [DataHubList, 'one'],
  faqItemFixture: [FaqItem, 'one'],
  adminTreesFixture: [AdminTree, 'each'],
  treeVersionsFixture: [TreeVersion, 'each'],
  failedVerificationFixture: [Verification, 'one'],
  dataHubKeysFixture: [DataHubKeys, 'one'],
  insightStatsFixture: [InsightStats, 'one'],
};

describe('msw fixtures match the contract', () => {
  it.each(Object.entries(schemaOf))('%s', (name, [schema, how]) => {
    const value = fixtures[name as keyof typeof fixtures] as unknown;
    const values = how === 'each' ? (value as unknown[]) : [value];
    for (const item of values) expect([...Value.Errors(schema, item)].map((e) => `${e.instancePath} ${e.message}`)).toEqual([]);
  });

  it('every fixture is listed above', () => {
    expect(Object.keys(fixtures).sort()).toEqual(Object.keys(schemaOf).sort());
  });
});
