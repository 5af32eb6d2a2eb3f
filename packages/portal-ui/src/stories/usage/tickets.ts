import type { Usage } from './usage';

/** Usage of the service panel and the ticket pages. */
export const ticketsUsage = {
  servicePanel: {
    resumo: "'Novo Chamado': a busca 'Procurar Serviço' e um cartão por serviço (árvore). Escolher um cartão começa o atendimento.",
    quando: ['Em /atendimento, antes de um atendimento.'],
    quandoNao: ['Para listar chamados: use as listas.'],
    faca: ['Nome e descrição curtos em cada cartão, nas palavras de quem pede ajuda.'],
    evite: ['Cartões sem descrição.'],
    acessibilidade: {
      papel: 'região de busca (`search`) e botões (um por serviço).',
      nome: 'a busca pelo rótulo; cada cartão pelo nome do serviço.',
      teclado: 'digitar busca meio segundo depois da última tecla (Enter busca na hora); Tab percorre os cartões.',
      notas: ["A quantidade encontrada é anunciada; falha ao carregar mostra 'Tentar novamente'."],
    },
  },
  ticketListView: {
    resumo: "As páginas 'Chamados abertos' e 'Chamados fechados': a lista, a paginação e os estados de carregando, vazio ('Você não possui nenhum Chamado em Aberto') e falha ('Não foi possível carregar os chamados.').",
    quando: ['Em /chamados/abertos e /chamados/fechados.'],
    quandoNao: ['Para resultados de busca: use TicketSearchView.'],
    faca: ["Diferencie vazio de falha: 'nenhum chamado' só quando a lista carregou vazia."],
    evite: ['Esconder a paginação quando há mais de uma página.'],
    acessibilidade: { papel: 'região com título (`h1`); tabela de chamados.', nome: 'o título da página.', teclado: 'Tab percorre os links dos chamados e a paginação.' },
  },
  ticketList: {
    resumo: 'A tabela de chamados: Chamado (ícone do estado, número como link, estrela se não visualizado), Título (até 50 caracteres), Criado, Modificado. Não visualizados em negrito. No telefone vira cartões.',
    quando: ['Onde houver uma lista de chamados (abertos, fechados, busca).'],
    quandoNao: ['Para um chamado só: use o detalhe.'],
    faca: ['Título inteiro na dica quando cortado.'],
    evite: ['Mudar a ordem das colunas entre as páginas.'],
    acessibilidade: {
      papel: 'tabela (mantida como tabela também nos cartões do telefone).',
      nome: 'o título da página.',
      teclado: 'Tab vai de link em link (o número de cada chamado).',
      notas: ["O estado e a estrela têm nome ('Aberto', 'Não visualizado'), não só cor."],
    },
  },
  ticketStateIcon: {
    resumo: "O estado de um chamado como ícone com nome: Novo, Aberto, Pendente, 'Aguardando sua resposta' (pendente-cliente) e Fechado; outro estado aparece com o nome que veio do sistema. A estrela amarela marca o que a pessoa ainda não viu.",
    quando: ['Na lista de chamados (ícone sozinho) e no detalhe (ícone com o nome).'],
    quandoNao: ['Para outros tipos de status.'],
    faca: ['Mantenha ícone e nome juntos; cor só reforça.'],
    evite: ['Um estado novo sem ícone e nome próprios.'],
    acessibilidade: { papel: 'imagem (`img`) com nome, quando sozinho.', nome: "o nome do estado ('Aguardando sua resposta'), também como dica.", teclado: 'nenhum.' },
  },
  pagination: {
    resumo: "A paginação: 'Anterior', até 7 números de página ('…' no meio), 'Próxima', '61–70 de 137 chamados' e, se houver, 'Itens por página' (10, 20, 50).",
    quando: ['Abaixo de listas com mais de uma página.'],
    quandoNao: ['Com uma página só.'],
    faca: ['Página atual destacada.'],
    evite: ['Carregar tudo numa página só.'],
    acessibilidade: { papel: 'navegação com nome; a página atual é marcada como atual.', nome: "cada botão diz a página ('Página 3').", teclado: 'Tab percorre os botões; Enter troca de página.' },
  },
  ticketSearchView: {
    resumo: "'Buscar Chamados': uma caixa de busca (palavras do título ou das mensagens, ou o número de protocolo), os resultados em lista com páginas e a quantidade encontrada. Se a busca falhar, a caixa mantém o texto e oferece 'Tentar novamente'.",
    quando: ['Em /chamados/buscar.'],
    quandoNao: ['Para filtrar uma lista já carregada.'],
    faca: ['Diga que o número de protocolo também funciona quando nada é encontrado.'],
    evite: ['Buscar com a caixa vazia.'],
    acessibilidade: {
      papel: 'formulário de busca (`search`) com rótulo.',
      nome: "'Texto ou número de protocolo'.",
      teclado: 'busca meio segundo depois da última tecla; Enter ou Buscar na hora.',
      notas: ["'2 chamados encontrados' é anunciado quando a busca termina."],
    },
  },
  ticketDetailView: {
    resumo: "O detalhe de um chamado: Voltar, Responder, o título e o protocolo, os dados (Serviço, Criado, Estado, prazos, Prioridade, Atendente, Responsável) e as mensagens, cada uma abrindo e fechando. Se não carregar, mostra a falha com 'Tentar novamente'.",
    quando: ['Em /chamados/detalhe/:id.'],
    quandoNao: ['Para listar vários chamados.'],
    faca: ["'Não definido' para um dado vazio; prazos só quando existem."],
    evite: ['Abrir todas as mensagens de uma vez.'],
    acessibilidade: {
      papel: 'região com o título do chamado (`h1`); lista de mensagens.',
      nome: 'o título do chamado.',
      teclado: 'Tab: Voltar, Responder, as mensagens (Enter abre/fecha), os anexos.',
    },
  },
  articleItem: {
    resumo: "Uma mensagem do chamado: ícone de quem mandou ('Mensagem enviada por você' ou 'da equipe de atendimento'), assunto, estrela se não lida, quantidade de anexos e data. Aberta, mostra o texto e um botão de download por anexo.",
    quando: ['No detalhe do chamado, uma por mensagem.'],
    quandoNao: ['Fora do detalhe.'],
    faca: ['Assunto cortado (300 caracteres; 35 no telefone) com o texto inteiro ao abrir.'],
    evite: ['Imagens externas carregadas sem a pessoa pedir.'],
    acessibilidade: {
      papel: 'botão que abre e fecha (diz se está aberto).',
      nome: 'o assunto, com remetente, data e anexos.',
      teclado: 'Enter ou Espaço abre e fecha; Tab segue para os anexos.',
    },
  },
  replyEditor: {
    resumo: "O editor de resposta: Assunto ('Re: [Ticket#…]'), Mensagem, anexos (escolher, soltar ou colar), total dos anexos com o limite de 18 MB, Enviar e Cancelar. O resultado aparece num diálogo de **sucesso** ('Resposta enviada com sucesso!') ou de **falha** ('Falha ao enviar resposta!'); na Central de Atendimento, sem diálogo: uma linha de status confirma, e a falha aparece no próprio editor. A nota interna não pede assunto.",
    quando: ["Depois de 'Responder' no detalhe."],
    quandoNao: ['Para abrir um chamado novo: use o atendimento.'],
    faca: ["Diga por que Enviar está desabilitado ('Preencha o assunto e a mensagem')."],
    evite: ['Perder o texto digitado numa falha.'],
    acessibilidade: {
      papel: 'formulário com campos rotulados; diálogos de resultado.',
      nome: 'cada campo pelo rótulo.',
      teclado: 'Tab percorre os campos e botões; com a mensagem em foco, Ctrl+V cola uma captura de tela como anexo.',
    },
  },
} satisfies Record<string, Usage>;
