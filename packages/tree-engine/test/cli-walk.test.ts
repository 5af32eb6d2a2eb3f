import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { runWalk } from '../src/cli/walk';
import { wifiTree } from './runtime-fixtures';

const dir = mkdtempSync(join(tmpdir(), 'walk-'));

function treeFile(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : stringify(content));
  return path;
}

async function walk(file: string, lines: string[]): Promise<{ code: number; output: string }> {
  const input = new PassThrough();
  const output = new PassThrough();
  let text = '';
  output.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  input.end(lines.map((line) => `${line}\n`).join(''));
  const code = await runWalk(file, { input, output });
  return { code, output: text };
}

function ticketIn(output: string): { propriedades: Record<string, string>; tabelas: Record<string, unknown>; log: string[] } {
  return JSON.parse(output.slice(output.indexOf('{\n')));
}

const wifi = treeFile('wifi.yaml', wifiTree());

describe('chamados-tree walk', () => {
  it('walks options and a form to #final and prints the ticket request', async () => {
    const { code, output } = await walk(wifi, ['2', 'pva', '31999998888', '', '']);
    expect(code).toBe(0);
    const ticket = ticketIn(output);
    expect(ticket.propriedades).toMatchObject({ email: 'demo@ufv.br', predio: 'pva', fila: 'pva', assunto: 'Wi-Fi no prédio pva' });
    expect(ticket.log).toEqual(['Rede sem fio', 'qual-rede', 'descreva', '#final']);
  });

  it('follows a flow into a table form and sends the rows as a table', async () => {
    const { code, output } = await walk(wifi, ['2', 'lab', '', '', '', '1', '123']);
    expect(code).toBe(0);
    expect(ticketIn(output).tabelas).toEqual({ maquinas: [{ patrimonio: '123' }] });
  });

  it('shows field errors and asks the form again', async () => {
    const { code, output } = await walk(wifi, ['2', '', '', '', '', 'pva', '', '', '']);
    expect(output).toContain('Prédio: Preenchimento obrigatório');
    expect(code).toBe(0);
  });

  it('after a rejected form asks only the refused fields, and Enter keeps what was typed', async () => {
    // Prédio left empty (required) and a phone too short for its mask: both refused.
    const lines = ['2', '', '3199', '', '', 'pva', '', '31999998888'];
    const { code, output } = await walk(wifi, lines);
    expect(code).toBe(0);
    // Second round: Prédio and Telefone only; Enter on Telefone keeps "(31) 99", refused again;
    // third round: Telefone only, still offering "(31) 99".
    expect(output.match(/Telefone \[\(31\) 99\]: /g)).toHaveLength(2);
    expect(output.match(/Prédio \(valor livre\)/g)).toHaveLength(2);
    expect(output.match(/Telefone: O campo deverá ter o formato \(##\) #####-####/g)).toHaveLength(2);
    expect(output.match(/E-mail \[/g)).toHaveLength(1);
    expect(output).toContain('Corrija os campos abaixo (Enter mantém o valor digitado).');
    const ticket = ticketIn(output);
    expect(ticket.propriedades).toMatchObject({ predio: 'pva', email: 'demo@ufv.br' });
  });

  it('a solved tutorial gives a ticket created already closed', async () => {
    const { code, output } = await walk(wifi, ['1', 's']);
    expect(code).toBe(0);
    expect(output).toContain("O chamado seria criado já fechado ('closed successful').");
    expect(ticketIn(output).propriedades).toMatchObject({ fila: 'N1::Autoatendimento', state: 'closed successful' });
  });

  it(':voltar returns to the previous screen, and at the start drops the attendance', async () => {
    const { code, output } = await walk(wifi, ['1', ':voltar', ':voltar']);
    expect(output).toContain('Voltando à tela anterior.');
    expect(output).toContain('Não há tela anterior: atendimento encerrado.');
    expect(code).toBe(1);
  });

  it('the commands work in every language: :back/:volver like :voltar, :cancel like :cancelar; the help names those of the language', async () => {
    for (const back of [':back', ':volver', ':VOLTAR']) expect((await walk(wifi, ['1', back])).output, back).toContain('Voltando à tela anterior.');
    expect((await walk(wifi, ['2', ':cancel'])).output).toContain('Atendimento cancelado.');
    const input = new PassThrough();
    const output = new PassThrough();
    let text = '';
    output.on('data', (chunk: Buffer) => (text += chunk.toString()));
    input.end('2\n:back\n:cancel\n');
    expect(await runWalk(wifi, { input, output }, { locale: 'en' })).toBe(1);
    expect(text).toContain('Type :back to go back to the previous screen or :cancel to stop.');
    expect(text).toContain('Going back to the previous screen.');
    expect(text).toContain('Walk cancelled.');
  });

  it(':cancelar and the end of the input end the walk without a ticket', async () => {
    expect((await walk(wifi, ['2', ':cancelar'])).output).toContain('Atendimento cancelado.');
    const eof = await walk(wifi, ['2']);
    expect(eof.code).toBe(1);
    // The unanswered prompt has no newline of its own: the message starts on a line of its own.
    expect(eof.output).toContain(': \nFim da entrada antes da tela final.\n');
  });

  it('a tree with errors is refused with its diagnostics', async () => {
    const broken = treeFile('broken.yaml', 'nome: X\ninicial: nada\ntelas: {}\n');
    const { code, output } = await walk(broken, []);
    expect(code).toBe(1);
    // The same words as `chamados-tree verify`.
    expect(output).toMatch(/broken\.yaml:\d+:\d+: erro: /);
  });

  it('an unreadable file exits 1', async () => {
    expect((await walk(join(dir, 'nao-existe.yaml'), [])).code).toBe(1);
  });
});
