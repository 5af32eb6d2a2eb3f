import type { AttendanceSummary as EngineSummary, Diagnostic as EngineDiagnostic, SearchableService, TicketRequest, Tree } from '@chamados/tree-engine';
import { describe, expectTypeOf, it } from 'vitest';
import type { AttendanceSummary, CreateTicketBody, Diagnostic, PublicTree, TreeSummary } from './index';

// The contract and tree-engine describe the same things from two sides: these fail `tsc` (and so
// `pnpm test`) the moment one drifts from the other.
describe('the contract agrees with tree-engine', () => {
  it("a verifier diagnostic travels as the contract's Diagnostic, and back", () => {
    expectTypeOf<EngineDiagnostic>().toExtend<Diagnostic>();
    expectTypeOf<Diagnostic>().toExtend<EngineDiagnostic>();
  });

  it("buildTicketRequest's result is a valid ticket creation body", () => {
    expectTypeOf<TicketRequest>().toExtend<CreateTicketBody>();
  });

  it("describeAttendance's wording travels as the contract's AttendanceSummary, and back", () => {
    expectTypeOf<EngineSummary>().toEqualTypeOf<AttendanceSummary>();
  });

  it("a tree list item is what tree-engine's service search reads", () => {
    expectTypeOf<TreeSummary>().toExtend<SearchableService>();
    expectTypeOf<TreeSummary['textoBusca']>().toEqualTypeOf<string>();
  });

  it('a public tree is a tree-engine Tree', () => {
    expectTypeOf<PublicTree>().toEqualTypeOf<Tree>();
  });
});
