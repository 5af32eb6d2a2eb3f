import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const index = fileURLToPath(new URL('../src/index.ts', import.meta.url));

/** Exports of src/index.ts whose declaration has no TSDoc with an @example. */
function undocumentedExports(): string[] {
  const program = ts.createProgram([index], { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, noEmit: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(index);
  const module = source && checker.getSymbolAtLocation(source);
  if (!module) throw new Error('src/index.ts not found');
  return checker.getExportsOfModule(module).flatMap((exported) => {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const declaration = symbol.declarations?.[0];
    if (!declaration) return [exported.name];
    // A `const` carries its TSDoc on the statement, two levels up.
    const documented = ts.isVariableDeclaration(declaration) ? declaration.parent.parent : declaration;
    const hasExample = ts.getJSDocTags(documented).some((tag) => tag.tagName.text === 'example');
    return hasExample ? [] : [exported.name];
  });
}

describe('public API documentation', () => {
  it('every export of src/index.ts has TSDoc with an @example (other teams read the types)', () => {
    expect(undocumentedExports()).toEqual([]);
  }, 120_000);
});
