import type { Usage } from './usage';

/** Usage of the base pieces, the layout and the standalone pages. */
export const baseUsage = {
  button: {
    resumo:
      'O botão dispara uma ação. Há quatro estilos, da ação que mais pede para ser apertada à que menos pede: **principal** (vinho, uma por tela), **secundário** (contorno), **perigo** (vermelho, para o que não se desfaz) e **fantasma** (sem fundo, para ações discretas, quase sempre só com ícone).',
    quando: [
      'Para uma ação: salvar, enviar, avançar, apagar, abrir um diálogo.',
      "Principal para a ação que leva a tarefa adiante ('Avançar', 'Criar Chamado', 'Enviar').",
      "Fantasma para ações pequenas e repetidas numa linha (subir, descer, apagar item) — com `IconButton`, que exige um nome.",
    ],
    quandoNao: [
      "Para ir a outra página: use um link (ex.: o nome da árvore na lista, 'Voltar para o início').",
      'Para escolher uma entre várias opções fixas: use botões de opção (como Lançadas / Desabilitadas / Todas).',
    ],
    faca: [
      "Um verbo que diz o que acontece: 'Criar Chamado', 'Lançar Árvore'.",
      'Uma só ação principal por tela, por último na ordem de leitura (à direita).',
      "Desabilite até a regra ser cumprida e explique por quê perto do botão ('Preencha o assunto e a mensagem').",
    ],
    evite: [
      "'Ok' ou 'Sim' num botão que faz algo além de fechar um aviso.",
      'Dois botões principais lado a lado.',
      'Botão de perigo para uma ação que se pode desfazer (cancelar um formulário é secundário).',
    ],
    acessibilidade: {
      papel: 'botão (`button`).',
      nome: 'o texto do botão; no `IconButton`, a propriedade `label`, que também aparece como dica ao passar o mouse.',
      teclado: 'Tab chega nele, Enter ou Espaço aciona. Um botão desabilitado sai da ordem do Tab.',
      notas: ['O ícone ao lado do texto é decorativo (escondido do leitor de tela).', 'Alvo de toque de pelo menos 44 px de altura.'],
    },
  },
  dialog: {
    resumo:
      'Uma janela sobre a página que pede atenção antes de seguir. Tem três tons: **neutro** (uma pergunta, um trabalho em andamento), **sucesso** (deu certo: borda verde e ícone de confirmação) e **falha** (deu errado: borda vermelha e ícone de alerta). O título diz o que aconteceu; cor e ícone só reforçam.',
    quando: [
      "Para confirmar o que não se desfaz ('Deseja realmente excluir este item?') — `ConfirmDialog`.",
      "Para um resultado que a pessoa precisa ver antes de seguir: 'Chamado criado com sucesso' (sucesso), 'Falha ao criar chamado' (falha).",
      "Enquanto algo que não pode ser interrompido acontece ('Criando chamado...'): diálogo persistente, sem fechar com Esc.",
    ],
    quandoNao: [
      "Para uma mensagem que não interrompe ('Árvore salva com sucesso!'): use a linha de aviso da própria página.",
      'Para uma falha ao carregar uma página: mostre a falha no lugar do conteúdo (`LoadFailure`).',
      'Para formulários longos: use uma página.',
    ],
    faca: [
      "Título curto que diz o resultado: 'Falha ao enviar resposta!'.",
      "Texto que diz o que fazer: 'Por favor, tente mais tarde.'.",
      "Tom de falha para todo erro que interrompe; o de sucesso só quando algo foi feito.",
    ],
    evite: [
      "Um diálogo de falha com o mesmo visual do de sucesso.",
      'Dois diálogos abertos um sobre o outro.',
      "Botões vagos numa pergunta: prefira 'Apagar' / 'Cancelar' a 'Sim' / 'Não'.",
    ],
    acessibilidade: {
      papel: 'diálogo modal (`dialog`): o resto da página fica inerte enquanto ele está aberto.',
      nome: 'o título; o texto do corpo é a descrição.',
      teclado: 'o foco entra no diálogo e fica preso nele; Esc fecha (menos no persistente); ao fechar, o foco volta para onde estava.',
      notas: ['Nas páginas Docs do Storybook os diálogos aparecem no lugar, um após o outro, para a página continuar legível.'],
    },
  },
  fieldShell: {
    resumo: 'A moldura de todo campo: rótulo, marca de obrigatório, ajuda e a mensagem de erro, sempre no mesmo lugar. Os campos das telas de formulário são feitos com ela.',
    quando: ['Em volta de qualquer campo novo: caixa de texto, lista, grupo de caixas de seleção, tabela.'],
    quandoNao: ['Para um texto só de leitura: use texto comum.'],
    faca: ["Rótulo curto com as palavras da pessoa ('Telefone para contato').", "Erro que diz como corrigir ('Informe um telefone no formato (31) 99999-9999')."],
    evite: ['Placeholder no lugar do rótulo: ele some ao digitar.', "Erro genérico ('Campo inválido')."],
    acessibilidade: {
      papel: 'o do campo dentro dela; grupos (caixas de seleção, tabela) ficam num `fieldset` com o rótulo como legenda.',
      nome: 'o rótulo; a ajuda e o erro são a descrição do campo.',
      teclado: 'o do campo.',
      notas: ['Um campo com erro fica marcado como inválido e o erro é lido junto com ele.'],
    },
  },
  logo: {
    resumo: 'A marca do portal, na barra superior e na página inicial.',
    quando: ['Na barra superior, como link para a página inicial.'],
    quandoNao: ['Como ilustração decorativa dentro das telas.'],
    faca: ['Sobre o vinho ou sobre branco, no tamanho do componente.'],
    evite: ['Esticar, recolorir ou pôr sobre fotos.'],
    acessibilidade: { papel: 'imagem.', nome: "o nome do portal ('Chamados'); dentro de um link, o link leva o nome.", teclado: 'nenhum (não é interativo).' },
  },
  loadingIndicator: {
    resumo: "'Carregando…' com um indicador giratório, no lugar do conteúdo que ainda não chegou.",
    quando: ['Enquanto uma página ou parte dela carrega pela primeira vez.'],
    quandoNao: ["Quando já há conteúdo na tela e ele só está sendo atualizado.", "Durante uma ação num diálogo: use o título de espera ('Criando chamado...')."],
    faca: ['Mantenha o título da página e o botão Voltar visíveis enquanto carrega.'],
    evite: ['Vários indicadores na mesma tela.'],
    acessibilidade: { papel: 'status (`status`, educado): o leitor de tela avisa sem interromper.', nome: "o texto 'Carregando…'.", teclado: 'nenhum.', notas: ['O giro para quando o sistema pede menos movimento.'] },
  },
  loadFailure: {
    resumo: "O que a página mostra no lugar do conteúdo quando não conseguiu carregá-lo: ícone de alerta, o que falhou e 'Tentar novamente'. O título e os controles da página continuam lá.",
    quando: ['A lista de chamados, o detalhe, a busca ou a lista de árvores não carregaram.'],
    quandoNao: ["Quando a lista carregou e está vazia: diga que está vazia ('Você não possui nenhum Chamado em Aberto').", 'Para falhas de uma ação (enviar, criar): use um diálogo de falha.'],
    faca: ["Diga o que não carregou: 'Não foi possível carregar os chamados.'.", "Ofereça 'Tentar novamente'."],
    evite: ["Mostrar 'nenhum chamado' quando na verdade a lista não carregou.", 'Apagar o que a pessoa digitou (a busca mantém o texto).'],
    acessibilidade: { papel: 'alerta (`alert`): lido assim que aparece.', nome: 'a mensagem.', teclado: "Tab chega em 'Tentar novamente'." },
  },
  externalImagesNotice: {
    resumo:
      "A faixa acima de uma mensagem escrita fora do portal (uma resposta da equipe, um artigo da base de conhecimento) quando ela traz imagens de outros sites: diz quantas não foram carregadas e oferece 'Mostrar imagens externas'. Como nos programas de e-mail, uma imagem de outro site conta a quem a enviou quem abriu a mensagem e quando (o pixel de rastreamento). As imagens que vêm com a própria mensagem aparecem sempre.",
    quando: ['Acima de uma mensagem do chamado ou de um artigo de tutorial que tem imagens de outros sites.'],
    quandoNao: ['Para imagens anexadas à própria mensagem: elas aparecem sempre.', 'Para avisar de uma falha: use a falha ao carregar ou um diálogo de falha.'],
    faca: ["Diga quantas imagens ficaram de fora ('3 imagens de outros sites não foram carregadas para proteger sua privacidade.').", "Deixe a pessoa decidir: as imagens só carregam depois de 'Mostrar imagens externas'."],
    evite: ['Carregar as imagens antes do clique.', 'Um tom de alarme: é uma proteção, não um erro (ícone de informação, não de alerta).'],
    acessibilidade: { papel: 'texto com um botão.', nome: "o botão se chama 'Mostrar imagens externas'.", teclado: 'Tab chega no botão; Enter ou Espaço mostra as imagens.' },
  },
  icon: {
    resumo: 'O conjunto de ícones do portal, em traço, 24 × 24. O ícone acompanha palavras; sozinho, só em botões com nome ou em marcas com nome (estado do chamado).',
    quando: ['Ao lado do texto de um botão, para reconhecer a ação mais rápido.', 'Em marcas de estado com nome (TicketStateIcon, estrela de não visualizado).'],
    quandoNao: ['Como única forma de dizer algo, sem nome para o leitor de tela.', 'Como enfeite em títulos.'],
    faca: ["O mesmo ícone para a mesma ação em todo o portal (lixeira = apagar)."],
    evite: ['Ícones de outros conjuntos, com outro traço.'],
    acessibilidade: { papel: 'nenhum: o ícone é decorativo e fica escondido do leitor de tela.', nome: 'vem do controle em volta (o texto do botão, o `label` do IconButton).', teclado: 'nenhum.' },
  },
  versionBadge: {
    resumo: "A versão do portal ('Versão 1.15.3'), na página inicial.",
    quando: ['Na página inicial, abaixo do título.'],
    quandoNao: ['Em outras páginas.'],
    faca: ['Deixe discreto: é informação para o suporte.'],
    evite: ['Usar como botão ou link.'],
    acessibilidade: { papel: 'texto.', nome: "'Versão' e o número.", teclado: 'nenhum.' },
  },
  homeHero: {
    resumo: "A abertura da página inicial: a Diretoria, o título do sistema, a versão, 'Seja Bem-vindo!' e o botão que começa: 'Entrar' para quem não entrou, 'Iniciar Atendimento' para quem entrou.",
    quando: ['Só na página inicial.'],
    quandoNao: ['Como cabeçalho de outras páginas: elas usam o título da página.'],
    faca: ['Um só botão principal.'],
    evite: ['Acrescentar avisos aqui: use a barra de instalação ou a página certa.'],
    acessibilidade: { papel: 'região com o título da página (`h1`).', nome: 'o título do sistema.', teclado: 'Tab chega no botão principal.' },
  },
  appLayout: {
    resumo: "O esqueleto de toda página: link 'Pular para o conteúdo principal', a barra superior, o conteúdo principal e o rodapé.",
    quando: ['Em volta de todas as páginas do portal.'],
    quandoNao: ['Dentro de outro layout.'],
    faca: ['Um só conteúdo principal por página.'],
    evite: ['Pôr navegação dentro do conteúdo principal.'],
    acessibilidade: {
      papel: 'cabeçalho (`banner`), conteúdo principal (`main`) e rodapé (`contentinfo`).',
      nome: 'as regiões são únicas e não precisam de nome.',
      teclado: "o primeiro Tab mostra 'Pular para o conteúdo principal'; Enter leva o foco ao conteúdo.",
    },
  },
  footer: {
    resumo: 'O rodapé: Universidade Federal de Viçosa, DTI e os endereços dos campi de Viçosa, Florestal e Rio Paranaíba.',
    quando: ['No fim de todas as páginas (pelo AppLayout).'],
    quandoNao: ['Para links de ajuda do fluxo: eles ficam nas telas.'],
    faca: ['Endereços completos, em texto.'],
    evite: ['Conteúdo que muda por página.'],
    acessibilidade: { papel: 'rodapé (`contentinfo`).', nome: 'não precisa.', teclado: 'nenhum.' },
  },
  topBar: {
    resumo:
      "A barra do topo: marca e título, as abas Home, Novo Chamado, Chamados Abertos e Chamados Fechados (com o contador '3 novos'), Buscar Chamados e, para administradores, Administração; à direita 'Entrar' ou o nome e 'Sair'. No telefone as abas viram o botão 'Menu'. Em 1280 px as seis abas e dois contadores cabem numa linha.",
    quando: ['No topo de todas as páginas (pelo AppLayout).'],
    quandoNao: ['Para ações de uma página: elas ficam na própria página.'],
    faca: ['Marque a aba da página atual (sublinhado amarelo).', "O contador só quando há novidade ('3 novos')."],
    evite: ['Uma sétima aba: não cabe em uma linha a 1280 px.', 'Quebrar o texto de uma aba em duas linhas.'],
    acessibilidade: {
      papel: 'navegação (`navigation`) com links; a aba atual é marcada como página atual.',
      nome: "o texto de cada aba, com o contador ('Chamados Abertos 3 novos'); o botão do telefone se chama 'Menu' e leva o total de novos.",
      teclado: "Tab percorre as abas; no telefone, Enter em 'Menu' abre e fecha a lista (o botão diz se está aberta).",
      notas: ['O anel de foco sobre o vinho é amarelo (7,5:1).'],
    },
  },
  installPrompt: {
    resumo: "A faixa que convida a instalar o portal no aparelho: 'Instale o Chamados', 'Instalar' e um botão de fechar.",
    quando: ['Alguns segundos depois de abrir, quando o navegador permite instalar.'],
    quandoNao: ['Depois que a pessoa fechou ou instalou.'],
    faca: ['Deixe fechar com um toque.'],
    evite: ['Cobrir o conteúdo ou tomar o foco.'],
    acessibilidade: {
      papel: 'região com nome.',
      nome: "'Instale o Chamados'; o fechar se chama 'Fechar aviso de instalação'.",
      teclado: 'Tab chega em Instalar e em fechar; a faixa não rouba o foco ao aparecer.',
    },
  },
  errorPage: {
    resumo: "As páginas de erro: requisição inválida (400), sem permissão (403), problema nos servidores (500) e página não encontrada, cada uma com a mensagem da especificação e 'Voltar para o início'.",
    quando: ['Quando a página inteira não pode ser mostrada.'],
    quandoNao: ["Quando só uma parte falhou: mostre a falha no lugar (`LoadFailure`) ou num diálogo de falha."],
    faca: ['O texto da especificação, palavra por palavra (com os erros de digitação corrigidos).'],
    evite: ['Códigos técnicos ou mensagens do servidor para a pessoa.'],
    acessibilidade: { papel: 'a mensagem é o título da página (`h1`).', nome: 'a mensagem.', teclado: "Tab chega em 'Voltar para o início'." },
  },
  searchBox: {
    resumo: "A caixa de busca do portal: a lupa, o campo e, quando há texto, 'Limpar busca', que esvazia o campo e devolve o foco a ele. O painel de serviços, 'Buscar Chamados' e a fila da Central de Atendimento usam a mesma.",
    quando: ['Onde a pessoa procura por palavras: serviços, chamados, a fila.'],
    quandoNao: ['Para escolher entre poucas opções conhecidas: use uma lista ou botões.'],
    faca: ["Um rótulo visível acima ('Buscar na fila') e um exemplo no placeholder."],
    evite: ['A caixa sem rótulo, só com o placeholder.'],
    acessibilidade: { papel: 'campo de busca (`searchbox`).', nome: "o rótulo escrito por quem usa a caixa; o botão se chama 'Limpar busca'.", teclado: "Tab chega no campo e em 'Limpar busca'; Enter no botão esvazia e volta ao campo." },
  },
  link: {
    resumo: "O link do portal: leva a outra página, sublinhado na cor dos links. Nas telas do portal ele passa pela navegação do aplicativo (a página troca sem recarregar); aqui é um link comum.",
    quando: ['Para ir a outra página ou a outro site: um chamado, a documentação, o manual.'],
    quandoNao: ['Para fazer algo (salvar, excluir, enviar): use um botão.', "Para um link que precisa parecer um botão ('Iniciar Atendimento'): use o estilo de botão no link."],
    faca: ["Um texto que diz para onde leva, lido sozinho: 'Ver os seus chamados abertos'.", "Dizer quando abre em outra aba: '(abre em uma nova aba)'."],
    evite: ["'Clique aqui' ou 'saiba mais' soltos.", 'Um endereço inteiro como texto do link, quando uma frase diz o mesmo.'],
    acessibilidade: { papel: 'link.', nome: 'o texto do link.', teclado: 'Tab chega nele; Enter o segue.' },
  },
} satisfies Record<string, Usage>;
