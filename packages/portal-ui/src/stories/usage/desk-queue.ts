import type { Usage } from './usage';

/** Usage of the Central de Atendimento's queue (the agents' side). */
export const deskQueueUsage = {
  agentQueueView: {
    resumo: "A página 'Central de Atendimento' (/atendente): os filtros da fila, quantos chamados há, a fila em tabela (cartões no celular) e as páginas. Diz com palavras quando carrega, quando não há chamados e quando falhou; com o Znuny como armazenamento, diz que os chamados são atendidos lá.",
    quando: ['Em /atendente, para atendentes.'],
    quandoNao: ['Para estudantes: eles veem os próprios chamados em Chamados Abertos e Chamados Fechados.'],
    faca: ["Guarde os filtros no endereço (?estado=novos), para o botão Voltar e para compartilhar a fila."],
    evite: ["Mostrar 'Nenhum chamado' quando a fila só não carregou: a falha tem sua própria mensagem."],
    acessibilidade: {
      papel: 'região com título; a contagem é um status; a fila é uma tabela.',
      nome: "a tabela é nomeada pelo título e pela contagem ('Central de Atendimento 23 chamados').",
      teclado: 'Tab percorre os filtros, a busca, os links dos chamados e as páginas.',
      notas: ['Uma mudança na contagem (filtro, chamado novo) é anunciada sem tirar o foco.'],
    },
  },
  agentQueueTable: {
    resumo: "A fila de chamados dos atendentes: Chamado (número com link e estrela quando há algo que você não viu), Título, Solicitante, Fila, Estado, Prioridade, Prazo (o prazo de SLA mais próximo, 'Atrasado' quando passou, 'Pausado' enquanto aguarda o solicitante) e Atendente ('Sem atendente').",
    quando: ['Na Central de Atendimento, com uma página da fila.'],
    quandoNao: ['Para a lista de um estudante: use TicketList, que tem as colunas dele.'],
    faca: ['Ordene pelo prazo mais próximo (o servidor faz): o que vence primeiro aparece no alto.'],
    evite: ["Marcar atraso só com cor: a palavra 'Atrasado' vem junto."],
    acessibilidade: {
      papel: 'tabela (linhas viram cartões no celular, com a mesma semântica).',
      nome: "a estrela chama-se 'Não visualizado por você'; cada link é o número do chamado.",
      teclado: 'Tab vai de um número de chamado ao próximo; Enter abre o chamado.',
    },
  },
  agentQueueFilters: {
    resumo: "Os filtros da fila: Estado (Novos, Abertos, Pendentes, Fechados, Todos), Fila, 'Meus', 'Sem atendente' e a busca por palavras ou número do chamado. 'Limpar filtros' volta ao padrão (Abertos, todas as filas).",
    quando: ['Acima da fila da Central de Atendimento.'],
    quandoNao: ['Para a busca dos estudantes: use TicketSearchView.'],
    faca: ["Marcar 'Meus' desmarca 'Sem atendente' (nenhum chamado é as duas coisas)."],
    evite: ['Buscar a cada tecla: a busca espera meio segundo depois da última, ou Enter.'],
    acessibilidade: {
      papel: 'grupo; Estado é um grupo de botões de opção; Fila é uma caixa de seleção; a busca é um formulário de busca.',
      nome: 'cada controle pelo seu rótulo visível.',
      teclado: 'Tab entre os controles; as setas trocam o Estado; Espaço marca as caixas; Enter busca.',
    },
  },
} satisfies Record<string, Usage>;
