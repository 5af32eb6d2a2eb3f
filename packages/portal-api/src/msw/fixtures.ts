import type { PublicTree, TreeSummary } from '../types/trees';

/** Public trees as the service panel lists them (realistic, Portuguese). */
export const treeSummariesFixture: TreeSummary[] = [
  {
    nome: 'Rede sem fio (eduroam)',
    descricao: 'Problemas para conectar à eduroam ou à rede de visitantes',
  },
  {
    nome: 'E-mail e senha',
    descricao: 'Recuperar a senha institucional ou configurar o e-mail @ufv.br',
  },
  {
    nome: 'Instalação de software',
    descricao: 'Pedir a instalação de programas licenciados pela universidade',
  },
  {
    nome: 'Laboratórios e impressoras',
    descricao: 'Computadores de laboratório, projetores e impressoras',
  },
  { nome: 'Ponto de rede', descricao: 'Ativar ou consertar um ponto de rede cabeada' },
  {
    nome: 'Conta para visitantes',
    descricao: 'Acesso temporário à rede e aos sistemas para eventos',
  },
];

/** A small launched tree, as `GET /api/arvores/{nome}` answers. */
export const publicTreeFixture: PublicTree = {
  nome: 'Rede sem fio (eduroam)',
  descricao: 'Problemas para conectar à eduroam ou à rede de visitantes',
  tags: ['wifi', 'internet'],
  inicial: 'qual-rede',
  telas: {
    'qual-rede': {
      tipo: 'opcoes',
      pergunta: 'Qual rede você está usando?',
      opcoes: { eduroam: 'descreva', Visitantes: 'descreva' },
    },
    descreva: {
      tipo: 'formulario',
      titulo: 'Descreva o problema',
      campos: { descricao: { tipo: 'memorando', rotulo: 'Descrição', mapeamento: 'descricao' } },
      fluxos: [{ tela: '#final' }],
    },
  },
};
