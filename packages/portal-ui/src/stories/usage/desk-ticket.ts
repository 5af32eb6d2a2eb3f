import type { Usage } from './usage';

/** Usage of the desk's ticket pieces (/atendente/chamado/:id) and of the canned replies. */
export const deskTicketUsage = {
  agentTicketView: {
    resumo: "Um chamado como o atendente o trabalha: 'Voltar à fila', 'Responder' e 'Nota interna', o título e o protocolo, a conversa inteira (notas internas marcadas), e ao lado as ações, os dados do chamado e os três prazos. Se não carregar, mostra a falha com 'Tentar novamente'.",
    quando: ['Em /atendente/chamado/:id, só para atendentes.'],
    quandoNao: ['Para o estudante: use TicketDetailView, que nunca mostra notas internas.'],
    faca: ["Deixe clara a diferença entre responder ao solicitante e escrever uma nota interna: títulos, moldura e botões diferentes."],
    evite: ['Esconder a nota interna atrás de uma cor só: a etiqueta “Nota interna” diz em palavras.'],
    acessibilidade: {
      papel: 'região com o título do chamado (`h1`); lista da conversa; complementar com ações, dados e prazos.',
      nome: "o título do chamado; a lista pela 'Conversa'; a tabela pelos 'Prazos'.",
      teclado: 'Tab: Voltar à fila, Responder, Nota interna, as mensagens (Enter abre/fecha), os anexos, as ações.',
      notas: ['A etiqueta “Nota interna” faz parte do nome do botão da mensagem: o leitor de tela a lê.', 'O resultado de cada ação é anunciado numa região ao vivo.'],
    },
  },
  agentTicketActions: {
    resumo: "'Assumir' (ou 'Devolver' quando o chamado já é seu) e o formulário Estado, Prioridade e Fila com 'Salvar alterações', que envia só o que mudou e anuncia o resultado, com o motivo em caso de falha.",
    quando: ['Ao lado da conversa de um chamado do atendente.'],
    quandoNao: ['Para mudar vários chamados de uma vez.'],
    faca: ["Diga o que mudou: 'Estado alterado para Fechado.'"],
    evite: ['Mudar o chamado só por escolher uma opção: o atendente confirma com o botão.'],
    acessibilidade: {
      papel: 'botão; formulário com três caixas de seleção; região de status.',
      nome: 'cada caixa pelo seu rótulo (Estado, Prioridade, Fila).',
      teclado: 'Tab percorre; as setas escolhem a opção; Enter salva.',
    },
  },
  agentTicketProperties: {
    resumo: 'Os dados do chamado para o atendente: Serviço, Fila, Prioridade, Estado, Atendente, Solicitante com e-mail, Criado, Modificado, e as propriedades do atendimento numa seção que abre.',
    quando: ['No chamado do atendente.'],
    quandoNao: ['No detalhe do estudante: use TicketProperties.'],
    faca: ["Mostre 'Sem atendente' quando ninguém assumiu."],
    evite: ['Mostrar o CPF do solicitante onde o nome basta.'],
    acessibilidade: {
      papel: 'lista de descrição; a seção do atendimento é um `details`.',
      nome: "'Dados do chamado'; o e-mail diz 'Escrever para …'.",
      teclado: 'Tab chega ao e-mail e ao resumo do atendimento (Enter abre).',
    },
  },
  agentConversation: {
    resumo: "A conversa inteira do chamado, com as mensagens abertas: a primeira traz as respostas do estudante; as notas internas levam a etiqueta 'Nota interna' e uma moldura própria. Cada mensagem leva o nome de quem escreveu; o assunto só aparece quando diz algo novo (nunca 'Re: [Ticket#…]' repetido), e a hora sempre com dois dígitos ('00:26').",
    quando: ['No chamado do atendente.'],
    quandoNao: ['Para o estudante: as notas internas nunca chegam a ele.'],
    faca: ['Use os mesmos itens de mensagem do estudante: o mesmo texto tratado, os mesmos anexos.'],
    evite: ['Marcar a nota só pela cor.'],
    acessibilidade: {
      papel: 'lista; cada mensagem é um botão que abre e fecha (`aria-expanded`).',
      nome: "a lista pelo título 'Conversa'; cada mensagem pelo remetente, a etiqueta, o assunto e a data.",
      teclado: 'Tab chega a cada mensagem; Enter ou Espaço abre e fecha.',
    },
  },
  slaDeadlines: {
    resumo: "Os três prazos do chamado (primeira resposta, atualização, solução) com a data e a situação em palavras: 'No prazo', 'Atrasado', 'Cumprido', 'Cumprido com atraso', 'Pausado: aguardando o solicitante' ou 'Sem prazo'. Um prazo pausado mostra o tempo que lhe resta ('restam 7 horas e 30 minutos'), não uma data que ainda vai mudar.",
    quando: ['No chamado do atendente.'],
    quandoNao: ['Na fila: lá só o prazo mais próximo importa.'],
    faca: ['Escreva a situação; a cor só repete.'],
    evite: ['Mostrar só um ícone vermelho para um prazo atrasado.', 'Mostrar a data de um prazo pausado: ela muda quando o solicitante responde.'],
    acessibilidade: {
      papel: 'tabela com cabeçalhos de linha e de coluna.',
      nome: "o título 'Prazos' acima dela.",
      teclado: 'Nada a focar: o leitor de tela percorre a tabela.',
    },
  },
  cannedReplyPicker: {
    resumo: "'Respostas prontas': escolha uma pelo título e 'Inserir resposta pronta' coloca o texto na mensagem, onde estava o cursor, com {nome}, {protocolo}, {servico} e {atendente} já preenchidos; se a mensagem já começa com uma saudação, a da resposta pronta não se repete.",
    quando: ['No editor da resposta ou da nota interna do atendente.'],
    quandoNao: ['Para editar as respostas prontas: isso é do administrador, em /admin/respostas-prontas.'],
    faca: ['Títulos curtos que digam o assunto: “Esquecer a rede eduroam”.'],
    evite: ['Enviar a resposta pronta sem ler: ela entra na mensagem para ser ajustada.'],
    acessibilidade: {
      papel: 'caixa de seleção e botão; região de status.',
      nome: "'Respostas prontas'; 'Inserir resposta pronta'.",
      teclado: 'Tab chega à lista (setas escolhem) e ao botão (Enter insere); o foco volta à mensagem.',
      notas: ['A inserção é anunciada.'],
    },
  },
  cannedRepliesAdmin: {
    resumo: "'Respostas prontas' do administrador: a tabela Título, Texto, Modificada, 'Nova resposta pronta', e por linha 'Editar' e 'Apagar' (com confirmação). Cada resultado é anunciado.",
    quando: ['Em /admin/respostas-prontas.'],
    quandoNao: ['Para atendentes que só querem inserir uma resposta: use CannedReplyPicker.'],
    faca: ['Confirme antes de apagar.'],
    evite: ["Dizer só 'Erro': diga o motivo que o servidor deu."],
    acessibilidade: {
      papel: 'tabela; formulário; diálogo de confirmação.',
      nome: "'Editar “Saudação”' e 'Apagar “Saudação”' dizem qual resposta.",
      teclado: 'Tab percorre; Esc fecha a confirmação sem apagar.',
    },
  },
  cannedReplyForm: {
    resumo: "O formulário de uma resposta pronta: Título e Texto, com as mensagens de erro em português sob cada campo.",
    quando: ['Ao criar ou editar uma resposta pronta.'],
    quandoNao: ['Para escrever a resposta a um chamado.'],
    faca: ['Leve o foco ao primeiro campo com erro.'],
    evite: ['Desabilitar Salvar sem dizer o que falta.'],
    acessibilidade: {
      papel: 'formulário com caixa de texto e área de texto.',
      nome: 'os rótulos Título e Texto; os erros descrevem os campos.',
      teclado: 'Tab percorre; Enter no título salva.',
    },
  },
  cannedReplyConflict: {
    resumo: "O aviso de que outra pessoa salvou a resposta pronta depois que o administrador a abriu: a frase do servidor e as duas versões lado a lado (a salva e a sua), para escolher qual fica.",
    quando: ['Quando salvar uma resposta pronta é recusado porque ela mudou desde que foi aberta.'],
    quandoNao: ['Para qualquer outra falha ao salvar: diga o motivo onde a ação foi feita.'],
    faca: ["Mostrar quem salvou e quando, e as duas versões inteiras, cada uma com o seu nome ('Salva por Paulo', 'A sua')."],
    evite: ['Salvar por cima sem perguntar, ou descartar as mudanças da pessoa sem mostrar o que muda.'],
    acessibilidade: {
      papel: 'diálogo de falha, com as duas versões como regiões nomeadas.',
      nome: 'o título do diálogo; cada versão se chama pelo seu rótulo.',
      teclado: "Tab percorre os três botões; Esc fecha sem escolher (as mudanças continuam no formulário).",
    },
  },
} satisfies Record<string, Usage>;
