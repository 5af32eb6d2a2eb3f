/** Writes tree.schema.json and the precompiled validator (run by `pnpm build` before tsup). */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderSchemaArtifacts } from './schema-artifacts';

const root = new URL('../', import.meta.url);
const artifacts = renderSchemaArtifacts();
const write = (relative: string, content: string): void => {
  writeFileSync(fileURLToPath(new URL(relative, root)), content);
  console.log(`escrito ${relative}`);
};
write('tree.schema.json', artifacts.schemaJson);
write('src/schema/validate-tree.generated.js', artifacts.validatorJs);
write('src/schema/validate-tree.generated.d.ts', artifacts.validatorDts);
