import { describe, expect, it } from 'vitest';
import { parseTree } from '../parse/parse-tree';
import { diagnosticCatalogs } from './catalogs';
import { SAMPLES } from '../../scripts/diagnostic-samples';
import { DIAGNOSTIC_CODES, YAML_ERROR_CODES, type DiagnosticMessage } from './diagnostic-codes';
import { fieldErrorCatalogs } from './field-error-catalogs';
import { LOCALES } from './locale';
import { runtimeCatalogs } from './runtime-catalogs';
import { wordDiagnostic } from './word-diagnostic';

const samples = SAMPLES;

/** The parameter values a message must show (booleans, JSON types and YAML codes are worded, not shown). */
function shown(message: DiagnosticMessage): string[] {
  return Object.entries(message.params).flatMap(([name, value]) => {
    if (typeof value === 'boolean' || name === 'left' || name === 'right' || name === 'types' || name === 'yamlCode') return [];
    // With a suggestion, the message proposes one name instead of listing them all.
    if ((name === 'allowed' || name === 'known') && 'suggestion' in message.params) return [];
    return Array.isArray(value) ? value.map(String) : [String(value)];
  });
}

describe('diagnostic catalogs', () => {
  it('the samples cover every code', () => {
    expect(new Set(samples.map((s) => s.code))).toEqual(new Set(DIAGNOSTIC_CODES));
  });

  it.each(LOCALES)('%s: every code has a message that shows every parameter it is given', (locale) => {
    for (const sample of samples) {
      const text = wordDiagnostic({ ...sample, path: ['telas', 'a'] }, locale);
      expect(text, sample.code).not.toMatch(/undefined|\[object/);
      for (const value of shown(sample)) expect(text, `${locale} ${sample.code}`).toContain(value);
    }
  });

  it('every catalog words every YAML error code, and the three are different languages', () => {
    for (const locale of LOCALES) expect(Object.keys(diagnosticCatalogs[locale].yamlErrors).sort()).toEqual([...YAML_ERROR_CODES].sort());
    const words = samples.map((s) => LOCALES.map((locale) => wordDiagnostic({ ...s, path: [] }, locale)));
    // Texts with nothing to translate (none so far) would be equal; the languages must differ on nearly all.
    const same = words.filter(([pt, es, en]) => pt === es || pt === en || es === en);
    expect(same).toEqual([]);
  });

  it('English and Spanish messages hold no Portuguese word of the catalog', () => {
    const portuguese = /\b(não|você|chave|árvore|tela|campo obrigatório|deve ser|opção|também|nenhum)\b/i;
    for (const locale of ['en', 'es'] as const) {
      for (const sample of samples) {
        const text = wordDiagnostic({ ...sample, path: ['telas', 'a', 'campos', 'b', 'validadores', 0] }, locale);
        // Keys of the tree format (telaSim, opcoes…) are Portuguese everywhere: they are the format.
        expect(text.replace(/"[^"]*"|\b(telas|nome|inicial|texto|valor|chave|opcoes|mapeamento|caixaDeChecagem|caixaDeTexto|caixaDeSelecao|fonte|Sim|Não)\b/g, ''), `${locale} ${sample.code}`).not.toMatch(portuguese);
      }
    }
  });

  it('field errors: every code in every language, with the same {arguments}', () => {
    const argumentsOf = (source: string): string[] => [...source.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();
    const codes = Object.keys(fieldErrorCatalogs['pt-BR']).sort();
    for (const locale of LOCALES) {
      expect(Object.keys(fieldErrorCatalogs[locale]).sort(), locale).toEqual(codes);
      for (const code of codes) {
        const key = code as keyof (typeof fieldErrorCatalogs)['pt-BR'];
        expect(argumentsOf(fieldErrorCatalogs[locale][key]), `${locale} ${code}`).toEqual(argumentsOf(fieldErrorCatalogs['pt-BR'][key]));
      }
    }
  });

  it('runtime words: every key in every language', () => {
    for (const locale of LOCALES) expect(Object.keys(runtimeCatalogs[locale]).sort()).toEqual(Object.keys(runtimeCatalogs['pt-BR']).sort());
  });

  it('parseTree({ locale }) words the same diagnostics, with the same codes and params, in each language', () => {
    const yaml = "nome: X\ninicial: a\ntelas:\n  a:\n    tipo: opcoes\n    pergunta: Qual?\n    rotluo: x\n    opcoes: { Um: b, Dois: '#final' }\n";
    const [pt, es, en] = LOCALES.map((locale) => parseTree(yaml, { locale }).diagnostics);
    expect(pt?.map((d) => [d.code, d.params, d.line])).toEqual(en?.map((d) => [d.code, d.params, d.line]));
    expect(es?.map((d) => d.code)).toEqual(pt?.map((d) => d.code));
    expect(en?.map((d) => d.message)).toEqual([
      'Screen "a", key "rotluo": the key "rotluo" is not allowed here; the allowed keys are: tipo, nome, pergunta, opcoes.',
      'Screen "a", option "Um": the screen "b" does not exist.',
    ]);
    expect(es?.[1]?.message).toBe('Pantalla "a", opción "Um": la pantalla "b" no existe.');
  });
});
