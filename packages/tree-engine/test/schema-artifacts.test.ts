import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderSchemaArtifacts } from '../scripts/schema-artifacts';

const read = (relative: string): string => readFileSync(new URL(`../${relative}`, import.meta.url), 'utf8');

describe('committed schema artifacts', () => {
  const artifacts = renderSchemaArtifacts();

  it('tree.schema.json matches src/schema/tree-schema.ts (run `pnpm generate` after changing the schema)', () => {
    expect(read('tree.schema.json')).toBe(artifacts.schemaJson);
  });

  it('the precompiled validator matches the schema (run `pnpm generate` after changing the schema)', () => {
    expect(read('src/schema/validate-tree.generated.js')).toBe(artifacts.validatorJs);
    expect(read('src/schema/validate-tree.generated.d.ts')).toBe(artifacts.validatorDts);
  });

  it('the validator needs no code generation and no ajv at run time', () => {
    expect(artifacts.validatorJs).not.toMatch(/new Function|eval\(|require\(|from ["']ajv/);
  });

  it('every property of the schema has a Portuguese description for the editor', () => {
    const missing: string[] = [];
    const walk = (node: unknown, where: string): void => {
      if (!node || typeof node !== 'object') return;
      const record = node as Record<string, unknown>;
      for (const key of ['properties', '$defs'] as const) {
        const children = record[key] as Record<string, Record<string, unknown>> | undefined;
        for (const [name, child] of Object.entries(children ?? {})) {
          if (typeof child.description !== 'string') missing.push(`${where}/${key}/${name}`);
          walk(child, `${where}/${key}/${name}`);
        }
      }
      for (const key of ['items', 'additionalProperties']) walk(record[key], `${where}/${key}`);
      for (const branch of (record.oneOf as unknown[] | undefined) ?? []) walk(branch, `${where}/oneOf`);
    };
    walk(JSON.parse(artifacts.schemaJson), '#');
    expect(missing).toEqual([]);
  });
});
