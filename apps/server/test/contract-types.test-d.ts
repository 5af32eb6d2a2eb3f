import type {
  AdminTree,
  CreatedTicket,
  DataHubList,
  DataHubMapEntry,
  EndServiceResult,
  FaqItemList,
  PublicTree,
  TicketDetail,
  TicketPage,
  TreeVersion,
  Verification,
} from '@chamados/api-contract';
import { describe, expectTypeOf, it } from 'vitest';
import type { DataHubService } from '../src/content/datahub-service';
import type { FaqService } from '../src/content/faq-service';
import type { BuiltinTicketStore } from '../src/tickets/builtin-ticket-store';
import type { CachedTicketStore } from '../src/tickets/cached-ticket-store';
import type { TicketStore } from '../src/tickets/ticket-store';
import type { TreeService, verifyText } from '../src/trees/tree-service';

type Result<F> = F extends (...args: never[]) => Promise<infer R> ? R : F extends (...args: never[]) => infer R ? R : never;

// What the services hand the routes is exactly the contract's type: renaming a field in the
// contract fails here (and in the services), not in front of a user.
describe("the server's services return the contract's types", () => {
  it('ticket stores', () => {
    expectTypeOf<BuiltinTicketStore>().toExtend<TicketStore>();
    expectTypeOf<CachedTicketStore>().toExtend<TicketStore>();
    expectTypeOf<Result<TicketStore['create']>>().toEqualTypeOf<CreatedTicket>();
    expectTypeOf<Result<TicketStore['list']>>().toEqualTypeOf<TicketPage>();
    expectTypeOf<Result<TicketStore['search']>>().toEqualTypeOf<TicketPage>();
    expectTypeOf<Result<TicketStore['detail']>>().toEqualTypeOf<TicketDetail | undefined>();
    expectTypeOf<Result<TicketStore['reply']>>().toEqualTypeOf<TicketDetail | undefined>();
    expectTypeOf<Result<TicketStore['endService']>>().toEqualTypeOf<EndServiceResult | undefined>();
  });

  it('tree service', () => {
    expectTypeOf<Result<TreeService['list']>>().toEqualTypeOf<AdminTree[]>();
    expectTypeOf<Result<TreeService['get']>>().toEqualTypeOf<AdminTree>();
    expectTypeOf<Result<TreeService['launched']>>().toEqualTypeOf<PublicTree>();
    expectTypeOf<Result<TreeService['versions']>>().toEqualTypeOf<TreeVersion[]>();
    expectTypeOf<Result<typeof verifyText>>().toEqualTypeOf<Verification>();
  });

  it('content services', () => {
    expectTypeOf<Result<DataHubService['list']>>().toEqualTypeOf<DataHubList>();
    expectTypeOf<Result<DataHubService['lookup']>>().toEqualTypeOf<DataHubMapEntry>();
    expectTypeOf<Result<FaqService['item']>>().toEqualTypeOf<FaqItemList>();
  });
});
