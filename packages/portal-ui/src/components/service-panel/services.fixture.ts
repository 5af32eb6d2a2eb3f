import type { TreeArticle, TreeSummary } from '@chamados/api-contract';

// The seeded demo trees as `GET /api/arvores` lists them, for stories and tests. `textoBusca` is
// tree-engine's treeSearchText: every text of the tree, one per line; `artigos` the seeded FAQ
// articles their tutorials show.

const service = (nome: string, descricao: string, tags: string[], text: string[] = [], artigos?: TreeArticle[]): TreeSummary => ({
  nome,
  descricao,
  tags,
  textoBusca: [nome, descricao, ...tags, ...text].join('\n'),
  ...(artigos ? { artigos } : {}),
});

export const servicesFixture: TreeSummary[] = [
  service('Rede sem fio (eduroam)', 'Problemas para conectar à eduroam ou à rede de visitantes', ['wifi', 'internet'], [
    'Qual rede sem fio você está tentando usar?',
    'UFV-Visitantes',
    'Descreva o problema',
  ], [
    {
      titulo: 'Como conectar à rede eduroam',
      texto: 'Para conectar à eduroam, use seu e-mail institucional completo como usuário e a senha do e-mail. Escolha a rede eduroam. Método EAP: PEAP; autenticação de fase 2: MSCHAPV2.',
      tela: 'tutorial-eduroam-windows',
    },
  ]),
  service('E-mail e senha', 'Recuperar a senha institucional ou configurar o e-mail @ufv.br', ['senha', 'email', 'gmail'], [], [
    {
      titulo: 'Configurar o e-mail institucional no celular',
      texto: 'Instale o aplicativo Gmail (Android ou iOS) e adicione a conta Google com seu e-mail @ufv.br. A verificação em duas etapas pode ser pedida.',
      tela: 'tutorial-celular',
    },
  ]),
  service('Instalação de software', 'Pedir a instalação de programas licenciados pela universidade', ['software', 'licença'], [
    'MATLAB',
    'Termo de licença ou orçamento',
  ]),
  service('Laboratórios e impressoras', 'Computadores de laboratório, projetores e impressoras', ['impressora', 'laboratório'], ['Patrimônio', 'Toner']),
  service('Ponto de rede', 'Ativar ou consertar um ponto de rede cabeada', ['rede', 'cabo'], ['Número da tomada', 'Planta da sala']),
  service('Conta para visitantes', 'Acesso temporário à rede e aos sistemas para eventos', ['evento', 'convidado']),
];
