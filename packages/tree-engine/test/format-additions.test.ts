import { describe, expect, it } from 'vitest';
import { answerTutorial } from '../src/attendance/answer-tutorial';
import { chooseOption } from '../src/attendance/choose-option';
import { startAttendance } from '../src/attendance/start-attendance';
import { parseTree } from '../src/parse/parse-tree';
import { buildTicketRequest, isClosedOnCreation } from '../src/ticket/build-ticket-request';
import { describeAttendance } from '../src/ticket/describe-attendance';
import { faqTemplateId, tutorialUrlProblem } from '../src/urls/tutorial-url';
import { verifyTree } from '../src/verify/verify-tree';

const base = (extra: string): string =>
  `nome: Rede\ninicial: a\ntelas:\n  a:\n    tipo: opcoes\n    pergunta: Qual?\n    opcoes: { Um: t, Dois: '#final' }\n${extra}`;
const tutorialScreen = (lines: string): string => `  t:\n    tipo: tutorial\n${lines}    telaSim: '#final'\n    telaNao: '#final'\n`;

describe('sinonimos', () => {
  it('a list of words is accepted and kept, typed, on the tree', () => {
    const { tree, diagnostics } = parseTree(`sinonimos: [internet, wi-fi, rede]\n${base(tutorialScreen("    fonte: link\n    url: https://dti.ufv.br\n"))}`);
    expect(diagnostics).toEqual([]);
    expect(tree?.sinonimos).toEqual(['internet', 'wi-fi', 'rede']);
  });

  it('a repeat, folding case and accents, is reported where it is, naming the first', () => {
    const { diagnostics } = parseTree(`sinonimos: [Conexão, senha, conexao]\n${base(tutorialScreen("    fonte: link\n    url: https://dti.ufv.br\n"))}`);
    expect(diagnostics.map((d) => [d.severity, d.code, d.params, d.message])).toEqual([
      ['warning', 'duplicateSynonym', { synonym: 'conexao', first: 'Conexão' }, 'Árvore, sinônimo 3: o sinônimo "conexao" repete "Conexão" (maiúsculas e acentos não contam na busca).'],
    ]);
  });

  it('blank entries and non-texts are errors', () => {
    const codes = verifyTree({ nome: 'x', sinonimos: ['  ', 3], inicial: 'a', telas: { a: { tipo: 'opcoes', pergunta: 'Q', opcoes: { A: '#final', B: '#final' } } } }).map((d) => [d.code, d.path]);
    expect(codes).toContainEqual(['blank', ['sinonimos', 0]]);
    expect(codes).toContainEqual(['wrongType', ['sinonimos', 1]]);
  });
});

describe('geral', () => {
  it('marks the general service, kept typed on the tree', () => {
    const { tree, diagnostics } = parseTree(`geral: true\n${base(tutorialScreen("    fonte: link\n    url: https://dti.ufv.br\n"))}`);
    expect(diagnostics).toEqual([]);
    expect(tree?.geral).toBe(true);
  });

  it('anything but true or false is an error', () => {
    const codes = verifyTree({ nome: 'x', geral: 'sim' as unknown as boolean, inicial: 'a', telas: { a: { tipo: 'opcoes', pergunta: 'Q', opcoes: { A: '#final', B: '#final' } } } }).map((d) => [d.code, d.path]);
    expect(codes).toContainEqual(['wrongType', ['geral']]);
  });
});

describe('titulo of a tutorial', () => {
  it('is accepted, and names the tutorial in the walk worded for people', async () => {
    const { tree, diagnostics } = parseTree(base(tutorialScreen('    titulo: Configurar a eduroam\n    fonte: link\n    url: https://dti.ufv.br\n')));
    expect(diagnostics).toEqual([]);
    if (!tree) throw new Error('no tree');
    const solved = await answerTutorial(chooseOption(startAttendance(tree), 'Um'), true);
    expect(describeAttendance(solved).caminho.at(-1)).toEqual({ pergunta: 'Configurar a eduroam', resposta: 'Resolveu' });
  });

  it('may not be blank', () => {
    const { diagnostics } = parseTree(base(tutorialScreen("    titulo: ''\n    fonte: link\n    url: https://dti.ufv.br\n")));
    expect(diagnostics.map((d) => d.code)).toEqual(['blank']);
  });
});

describe('fonte: faq and its address template', () => {
  const faq = base(tutorialScreen('    fonte: faq\n    url: https://faq.ufv.br/artigo/42\n'));

  it('is refused while no template says where the FAQ is', () => {
    expect(parseTree(faq).diagnostics.map((d) => [d.code, d.path])).toEqual([['faqNotConfigured', ['telas', 't', 'fonte']]]);
  });

  it('is accepted on the template, refused elsewhere, with the template in the message', () => {
    expect(parseTree(faq, { faqUrlTemplate: 'https://faq.ufv.br/artigo/{id}' }).diagnostics).toEqual([]);
    const [d] = parseTree(faq, { faqUrlTemplate: 'https://faq.ufv.br/item/{id}', locale: 'en' }).diagnostics;
    expect(d?.message).toBe('Screen "t", key "url": an faq tutorial must point at an article at the address "https://faq.ufv.br/item/{id}", with the article\'s number in place of {id}.');
  });

  it('faqTemplateId reads the id; a look-alike host or an unsafe address gives nothing', () => {
    const template = 'https://faq.ufv.br/index.pl?Action=PublicFAQZoom;ItemID={id}';
    expect(faqTemplateId('https://faq.ufv.br/index.pl?Action=PublicFAQZoom;ItemID=17', template)).toBe('17');
    expect(faqTemplateId('https://faq.ufv.br.evil.example/index.pl?Action=PublicFAQZoom;ItemID=17', template)).toBeUndefined();
    expect(faqTemplateId('/api/faq/3', '/api/faq/{id}')).toBe('3');
    expect(faqTemplateId('//evil.example/api/faq/3', '//evil.example/api/faq/{id}')).toBeUndefined();
    expect(tutorialUrlProblem({ fonte: 'faq', url: '/api/faq/3' }, { faqUrlTemplate: '/api/faq/{id}' })).toBeUndefined();
  });
});

describe('a duplicate option value', () => {
  it('proposes a value no option has, as a fix that removes the error', () => {
    const yaml = `nome: X\ninicial: f\ntelas:\n  f:\n    tipo: formulario\n    titulo: F\n    campos:\n      v:\n        tipo: caixaDeSelecao\n        opcoes:\n          - { texto: Graduação, valor: grad }\n          - { texto: Pós-graduação, valor: grad }\n`;
    const { diagnostics } = parseTree(yaml);
    expect(diagnostics.map((d) => d.message)).toEqual(['Tela "f", campo "v", opção 2, chave "valor": outra opção já tem valor "grad"; troque por "pos-graduacao", por exemplo.']);
    const fix = diagnostics[0]?.fix;
    if (!fix) throw new Error('no fix');
    const fixed = yaml.slice(0, fix.from) + fix.insert + yaml.slice(fix.to);
    expect(parseTree(fixed).diagnostics).toEqual([]);
  });
});

describe('a check-box field’s own mapeamento', () => {
  it('is flagged: each option maps to its own property', () => {
    const d = verifyTree({ nome: 'x', inicial: 'f', telas: { f: { tipo: 'formulario', titulo: 'F', campos: { c: { tipo: 'caixaDeChecagem', mapeamento: 'itens', opcoes: [{ texto: 'A', valor: 'a', mapeamento: 'temA' }] } } } } });
    expect(d.map((x) => [x.severity, x.code, x.path])).toEqual([['warning', 'checkboxFieldMapping', ['telas', 'f', 'campos', 'c', 'mapeamento']]]);
  });
});

describe('help-desk defaults (EngineOptions)', () => {
  it('replace Chamados’ queue, type, priority, subject and self-service outcome, in the same walk', async () => {
    const { tree } = parseTree(base(tutorialScreen('    fonte: link\n    url: https://dti.ufv.br\n')));
    if (!tree) throw new Error('no tree');
    const options = { locale: 'es' as const, defaults: { fila: 'Mesa de ayuda', tipo: 'Incidente', prioridade: '3 normal', filaAutoatendimento: 'Autoservicio', estadoFechado: 'cerrado', assunto: 'Solicitud del {data}' } };
    const notSolved = buildTicketRequest(chooseOption(startAttendance(tree), 'Dois'), new Date('2025-03-04T12:05:00Z'), options);
    expect(notSolved.propriedades).toEqual({ assunto: 'Solicitud del 04/03/2025 9:05', fila: 'Mesa de ayuda', tipo: 'Incidente', prioridade: '3 normal' });
    const solved = await answerTutorial(chooseOption(startAttendance(tree), 'Um'), true, undefined, options);
    expect(solved.assignments).toMatchObject({ fila: 'Autoservicio', state: 'cerrado' });
    expect(isClosedOnCreation(solved, options)).toBe(true);
    expect(isClosedOnCreation(solved)).toBe(false);
    expect(describeAttendance(solved, options).caminho.at(-1)?.resposta).toBe('Se resolvió');
  });

  it('without options, the ticket is as before: Chamados’ defaults in Portuguese', () => {
    const { tree } = parseTree(base(tutorialScreen('    fonte: link\n    url: https://dti.ufv.br\n')));
    if (!tree) throw new Error('no tree');
    const request = buildTicketRequest(chooseOption(startAttendance(tree), 'Dois'), new Date('2025-03-04T12:05:00Z'));
    expect(request.propriedades).toEqual({ assunto: 'Chamado criado automaticamente - 04/03/2025 9:05', fila: 'N1::Service Desk', tipo: 'Requisição de Serviço', prioridade: '5 Muito Alto' });
  });
});
