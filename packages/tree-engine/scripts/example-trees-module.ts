/**
 * Renders src/examples/example-trees.ts from examples/*.yaml, so the server can seed the demo
 * trees without reading files (the engine has no node:fs). A test keeps the two in step.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const examplesDir = fileURLToPath(new URL('../examples/', import.meta.url));

/** The example files in a stable order, with their text. @example readExampleFiles()[0]?.file // 'conta-visitante.yaml' */
export function readExampleFiles(): { file: string; yaml: string }[] {
  return readdirSync(examplesDir)
    .filter((file) => file.endsWith('.yaml'))
    .sort()
    .map((file) => ({ file, yaml: readFileSync(`${examplesDir}${file}`, 'utf8') }));
}

/** The TypeScript module text that embeds every example. @example writeFileSync(target, renderExampleTreesModule()) */
export function renderExampleTreesModule(): string {
  const entries = readExampleFiles()
    .map(({ file, yaml }) => `  {\n    file: ${JSON.stringify(file)},\n    yaml: ${JSON.stringify(yaml)},\n  },`)
    .join('\n');
  return `// Gerado por scripts/build-examples.ts a partir de examples/*.yaml. Não edite.

/** One demo tree: its file name under examples/ and its YAML text. @example const { file, yaml }: ExampleTree = exampleTrees[0]; */
export interface ExampleTree {
  file: string;
  yaml: string;
}

/**
 * The demo trees of a university IT department (Wi-Fi, e-mail, software, labs, network point,
 * visitors), as YAML text, for seeding a database or showing in docs.
 * @example for (const { file, yaml } of exampleTrees) console.log(file, parseTree(yaml).tree?.nome);
 */
export const exampleTrees: readonly ExampleTree[] = [
${entries}
];
`;
}
