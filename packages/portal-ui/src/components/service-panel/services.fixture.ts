import type { TreeSummary } from '@chamados/api-contract';

// The seeded demo trees as `GET /api/arvores` lists them, for stories and tests. `textoBusca` is
// tree-engine's treeSearchText: every text of the tree, one per line.

const service = (nome: string, descricao: string, tags: string[], text: string[] = []): TreeSummary => ({
  nome,
  descricao,
  tags,
  textoBusca: [nome, descricao, ...tags, ...text].join('\n'),
});

export const servicesFixture: TreeSummary[] = [
  service('Rede sem fio (eduroam)', 'Problemas para conectar à eduroam ou à rede de visitantes', ['wifi', 'internet'], [
    'Qual rede sem fio você está tentando usar?',
    'UFV-Visitantes',
    'Descreva o problema',
  ]),
  service('E-mail e senha', 'Recuperar a senha institucional ou configurar o e-mail @ufv.br', ['senha', 'email', 'gmail']),
  service('Instalação de software', 'Pedir a instalação de programas licenciados pela universidade', ['software', 'licença'], [
    'MATLAB',
    'Termo de licença ou orçamento',
  ]),
  service('Laboratórios e impressoras', 'Computadores de laboratório, projetores e impressoras', ['impressora', 'laboratório'], ['Patrimônio', 'Toner']),
  service('Ponto de rede', 'Ativar ou consertar um ponto de rede cabeada', ['rede', 'cabo'], ['Número da tomada', 'Planta da sala']),
  service('Conta para visitantes', 'Acesso temporário à rede e aos sistemas para eventos', ['evento', 'convidado']),
];
