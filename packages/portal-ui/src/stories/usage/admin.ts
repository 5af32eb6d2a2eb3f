import type { Usage } from './usage';

/** Usage of the administrators' pieces. */
export const adminUsage = {
  adminTreeList: {
    resumo: "'Área Administrativa': 'Nova Árvore', a busca 'Procurar Árvore', o filtro Lançadas / Desabilitadas / Todas e a tabela Ordem (subir e descer), Árvore, Autor, Lançada, Modificada. Se a lista não carregar, mostra a falha com 'Tentar novamente'.",
    quando: ['Em /admin.'],
    quandoNao: ['Para usuários comuns.'],
    faca: ['A ordem da tabela é a ordem do painel de serviços.'],
    evite: ["Mostrar 'Ainda não há nenhuma árvore cadastrada' quando a lista só não carregou."],
    acessibilidade: {
      papel: 'tabela; filtro como grupo de botões de opção; busca com rótulo.',
      nome: "os botões de ordem dizem a árvore ('Subir Impressora'); o estado lançado tem nome.",
      teclado: 'Tab percorre a busca, o filtro (setas trocam a opção), os links e os botões de ordem.',
      notas: ['Uma falha ao mudar a ordem é anunciada.'],
    },
  },
  treeForm: {
    resumo: "'Nova Árvore' / 'Editar Árvore': Voltar, Documentação, Nome, carregar YAML, copiar e baixar, o editor com o Log de Erros e o grafo, e as ações Restaurar, Testar, Lançar, Desabilitar, Apagar, Cancelar e Salvar. As que não se desfazem pedem confirmação.",
    quando: ['Em /admin/arvore/new e /admin/arvore/:id.'],
    quandoNao: ['Para ler a documentação: use TreeDocView.'],
    faca: ['Teste antes de lançar.'],
    evite: ['Lançar com erros no Log de Erros (o portal recusa).'],
    acessibilidade: {
      papel: 'formulário; editor como caixa de texto de várias linhas com nome.',
      nome: 'cada ação pelo texto; o editor pelo seu rótulo.',
      teclado: 'Tab percorre tudo; dentro do editor Tab indenta — Esc e depois Tab saem dele.',
    },
  },
  treeEditor: {
    resumo: 'O editor do YAML da árvore: realce de cores, números de linha, dobras, sublinhado nos erros com a correção sugerida, sugestões de chaves e valores e explicações ao passar o mouse.',
    quando: ['No formulário da árvore.'],
    quandoNao: ['Para mostrar YAML só para leitura em outro lugar: use a comparação de versões ou um bloco de código.'],
    faca: ['Deixe o Log de Erros ao lado: cada erro leva à sua linha.'],
    evite: ['Esconder os números de linha: o Log de Erros aponta para eles.'],
    acessibilidade: {
      papel: 'caixa de texto de várias linhas (`textbox`).',
      nome: "o rótulo dado pelo formulário ('Texto da árvore (YAML)').",
      teclado: 'Tab indenta; Esc e depois Tab saem; Ctrl+Espaço sugere; Ctrl+Shift+M abre a lista de erros.',
    },
  },
  errorLog: {
    resumo: "O 'Log de Erros': quantos erros e avisos ('1 erro, 2 avisos') e cada um como um botão que leva o cursor do editor à linha e coluna.",
    quando: ['Ao lado do editor da árvore.'],
    quandoNao: ['Para erros de formulários dos usuários: eles ficam nos campos.'],
    faca: ['Mensagens que nomeiam o lugar: tela, chave, linha.'],
    evite: ['Esconder avisos: eles apontam problemas reais (telas inalcançáveis).'],
    acessibilidade: {
      papel: 'lista de botões; a contagem é um status.',
      nome: "'Erro na linha 7, coluna 5: …' — o tipo, o lugar e a mensagem, na ordem em que aparecem.",
      teclado: 'Tab percorre os erros; Enter leva ao lugar no editor.',
    },
  },
  flowGraph: {
    resumo: "O desenho da árvore: cada tela é uma caixa com a sua pergunta ou título e, embaixo, a chave do YAML; cada opção uma seta com nome, e '#final' o fim. Abre legível (100 %) na primeira tela, mesmo com 150 telas; 'Ir para a tela' acha uma tela pelo título e 'Tela cheia' abre o desenho na janela inteira, com um minimapa a partir de 31 telas. Telas inalcançáveis (tracejadas) e sem saída (borda vermelha) vêm marcadas em cor e em palavras. Clicar numa tela leva ao seu texto. Numa árvore salva, 'Mostrar tráfego' desenha os atendimentos do período ('Últimos 7 dias', '30 dias', '90 dias'): cada seta tão grossa quanto o número que passou por ela, com o número escrito, e cada tela com as suas visitas e quantos pararam nela.",
    quando: ['Ao lado do editor, para ver o fluxo.', "Numa árvore grande, em 'Tela cheia', com 'Ir para a tela'.", 'Com o tráfego, para ver por onde a maioria passa e onde desiste.'],
    quandoNao: ['Para listar os erros do texto: eles ficam no Log de Erros, com linha e coluna; o desenho mostra o caminho.'],
    faca: ['Use para achar telas soltas antes de lançar.'],
    evite: ['Depender só da cor para o problema.'],
    acessibilidade: {
      papel: 'imagem com título; cada tela é um botão.',
      nome: "'Qual rede sem fio você está tentando usar?, qual-rede, opções: ir para o texto' (o título e a chave, na ordem em que aparecem; com 'inalcançável' ou 'sem saída' quando for o caso; com o tráfego, '1.284 visitas, 96 pararam aqui'). Com o tráfego, cada seta é uma imagem com nome: 'eduroam, de qual-rede para qual-dispositivo: 880 passagens'.",
      teclado: "Tab percorre as telas; Enter ou Espaço leva ao texto. 'Ir para a tela' é uma lista: escolher uma tela a centraliza e lhe dá o foco. 'Tela cheia' vira 'Sair da tela cheia'; Esc também sai. 'Mostrar tráfego' é um botão de alternar (aria-pressed).",
    },
  },
  treeVersions: {
    resumo: "As versões lançadas de uma árvore (autor, data), cada uma restaurável como rascunho, e 'Comparar … com …' lado a lado, com o que mudou destacado.",
    quando: ['No formulário de uma árvore já lançada.'],
    quandoNao: ['Para uma árvore nova.'],
    faca: ['Compare antes de restaurar.'],
    evite: ['Restaurar sem conferir.'],
    acessibilidade: {
      papel: 'lista; duas listas de seleção; dois textos só de leitura.',
      nome: 'cada seleção e cada lado da comparação têm rótulo.',
      teclado: 'Tab chega em cada lado da comparação, que rola com as setas.',
    },
  },
  treeStats: {
    resumo: "'Estatísticas' de uma árvore: o período ('Últimos 7 dias', '30 dias', '90 dias' ou datas), os totais 'Atendimentos iniciados', 'Resolvidos pelo tutorial', 'Chamados criados', 'Desistências' e 'Em andamento' com a taxa de cada um, 'Atenção' (as telas onde mais desistem e os tutoriais com menos 'Sim'), um gráfico por dia (por semana em 90 dias, com os números numa tabela), cada tela com quantos chegaram e quantos desistiram ali, cada opção com quantos a escolheram, o 'Sim' e o 'Não' de cada tutorial e a versão atual ao lado da anterior. Telas e tutoriais pelos seus títulos; cada tabela com 'Exportar CSV'; no telefone, cada linha vira um cartão com todos os números.",
    quando: ["Em /admin/arvore/:id/estatisticas, pelo link 'Estatísticas' do formulário e da lista de árvores."],
    quandoNao: ['Para usuários comuns: as contagens são só dos administradores.'],
    faca: ['Compare a versão atual com a anterior depois de mudar um tutorial.'],
    evite: ['Ler uma taxa sem o total ao lado: 100% de 2 atendimentos diz pouco.'],
    acessibilidade: {
      papel: 'grupo de opções do período; lista de totais; tabelas com cabeçalhos de linha e coluna; o gráfico é uma imagem com nome.',
      nome: "o gráfico se chama 'Gráfico por dia: …' (ou 'por semana') e seus números estão em 'Ver os números do gráfico'; cada tabela tem nome, e cada 'Exportar CSV' diz a tabela ('Exportar CSV (Telas)').",
      teclado: 'Tab percorre as opções do período (setas trocam), as datas, Aplicar e o resumo dos números do gráfico.',
    },
  },
  treeDoc: {
    resumo: 'A documentação de como escrever uma árvore, com exemplos de YAML que passam na verificação.',
    quando: ["Em /admin/arvore/doc (o link 'Documentação' do formulário)."],
    quandoNao: ['Para usuários comuns.'],
    faca: ['Exemplos completos e curtos.'],
    evite: ['Exemplos que não passam na verificação (um teste confere).'],
    acessibilidade: {
      papel: 'artigo com título e seções.',
      nome: 'o título da página.',
      teclado: 'cada bloco de código recebe o foco e rola com as setas no telefone.',
    },
  },
  ticketRequestPreview: {
    resumo: "O fim de um teste de árvore: tudo o que o chamado teria — propriedades, tabelas, anexos e o registro do caminho — sem criar nada.",
    quando: ['No modo de teste do formulário da árvore.'],
    quandoNao: ['Para usuários: eles veem a tela final.'],
    faca: ['Confira os valores padrão (fila, tipo, prioridade).'],
    evite: ['Tomar por um chamado criado: nada é enviado.'],
    acessibilidade: { papel: 'região com título; tabelas com cabeçalho.', nome: 'o título.', teclado: 'nenhum além da leitura.' },
  },
  mailOutbox: {
    resumo: "'E-mails aos estudantes': quantos avisos estão Pendentes, Enviados e Com falha, e os que falharam com o Motivo (o que o servidor de e-mail respondeu), as Tentativas e a Próxima tentativa. Com o e-mail desligado, diz por quê e como ligar.",
    quando: ['Em /admin/emails, para saber se os estudantes estão recebendo os avisos.'],
    quandoNao: ['Para o estudante escolher se recebe avisos: use Avisos por e-mail.'],
    faca: ['Mostre o motivo como o servidor de e-mail o disse: é o que o administrador procura.'],
    evite: ["Mostrar uma data de 'Próxima tentativa' para um e-mail desistido: diga 'Não será mais tentado'."],
    acessibilidade: {
      papel: 'lista de definições (o resumo) e tabela com cabeçalho (as falhas); no celular, cada falha vira um bloco.',
      nome: "o resumo, 'Situação dos e-mails'; a tabela, pelo título 'E-mails que falharam'.",
      teclado: "Tab chega em 'Atualizar'; o resto é leitura.",
    },
  },
} satisfies Record<string, Usage>;
