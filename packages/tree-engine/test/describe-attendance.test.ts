import { describe, expect, it } from 'vitest';
import { answerTutorial } from '../src/attendance/answer-tutorial';
import { chooseOption } from '../src/attendance/choose-option';
import { startAttendance } from '../src/attendance/start-attendance';
import { submitForm } from '../src/attendance/submit-form';
import { exampleTrees } from '../src/examples/example-trees';
import { parseTree } from '../src/parse/parse-tree';
import { buildTicketRequest } from '../src/ticket/build-ticket-request';
import { describeAttendance } from '../src/ticket/describe-attendance';
import { finalScreenSummary } from '../src/ticket/final-screen-summary';
import type { Attendance, AttendanceEnv, FormValues, Tree } from '../src/types';
import { fakeEnv } from './runtime-fixtures';

/** A tree of examples/*.yaml, parsed from its YAML text as the server parses it. */
function example(file: string): Tree {
  const yaml = exampleTrees.find((entry) => entry.file === file)?.yaml;
  const tree = yaml === undefined ? undefined : parseTree(yaml).tree;
  if (!tree) throw new Error(`${file} não foi lido`);
  return tree;
}

const env: AttendanceEnv = fakeEnv({ maps: { 'fila-por-campus': { vicosa: 'N2::Viçosa' } } });

async function submit(attendance: Attendance, values: FormValues): Promise<Attendance> {
  const result = await submitForm(attendance, values, env);
  if (!result.attendance) throw new Error(JSON.stringify(result.errors));
  return result.attendance;
}

/** The printer walk of issue 17: option, tutorial not solved, the printer form. */
async function printerWalk(): Promise<Attendance> {
  let a = startAttendance(example('laboratorio-impressora.yaml'));
  a = chooseOption(a, 'Impressora não funciona');
  a = await answerTutorial(a, false, env);
  return submit(a, {
    campus: { texto: 'Viçosa', valor: 'vicosa' },
    predio: { texto: 'Pavilhão de Aulas B', valor: 'pvb' },
    patrimonio: '104233',
    sintomas: ['papel', 'qualidade'],
    paginasPorDia: '600',
  });
}

/** Every text a person would read, to look for machine words in. */
const allText = (value: unknown) => JSON.stringify(value);

describe('describeAttendance over the example trees', () => {
  it('words the path as the questions asked and the options chosen, tutorials by source and outcome', async () => {
    const summary = describeAttendance(await printerWalk());
    expect(summary.caminho).toEqual([
      { pergunta: 'Com o que você precisa de ajuda?', resposta: 'Impressora não funciona' },
      { pergunta: 'Tutorial em vídeo (youtube.com)', resposta: 'Não resolveu' },
    ]);
  });

  it('words each answer under its label, a select by its option text, check boxes by their texts', async () => {
    const summary = describeAttendance(await printerWalk());
    expect(summary.respostas).toEqual([
      { rotulo: 'Campus', valor: 'Viçosa' },
      { rotulo: 'Prédio', valor: 'Pavilhão de Aulas B' },
      { rotulo: 'Patrimônio da impressora', valor: '104233' },
      { rotulo: 'O que acontece?', valor: 'Papel enroscando, Impressão falhada ou manchada' },
      { rotulo: 'Quantas páginas o setor imprime por dia, em média?', valor: '600' },
    ]);
    // Properties only the help desk needs, apart and labelled.
    expect(summary.propriedades).toEqual([
      { rotulo: 'Fila', valor: 'N2::Viçosa' },
      { rotulo: 'Assunto', valor: 'Impressora 104233 com defeito' },
      { rotulo: 'Prioridade', valor: '4 Alto' },
    ]);
    // No screen id, option code or property key reaches people.
    for (const machine of ['tutorial-impressora', '"impressora"', '#final', 'vicosa', 'pvb', '"papel"', 'qualidade', 'paginasPorDia', 'sintomas']) {
      expect(allText(summary)).not.toContain(machine);
    }
  });

  it('words a table with its column labels and its select cells by option text', async () => {
    let a = startAttendance(example('conta-visitante.yaml'));
    a = chooseOption(a, 'Organizo um evento e preciso de contas para os participantes');
    a = await submit(a, {
      responsavel: 'Ana Souza',
      emailResponsavel: 'ana@ufv.br',
      siape: '1234567',
      evento: 'Semana de Computação',
      campus: { texto: 'Viçosa', valor: 'vicosa' },
      inicio: '10/03/2025',
      dias: '3',
      servicos: ['wifi', 'laboratorio'],
      visitantes: [{ nome: 'João Lima', documento: { texto: 'Passaporte', valor: 'passaporte' }, numero: 'AB1234567' }],
    });
    const summary = describeAttendance(a);
    expect(summary.caminho).toEqual([{ pergunta: 'Quem está pedindo?', resposta: 'Organizo um evento e preciso de contas para os participantes' }]);
    expect(summary.respostas).toContainEqual({ rotulo: 'Serviços', valor: 'Wi-Fi, Computadores dos laboratórios' });
    expect(summary.respostas).toContainEqual({ rotulo: 'Campus do evento', valor: 'Viçosa' });
    expect(summary.tabelas).toEqual([
      {
        titulo: 'Visitantes',
        colunas: ['Nome completo', 'Documento', 'Número do documento (passaporte com duas letras)'],
        linhas: [['João Lima', 'Passaporte', 'AB1234567']],
      },
    ]);
    // A value an assignment set has no label in the tree: it stays with the help desk's properties.
    expect(summary.propriedades).toContainEqual({ rotulo: 'contaTemporaria', valor: 'true' });
    expect(summary.respostas.map((answer) => answer.rotulo)).not.toContain('contaTemporaria');
  });

  it('a tutorial that solved the problem reads "Resolveu"; the walk is the same in the request', async () => {
    let a = startAttendance(example('wifi-eduroam.yaml'));
    a = chooseOption(a, 'eduroam');
    a = chooseOption(a, 'Celular ou tablet Android');
    a = await answerTutorial(a, true, env);
    const request = buildTicketRequest(a, new Date('2025-03-04T12:05:00Z'));
    expect(request.resumo?.caminho).toEqual([
      { pergunta: 'Qual rede sem fio você está tentando usar?', resposta: 'eduroam' },
      { pergunta: 'Em qual dispositivo o problema acontece?', resposta: 'Celular ou tablet Android' },
      { pergunta: 'Tutorial em vídeo (youtube.com)', resposta: 'Resolveu' },
    ]);
    expect(request.resumo).toEqual(describeAttendance(a));
    // The machine values stay where automation reads them.
    expect(request.propriedades).toMatchObject({ fila: 'N1::Autoatendimento', state: 'closed successful' });
  });

  it('names a tutorial by its title, never its address: an FAQ article by its own title from the data hub', async () => {
    let a = startAttendance(example('email-senha.yaml'));
    a = chooseOption(a, 'Quero configurar o e-mail no celular');
    a = await answerTutorial(a, true, env);
    expect(describeAttendance(a).caminho[1]?.pergunta).toBe('Artigo da FAQ');
    const titled = describeAttendance(a, { faqTitles: { '/api/faq/2': 'Configurar o e-mail no celular' } });
    expect(titled.caminho[1]).toEqual({ pergunta: 'Configurar o e-mail no celular', resposta: 'Resolveu' });
    for (const step of titled.caminho) expect(step.pergunta).not.toMatch(/https?:|\/api\//);
  });

  it('a walk saved before choices were kept is worded from the screens it went through', async () => {
    const walked = await printerWalk();
    const saved: Attendance = { ...walked, history: walked.history.map(({ choice: _c, solved: _s, ...entry }) => entry) };
    expect(describeAttendance(saved).caminho).toEqual(describeAttendance(walked).caminho);
  });

  it('the final screen shows the same words, cut to 38 characters plus ...', async () => {
    const summary = finalScreenSummary(await printerWalk());
    expect(summary.propriedades.slice(0, 3)).toEqual([
      ['Com o que você precisa de ajuda?', 'Impressora não funciona'],
      ['Tutorial em vídeo (youtube.com)', 'Não resolveu'],
      ['Campus', 'Viçosa'],
    ]);
    expect(summary.propriedades).toContainEqual(['Quantas páginas o setor imprime por di...', '600']);
    expect(summary.equipe).toContainEqual(['Fila', 'N2::Viçosa']);
  });

  it('shows a decimal answer the Brazilian way while the request keeps the normalised number', async () => {
    let a = startAttendance(example('instalacao-software.yaml'));
    a = chooseOption(a, 'Programa que precisa ser comprado');
    a = await submit(a, {
      software: 'MATLAB',
      licenca: { texto: 'Licença a adquirir', valor: 'adquirir' },
      valorEstimado: '1.500,00',
      campus: { texto: 'Viçosa', valor: 'vicosa' },
      departamento: { texto: 'Departamento de Informática', valor: 'dpi' },
      computadores: [{ patrimonio: '104233', predio: { texto: 'Pavilhão de Aulas B', valor: 'pvb' } }],
      quantidadeUsuarios: '12',
    });
    expect(describeAttendance(a).respostas).toContainEqual({ rotulo: 'Valor estimado da licença (R$)', valor: '1.500,00' });
    expect(buildTicketRequest(a, new Date('2025-03-04T12:05:00Z')).propriedades.valorEstimado).toBe('1500.00');
  });
});
