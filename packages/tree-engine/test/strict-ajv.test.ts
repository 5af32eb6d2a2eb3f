import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { exampleTrees } from '../src/examples/example-trees';
import { parseTree } from '../src/parse/parse-tree';

const schema = JSON.parse(readFileSync(new URL('../tree.schema.json', import.meta.url), 'utf8')) as Record<string, unknown>;
const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

function strictValidator() {
  const warnings: string[] = [];
  const logger = { log: () => undefined, warn: (...args: unknown[]) => warnings.push(args.join(' ')), error: (...args: unknown[]) => warnings.push(args.join(' ')) };
  const ajv = new Ajv2020({ strict: true, allErrors: true, logger });
  return { validate: ajv.compile(schema), warnings };
}

describe('tree.schema.json in a strict validator', () => {
  it('compiles in Ajv 2020 with strict: true, without a warning', () => {
    const { warnings } = strictValidator();
    expect(warnings).toEqual([]);
  });

  it('has an $id versioned by the package major version', () => {
    const major = pkg.version.split('.')[0];
    expect(schema.$id).toBe(`https://unpkg.com/@chamados/tree-engine@${major}/tree.schema.json`);
  });

  it('accepts every example tree', () => {
    const { validate } = strictValidator();
    for (const { file, yaml } of exampleTrees) expect(validate(JSON.parse(JSON.stringify(parseTree(yaml).tree))), file).toBe(true);
  });

  it('reports a misspelt key as an unknown key, naming it, before any missing required key, and nothing of other kinds of screen', () => {
    const { validate } = strictValidator();
    const tree = { nome: 'x', inicial: 'a', telas: { a: { tipo: 'formulario', tiutlo: 'T', campos: { c: { tipo: 'caixaDeTexto', rotluo: 'R' } } } } };
    expect(validate(tree)).toBe(false);
    const errors = (validate.errors ?? []).filter((e) => e.keyword !== 'if');
    expect(errors.map((e) => [e.instancePath, e.keyword, e.params])).toEqual([
      ['/telas/a', 'additionalProperties', { additionalProperty: 'tiutlo' }],
      ['/telas/a/campos/c', 'additionalProperties', { additionalProperty: 'rotluo' }],
      ['/telas/a', 'required', { missingProperty: 'titulo' }],
    ]);
  });

  it('names a misspelt tipo (tpo) as an unknown key before the missing tipo, for screens, fields, validators, conditions and operands', () => {
    const { validate } = strictValidator();
    const tree = {
      nome: 'x',
      inicial: 'a',
      telas: {
        a: { tpo: 'opcoes', pergunta: 'P?', opcoes: { Sim: '#final' } },
        b: {
          tipo: 'formulario',
          titulo: 'T',
          campos: { c: { tpo: 'caixaDeTexto', rotulo: 'R' }, d: { tipo: 'caixaDeTexto', validadores: [{ tpo: 'naoVazio' }] } },
          fluxos: [
            { tela: '#final', condicao: { tpo: 'simples', comparador: '=' } },
            { tela: '#final', condicao: { tipo: 'simples', comparador: '=', operando1: { tpo: 'variavel', campo: 'd' }, operando2: { tipo: 'constante', classe: 'string', valor: 'x' } } },
          ],
        },
      },
    };
    expect(validate(tree)).toBe(false);
    const errors = (validate.errors ?? []).filter((e) => e.keyword !== 'if');
    const places = ['/telas/a', '/telas/b/campos/c', '/telas/b/campos/d/validadores/0', '/telas/b/fluxos/0/condicao', '/telas/b/fluxos/1/condicao/operando1'];
    for (const place of places) {
      expect(errors.filter((e) => e.instancePath === place).map((e) => [e.keyword, e.params]), place).toEqual([
        ['additionalProperties', { additionalProperty: 'tpo' }],
        ['required', { missingProperty: 'tipo' }],
      ]);
    }
    // Without allErrors (an editor's default), the first and only error names the misspelling.
    const warnings: string[] = [];
    const firstOnly = new Ajv2020({ strict: true, logger: { log: () => undefined, warn: (m: string) => warnings.push(m), error: (m: string) => warnings.push(m) } }).compile(schema);
    firstOnly({ nome: 'x', inicial: 'a', telas: { a: { tpo: 'opcoes', pergunta: 'P?' } } });
    expect(firstOnly.errors?.map((e) => [e.instancePath, e.keyword, e.params])).toEqual([['/telas/a', 'additionalProperties', { additionalProperty: 'tpo' }]]);
    expect(warnings).toEqual([]);
  });

  it('a screen without tipo whose keys all belong to some kind only misses tipo', () => {
    const { validate } = strictValidator();
    validate({ nome: 'x', inicial: 'a', telas: { a: { pergunta: 'P?', opcoes: { Sim: '#final' } } } });
    expect(validate.errors?.filter((e) => e.keyword !== 'if').map((e) => [e.instancePath, e.keyword, e.params])).toEqual([['/telas/a', 'required', { missingProperty: 'tipo' }]]);
  });

  it('an unknown tipo is one error on tipo, listing the kinds', () => {
    const { validate } = strictValidator();
    validate({ nome: 'x', inicial: 'a', telas: { a: { tipo: 'formulari', titulo: 'T' } } });
    expect(validate.errors?.map((e) => [e.instancePath, e.keyword, e.params])).toEqual([['/telas/a/tipo', 'enum', { allowedValues: ['opcoes', 'formulario', 'tutorial'] }]]);
  });
});
