import type { Diagnostic as EngineDiagnostic, SearchableArticle, SearchableService, Tree, WalkRequest, WalkStep as EngineWalkStep } from '@chamados/tree-engine';
import { describe, expectTypeOf, it } from 'vitest';
import type { CreateTicketBody, Diagnostic, PublicTree, TreeArticle, TreeSummary, WalkStep } from './index';

// The contract and tree-engine describe the same things from two sides: these fail `tsc` (and so
// `pnpm test`) the moment one drifts from the other.
describe('the contract agrees with tree-engine', () => {
  it("a verifier diagnostic travels as the contract's Diagnostic, and back", () => {
    expectTypeOf<EngineDiagnostic>().toExtend<Diagnostic>();
    expectTypeOf<Diagnostic>().toExtend<EngineDiagnostic>();
  });

  it("walkSteps' steps are the creation body's, and the replay reads the body's steps", () => {
    expectTypeOf<WalkRequest['passos']>().toExtend<CreateTicketBody['passos']>();
    expectTypeOf<WalkStep>().toExtend<EngineWalkStep>();
    // A concluded property is not part of a walk.
    // @ts-expect-error the body has no `propriedades`
    expectTypeOf<CreateTicketBody['propriedades']>().toBeUnknown();
  });

  it("a tree list item is what tree-engine's service search reads", () => {
    expectTypeOf<TreeSummary>().toExtend<SearchableService>();
    expectTypeOf<TreeSummary['textoBusca']>().toEqualTypeOf<string>();
    expectTypeOf<TreeArticle>().toExtend<SearchableArticle>();
  });

  it('a public tree is a tree-engine Tree', () => {
    expectTypeOf<PublicTree>().toEqualTypeOf<Tree>();
  });
});
