import type { WalkStep } from '@chamados/api-contract';

/** The name of the tree the Znuny scenarios open their tickets with. */
export const ZNUNY_TREE = 'Integração com o Znuny';

/** The queue of the 'Setor' option that Znuny does not have: the connector falls back to ZNUNY_QUEUE. */
export const UNKNOWN_QUEUE = 'N1::Fila que não existe';

/**
 * The Znuny scenarios' tree: its form maps typed answers to what the connector sends Znuny (a
 * tree may map a text to any property — `tipo`, `prioridade`, `Category`, a dynamic field of
 * that Znuny), a table and an attachment box. The queue is a select, as trees choose queues:
 * the student reads the option's text, never the queue (`valor`), so the fallback's reason
 * stays in the agents' note. Its other option is the configured queue (`ZNUNY_QUEUE`).
 */
export function znunyTreeYaml(queue: string): string {
  return `nome: ${ZNUNY_TREE}
descricao: Chamados dos testes do conector Znuny
tags: [teste]
inicial: como
telas:
  como:
    tipo: opcoes
    pergunta: Com o que você precisa de ajuda?
    opcoes:
      Equipamento com defeito: chamado
      Esqueci a senha: tutorial-senha
  tutorial-senha:
    tipo: tutorial
    fonte: link
    url: https://www.dti.ufv.br/senhas
    telaSim: '#final'
    telaNao: chamado
  chamado:
    tipo: formulario
    titulo: Dados do chamado
    campos:
      assunto: { tipo: caixaDeTexto, rotulo: Assunto, mapeamento: assunto }
      setor:
        tipo: caixaDeSelecao
        rotulo: Setor
        opcoes:
          - { texto: Laboratórios de informática, valor: '${UNKNOWN_QUEUE}' }
          - { texto: Atendimento geral, valor: '${queue}' }
        mapeamento: fila
      tipo: { tipo: caixaDeTexto, rotulo: Tipo, mapeamento: tipo }
      prioridade: { tipo: caixaDeTexto, rotulo: Prioridade, mapeamento: prioridade }
      patrimonio: { tipo: caixaDeTexto, rotulo: Patrimônio, mapeamento: patrimonio }
      categoria: { tipo: caixaDeTexto, rotulo: Categoria, mapeamento: Category }
      computadores:
        tipo: tabela
        opcoes:
          rotulo: Computadores
          mapeamento: computadores
          maximo: 10
          campos:
            patrimonio: { tipo: caixaDeTexto, rotulo: Patrimônio, validadores: [{ tipo: mascara, mascara: '######' }] }
            sala: { tipo: caixaDeTexto, rotulo: Sala }
      arquivos:
        tipo: caixaDeAnexo
        rotulo: Arquivos
        opcoes: { maximo: 5 }
    fluxos:
      - tela: '#final'
`;
}

/** What a scenario's ticket says; `tipo` and `prioridade` default to the connector's (ZNUNY_TYPE, ZNUNY_PRIORITY). */
export interface ZnunyTicket {
  /** Always set: the default subject carries the time, and nothing time-dependent may reach a recording. */
  assunto: string;
  /** The 'Setor' option's queue: UNKNOWN_QUEUE, or the configured queue when not given. */
  fila?: string;
  tipo?: string;
  prioridade?: string;
  patrimonio?: string;
  categoria?: string;
  computadores?: { patrimonio: string; sala: string }[];
  /** How many files the request carries (positions 0…n−1), all in the attachment box. */
  arquivos?: number;
}

/** The steps of a walk of the Znuny tree that opens `ticket`, with `defaults` (the connector's queue, type and priority). */
export function znunySteps(ticket: ZnunyTicket, defaults: { queue: string; type: string; priority: string }): WalkStep[] {
  const respostas: NonNullable<WalkStep['respostas']> = {
    assunto: ticket.assunto,
    setor: { valor: ticket.fila ?? defaults.queue },
    tipo: ticket.tipo ?? defaults.type,
    prioridade: ticket.prioridade ?? defaults.priority,
  };
  if (ticket.patrimonio !== undefined) respostas.patrimonio = ticket.patrimonio;
  if (ticket.categoria !== undefined) respostas.categoria = ticket.categoria;
  if (ticket.computadores) respostas.computadores = ticket.computadores;
  if (ticket.arquivos) respostas.arquivos = { arquivos: Array.from({ length: ticket.arquivos }, (_, i) => i) };
  return [
    { tela: 'como', opcao: 'Equipamento com defeito' },
    { tela: 'chamado', respostas },
  ];
}
