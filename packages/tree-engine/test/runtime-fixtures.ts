import type { AttendanceEnv, AttachmentFile, Tree, UserClaims } from '../src/types';

/** A user like the demo student. */
export const demoUser: UserClaims = {
  nome: 'Maria da Silva',
  email: 'maria@ufv.br',
  cpf: '12345678901',
  matricula: 'ES99999',
};

/** An env whose maps and lists come from plain objects; every lookup is recorded. */
export function fakeEnv(options: {
  user?: UserClaims;
  maps?: Record<string, Record<string, string>>;
  lists?: Record<string, { key: string; value: string }[]>;
  ip?: string | Error;
} = {}): AttendanceEnv & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    user: options.user ?? demoUser,
    async lookupMap(mapa, chave) {
      calls.push(`map:${mapa}:${chave}`);
      return options.maps?.[mapa]?.[chave];
    },
    async lookupList(chave) {
      calls.push(`list:${chave}`);
      return options.lists?.[chave] ?? [];
    },
    async clientIp() {
      calls.push('ip');
      if (options.ip instanceof Error) throw options.ip;
      return options.ip;
    },
  };
}

/** A file as the attachment box emits it. */
export function file(filename: string, contentType = 'application/pdf'): AttachmentFile {
  return { filename, contentType, content: 'SGVsbG8=', size: 5 };
}

/** The Wi-Fi tree of ARCHITECTURE.md §3, with a table and an attachment box added. */
export function wifiTree(): Tree {
  return {
    nome: 'Rede sem fio',
    descricao: 'Problemas para conectar à eduroam',
    tags: ['wifi', 'internet'],
    inicial: 'qual-rede',
    telas: {
      'qual-rede': {
        nome: 'qual-rede',
        tipo: 'opcoes',
        pergunta: 'Qual rede você está usando?',
        opcoes: { eduroam: 'tutorial-eduroam', Visitantes: 'descreva' },
      },
      'tutorial-eduroam': {
        nome: 'tutorial-eduroam',
        tipo: 'tutorial',
        fonte: 'youtube',
        url: 'https://www.youtube.com/watch?v=XXXXXXXXXXX',
        telaSim: '#final',
        telaNao: 'descreva',
        atribuicoes: [{ propriedade: 'servico', operando: { tipo: 'constante', classe: 'string', valor: 'Wi-Fi' } }],
      },
      descreva: {
        nome: 'descreva',
        tipo: 'formulario',
        titulo: 'Descreva o problema',
        campos: {
          predio: {
            tipo: 'caixaDeSelecao',
            rotulo: 'Prédio',
            opcoes: { chave: 'predios' },
            mapeamento: 'predio',
            validadores: [{ tipo: 'naoVazio' }],
          },
          telefone: {
            tipo: 'caixaDeTexto',
            rotulo: 'Telefone',
            validadores: [{ tipo: 'mascara', mascara: '(##) #####-####' }],
          },
          email: { tipo: 'caixaDeTexto', rotulo: 'E-mail', valor: { tipo: 'email' }, mapeamento: 'email' },
          prints: { tipo: 'caixaDeAnexo', rotulo: 'Capturas de tela', opcoes: { maximo: 2 } },
        },
        atribuicoes: [
          {
            propriedade: 'fila',
            operando: { tipo: 'mapeamento', mapa: 'fila-por-predio', chave: '${predio.valor}' },
          },
          {
            propriedade: 'assunto',
            operando: { tipo: 'interpolacao', valor: 'Wi-Fi no prédio ${predio.texto}' },
            condicao: {
              tipo: 'simples',
              comparador: '!=',
              operando1: { tipo: 'variavel', campo: 'predio.valor' },
              operando2: { tipo: 'constante', classe: 'string', valor: '' },
            },
          },
        ],
        fluxos: [
          {
            tela: 'equipamentos',
            condicao: {
              tipo: 'simples',
              comparador: '=',
              operando1: { tipo: 'variavel', campo: 'predio.valor' },
              operando2: { tipo: 'constante', classe: 'string', valor: 'lab' },
            },
          },
          { tela: '#final' },
        ],
      },
      equipamentos: {
        nome: 'equipamentos',
        tipo: 'formulario',
        titulo: 'Equipamentos afetados',
        campos: {
          maquinas: {
            tipo: 'tabela',
            opcoes: {
              rotulo: 'Máquinas',
              mapeamento: 'maquinas',
              minimo: 1,
              maximo: 3,
              campos: {
                patrimonio: { tipo: 'caixaDeTexto', rotulo: 'Patrimônio', validadores: [{ tipo: 'simples', formato: 'int' }] },
              },
            },
          },
        },
      },
    },
  };
}

/** The env the Wi-Fi tree expects. */
export function wifiEnv(): ReturnType<typeof fakeEnv> {
  return fakeEnv({
    lists: { predios: [{ key: 'pva', value: 'Pavilhão de Aulas' }, { key: 'lab', value: 'Laboratórios' }] },
    maps: { 'fila-por-predio': { pva: 'N1::Rede PVA', lab: 'N1::Rede Laboratórios' } },
  });
}
