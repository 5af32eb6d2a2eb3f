/** Writes tree.schema.json and the precompiled validator (part of `pnpm build` and `pnpm generate`). */
import { fileURLToPath } from 'node:url';
import { renderSchemaArtifacts } from './schema-artifacts';
import { writeIfChanged } from './write-if-changed';

/** Writes the schema artifacts that changed. @example writeSchemaArtifacts() // logs 'escrito tree.schema.json' when it changed */
export function writeSchemaArtifacts(): void {
  const root = new URL('../', import.meta.url);
  const artifacts = renderSchemaArtifacts();
  const write = (relative: string, content: string): void => {
    if (writeIfChanged(fileURLToPath(new URL(relative, root)), content)) console.log(`escrito ${relative}`);
  };
  write('tree.schema.json', artifacts.schemaJson);
  write('src/schema/validate-tree.generated.js', artifacts.validatorJs);
  write('src/schema/validate-tree.generated.d.ts', artifacts.validatorDts);
}
