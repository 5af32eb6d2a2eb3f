import { Text } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { describe, expect, it } from 'vitest';
import { validTreeText } from '../tree-form/tree-form.fixture';
import { treeDiagnostics } from './tree-diagnostics';
import { toEditorDiagnostics } from './tree-lint';

/** The underlined text of each finding of `yaml`, with its message. */
function underlined(yaml: string) {
  const doc = Text.of(yaml.split('\n'));
  return toEditorDiagnostics(doc, treeDiagnostics(yaml)).map((d) => ({
    text: doc.sliceString(d.from, d.to),
    message: d.message,
    // The quick fix is a button inside the rendered message.
    fix: (d.renderMessage?.(new EditorView({ doc })) as HTMLElement | undefined)?.querySelector('button')?.textContent,
  }));
}

describe('the underline', () => {
  it('covers the wrong value, not its key: an option leading to a missing screen', () => {
    const found = underlined(validTreeText.replace('Não imprime: descreva', 'Não imprime: descrevaa'));
    expect(found[0]).toMatchObject({ text: 'descrevaa', message: expect.stringContaining('a tela "descrevaa" não existe') });
  });

  it('covers the value of a kind that does not exist', () => {
    const found = underlined(validTreeText.replace('tipo: caixaDeTexto', 'tipo: caixaDeTxto'));
    expect(found.map((d) => d.text)).toEqual(['caixaDeTxto']);
  });

  it('covers a value without a suggestion too', () => {
    const found = underlined(validTreeText.replace("      - tela: '#final'", '      - tela: zzzzzzzz'));
    expect(found.find((d) => d.message.includes('zzzzzzzz'))?.text).toBe('zzzzzzzz');
  });

  it('covers the key when the key is the mistake', () => {
    const found = underlined(validTreeText.replace('    pergunta:', '    pergunt:'));
    expect(found.map((d) => d.text)).toEqual(['pergunt']);
    const unknown = underlined(validTreeText.replace('    pergunta: O que aconteceu?', '    pergunta: O que aconteceu?\n    xyzzy: 1'));
    expect(unknown.map((d) => d.text)).toEqual(['xyzzy']);
  });

  it('covers the value inside { … }', () => {
    const found = underlined(validTreeText.replace('    opcoes:\n      Não imprime: descreva\n', '    opcoes: { Não imprime: descrevaa, ').replace("      Outro problema: '#final'", "Outro problema: '#final' }"));
    expect(found.find((d) => d.message.includes('descrevaa'))?.text).toBe('descrevaa');
  });
});

describe('an unquoted #final', () => {
  const yaml = validTreeText.replace("      - tela: '#final'", '      - tela: #final');

  it("says to quote it, at the value, with the quoted name as a quick fix", () => {
    const diagnostics = treeDiagnostics(yaml);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ severity: 'error', line: 20, column: 15, message: "Tela \"descreva\", fluxo 1, chave \"tela\": #final sem aspas é lido pelo YAML como comentário (o valor fica vazio): use aspas: '#final'." });
    const fix = diagnostics[0]!.fix!;
    expect(yaml.slice(0, fix.from) + fix.insert + yaml.slice(fix.to)).toBe(validTreeText);
    expect(underlined(yaml)).toEqual([{ text: '#final', message: diagnostics[0]!.message, fix: "Corrigir: '#final'" }]);
  });

  it('is found as an option target too, but not when quoted or inside a comment', () => {
    expect(treeDiagnostics(validTreeText.replace("Outro problema: '#final'", 'Outro problema: #final')).map((d) => d.line)).toEqual([10]);
    expect(treeDiagnostics(`${validTreeText}# tela: #final\n`)).toEqual([]);
  });
});
