import { dirname, join, relative } from 'node:path';
import ts from 'typescript';

/** One prop of a component exported by the package, as the Storybook props table shows it. */
export interface PublicProp {
  /** The exported components whose props include it ('TextBoxInput, MemoInput'). */
  components: string[];
  name: string;
  /** Where it is declared, from `src/` ('components/button/button.tsx:12'): where its description is written. */
  where: string;
  /** The description's text (its TSDoc summary; tags such as `@remarks` are not shown to designers). */
  description: string;
}

/**
 * Every prop of every component `src/index.ts` exports, read with the TypeScript compiler: a
 * component is an export named in PascalCase whose first parameter is its props. Props the
 * component inherits from React or the DOM (`onClick`, `className` of a `<button>`) are the
 * platform's and documented there; each prop is listed once, where it is declared.
 */
export function publicProps(packageDir: string): PublicProp[] {
  const srcDir = join(packageDir, 'src');
  const indexFile = join(srcDir, 'index.ts');
  const config = ts.getParsedCommandLineOfConfigFile(join(packageDir, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  if (!config) throw new Error(`Não foi possível ler ${join(packageDir, 'tsconfig.json')}.`);
  const program = ts.createProgram({ rootNames: [indexFile], options: config.options });
  const checker = program.getTypeChecker();
  const index = program.getSourceFile(indexFile);
  const moduleSymbol = index && checker.getSymbolAtLocation(index);
  if (!moduleSymbol) throw new Error(`Não foi possível ler as exportações de ${indexFile}.`);

  const byDeclaration = new Map<ts.Declaration, PublicProp>();
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    if (!/^[A-Z][a-z]/.test(exported.name)) continue;
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
    if (!declaration) continue;
    const props = checker.getTypeOfSymbolAtLocation(symbol, declaration).getCallSignatures()[0]?.getParameters()[0];
    if (!props) continue;
    for (const prop of checker.getTypeOfSymbolAtLocation(props, declaration).getProperties()) {
      const own = prop.declarations?.find((candidate) => !candidate.getSourceFile().fileName.includes('/node_modules/'));
      if (!own) continue;
      const known = byDeclaration.get(own);
      if (known) {
        known.components.push(exported.name);
        continue;
      }
      // The comment of the declaration itself: a prop of an intersection (`AnchorHTMLAttributes &
      // { href }`) merges React's undocumented one with ours.
      const file = own.getSourceFile();
      const line = file.getLineAndCharacterOfPosition(own.getStart()).line + 1;
      byDeclaration.set(own, {
        components: [exported.name],
        name: prop.name,
        where: `${relative(srcDir, file.fileName)}:${line}`,
        description: ts.displayPartsToString((checker.getSymbolAtLocation((own as ts.NamedDeclaration).name ?? own) ?? prop).getDocumentationComment(checker)).replace(/\s+/g, ' ').trim(),
      });
    }
  }
  return [...byDeclaration.values()];
}

/** The package folder of this file (src/stories/props/). */
export const PACKAGE_DIR = join(dirname(new URL(import.meta.url).pathname), '..', '..', '..');
