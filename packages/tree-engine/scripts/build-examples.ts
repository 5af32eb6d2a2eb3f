/** Writes src/examples/example-trees.ts from examples/*.yaml (part of `pnpm build` and `pnpm generate`). */
import { fileURLToPath } from 'node:url';
import { renderExampleTreesModule } from './example-trees-module';
import { writeIfChanged } from './write-if-changed';

/** Writes the examples module if an example changed. @example writeExampleTrees() */
export function writeExampleTrees(): void {
  const target = fileURLToPath(new URL('../src/examples/example-trees.ts', import.meta.url));
  if (writeIfChanged(target, renderExampleTreesModule())) console.log('escrito src/examples/example-trees.ts');
}
