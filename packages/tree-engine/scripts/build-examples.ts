/** Writes src/examples/example-trees.ts from examples/*.yaml (run by `pnpm build`). */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderExampleTreesModule } from './example-trees-module';

const target = fileURLToPath(new URL('../src/examples/example-trees.ts', import.meta.url));
writeFileSync(target, renderExampleTreesModule());
console.log('escrito src/examples/example-trees.ts');
