/**
 * The tree format as a JSON Schema (draft 2020-12). Descriptions are Portuguese: the admin editor
 * shows them as hover documentation. `classe`, `comparador`, `operador` and `condicoes` are left
 * loose on purpose: the verifier reports them with the spec's own messages (spec §8).
 * The `discriminator` keyword (OpenAPI, understood by ajv) makes errors come from the branch named
 * by `tipo` only; editors that ignore it still validate through `oneOf`.
 */
import { fieldKinds, tutorialSources } from './kinds';

/**
 * The schema's identifier, versioned by the package's major version: the format is part of the
 * public API, and a future incompatible format gets a new identifier. It is also the address an
 * editor can fetch the schema from, once the package is on npm.
 * @example TREE_SCHEMA_ID // 'https://unpkg.com/@chamados/tree-engine@1/tree.schema.json'
 */
export const TREE_SCHEMA_ID = 'https://unpkg.com/@chamados/tree-engine@1/tree.schema.json';

type Schema = Record<string, unknown>;

const text = (description: string, extra: Schema = {}): Schema => ({ type: 'string', description, ...extra });
const nonBlank = (description: string): Schema => text(description, { pattern: '\\S' });
const count = (description: string): Schema => ({ type: 'integer', minimum: 0, description });
const megabytes = (description: string): Schema => ({ type: 'number', exclusiveMinimum: 0, description });
const ref = (name: string, description: string): Schema => ({ $ref: `#/$defs/${name}`, description });
const kind = (value: string, description: string): Schema => ({ const: value, description });

/** A closed object: unknown keys are errors, so a typo like `telasim` is caught. */
function object(description: string, properties: Record<string, Schema>, required: string[] = []): Schema {
  return { type: 'object', description, properties, required, additionalProperties: false };
}

/** A union chosen by `tipo`. */
function byKind(description: string, defs: readonly string[]): Schema {
  return {
    type: 'object',
    description,
    // Declared here too, so a strict validator finds the required key among the properties.
    properties: { tipo: { type: 'string', description: 'O tipo, que escolhe a forma do objeto.' } },
    required: ['tipo'],
    discriminator: { propertyName: 'tipo' },
    oneOf: defs.map((name) => ({ $ref: `#/$defs/${name}` })),
  };
}

const screenName = (description: string): Schema => nonBlank(`${description} Use '#final' para encerrar e criar o chamado.`);
const screenKey = text('Nome da tela; é preenchido a partir da chave em `telas` (não precisa ser escrito).');
const fieldKey = text('Nome do campo; é preenchido a partir da chave em `campos` (não precisa ser escrito).');
const assignments = {
  type: 'array',
  description: 'Atribuições avaliadas em ordem quando a tela é concluída; cada uma define uma propriedade do chamado.',
  items: { $ref: '#/$defs/atribuicao' },
};

const fieldBase: Record<string, Schema> = {
  nome: fieldKey,
  rotulo: text('Rótulo mostrado acima do campo.'),
  ajuda: text('Texto de ajuda mostrado abaixo do campo.'),
  valor: ref('valorPadrao', 'Valor inicial do campo.'),
  mapeamento: nonBlank('Nome da propriedade do chamado que recebe o valor deste campo.'),
  validadores: { type: 'array', description: 'Regras verificadas ao avançar, em ordem.', items: { $ref: '#/$defs/validador' } },
};
const limits = {
  minimo: count('Quantidade mínima de itens.'),
  maximo: count('Quantidade máxima de itens.'),
};

function field(tipo: string, description: string, extra: Record<string, Schema> = {}, required: string[] = []): Schema {
  return object(description, { tipo: kind(tipo, description), ...fieldBase, ...extra }, ['tipo', ...required]);
}

const conditionKey = ref('condicao', 'Condição opcional: sem ela, vale sempre.');

const defs: Record<string, Schema> = {
  telaOpcoes: object('Tela de opções: uma pergunta e as opções numeradas que levam a outras telas.', {
    tipo: kind('opcoes', 'Tela de opções.'),
    nome: screenKey,
    pergunta: text('Pergunta mostrada acima das opções.'),
    opcoes: {
      type: ['object', 'null'],
      description: 'Mapa do texto de cada opção para o nome da tela seguinte.',
      additionalProperties: screenName('Tela aberta quando esta opção é escolhida.'),
    },
  }, ['tipo', 'pergunta']),
  telaFormulario: object('Tela de formulário: campos a preencher, atribuições e fluxos.', {
    tipo: kind('formulario', 'Tela de formulário.'),
    nome: screenKey,
    titulo: text('Título do formulário.'),
    campos: {
      type: ['object', 'null'],
      description: 'Campos do formulário, por nome; a ordem do YAML é a ordem na tela.',
      additionalProperties: { $ref: '#/$defs/campo' },
    },
    fluxos: {
      type: 'array',
      description: "Fluxos avaliados em ordem: o primeiro cuja condição vale (ou sem condição) dá a próxima tela. Se nenhum valer, vai para '#final'.",
      items: { $ref: '#/$defs/fluxo' },
    },
    atribuicoes: assignments,
  }, ['tipo', 'titulo']),
  telaTutorial: object('Tela de tutorial: um vídeo, artigo de FAQ ou link, seguido de "Seu problema foi resolvido?".', {
    tipo: kind('tutorial', 'Tela de tutorial.'),
    nome: screenKey,
    titulo: nonBlank('Título do tutorial, mostrado ao usuário, no resumo do chamado e nas estatísticas. Sem ele, um artigo da FAQ mostra o próprio título e um vídeo ou link diz "Tutorial em vídeo" ou "Página de ajuda" com o domínio.'),
    fonte: {
      enum: [...tutorialSources],
      description: 'Origem do conteúdo: youtube (vídeo), faq (artigo da FAQ no endereço configurado), otrs (artigo da FAQ do portal ou de um servidor permitido) ou link.',
    },
    url: nonBlank('Endereço do vídeo, do artigo da FAQ ou do link.'),
    telaSim: screenName("Tela seguinte quando o problema foi resolvido; o chamado é criado já fechado (fila 'N1::Autoatendimento')."),
    telaNao: screenName('Tela seguinte quando o problema continua.'),
    atribuicoes: assignments,
  }, ['tipo', 'fonte', 'url', 'telaSim', 'telaNao']),

  caixaDeTexto: field('caixaDeTexto', 'Caixa de texto de uma linha; um validador mascara também formata a digitação.'),
  memorando: field('memorando', 'Texto de várias linhas.'),
  caixaDeSelecao: field('caixaDeSelecao', 'Caixa de seleção de um valor.', {
    opcoes: {
      description: 'Lista fixa de { texto, valor } ou { chave } para uma lista dinâmica do data hub.',
      oneOf: [
        { type: 'array', description: 'Opções fixas.', items: { $ref: '#/$defs/opcaoSelecao' } },
        object('Lista dinâmica do data hub.', { chave: nonBlank('Nome da lista no data hub, por exemplo campi, predios ou departamentos.') }, ['chave']),
      ],
    },
  }, ['opcoes']),
  caixaDeChecagem: field('caixaDeChecagem', 'Caixas de marcar; cada opção pode ir para a sua propriedade como Sim ou Não.', {
    opcoes: { type: 'array', description: 'As caixas de marcar.', items: { $ref: '#/$defs/opcaoChecagem' } },
  }, ['opcoes']),
  texto: field('texto', 'Parágrafo explicativo em markdown; não é enviado no chamado.', {
    texto: text('O texto em markdown.'),
  }),
  caixaDeAnexo: field('caixaDeAnexo', 'Caixa de anexos; os arquivos vão anexados ao chamado.', {
    ...limits,
    opcoes: object('Limites e textos da caixa de anexos.', {
      titulo: text('Título mostrado na caixa de anexos.'),
      modelo: text('Endereço de um arquivo modelo que o usuário pode baixar e preencher.'),
      ...limits,
      extensoes: { type: 'array', description: 'Extensões aceitas, por exemplo [pdf, png].', items: nonBlank('Uma extensão de arquivo.') },
      tamMaxPorArquivoMb: megabytes('Tamanho máximo de cada arquivo, em MB (1 MB = 1.000.000 bytes).'),
      tamMaxTotalMb: megabytes('Tamanho máximo somado de todos os arquivos, em MB (1 MB = 1.000.000 bytes).'),
    }),
  }),
  tabela: field('tabela', 'Tabela de itens repetidos (incluir, editar, excluir); só aceita caixaDeTexto e caixaDeSelecao.', {
    ...limits,
    opcoes: object('Definição da tabela.', {
      rotulo: text('Título da tabela.'),
      ajuda: text('Texto de ajuda da tabela.'),
      mapeamento: nonBlank('Propriedade do chamado que recebe a lista de itens.'),
      ...limits,
      campos: {
        type: 'object',
        description: 'Colunas da tabela, por nome: caixaDeTexto ou caixaDeSelecao.',
        additionalProperties: { $ref: '#/$defs/campo' },
      },
    }, ['campos']),
  }, ['opcoes']),

  valorPadrao: object("Valor inicial. Com tipo email, cpf, nome, matricula ou ip, vem do usuário; com outro tipo, vale `valor`.", {
    tipo: nonBlank('email, cpf, nome, matricula ou ip para preencher com os dados do usuário; qualquer outro (por exemplo fixo) usa `valor`.'),
    valor: {
      type: ['string', 'number', 'boolean', 'array'],
      description: 'O valor inicial (para caixas de marcar, a lista de valores marcados).',
      items: { type: 'string', description: 'Um valor marcado.' },
    },
  }, ['tipo']),
  opcaoSelecao: object('Uma opção fixa da caixa de seleção.', {
    texto: text('Texto mostrado.'),
    valor: text('Valor enviado.'),
  }, ['texto', 'valor']),
  opcaoChecagem: object('Uma caixa de marcar.', {
    texto: text('Texto mostrado ao lado da caixa.'),
    nome: text('Nome da opção.'),
    valor: text('Valor registrado quando marcada.'),
    marcado: { type: 'boolean', description: 'Começa marcada.' },
    mapeamento: nonBlank("Propriedade do chamado que recebe 'Sim' se marcada, senão 'Não'."),
  }, ['texto', 'valor']),

  validadorSimples: object('Exige um formato.', {
    tipo: kind('simples', 'Validador de formato.'),
    formato: { enum: ['int', 'double', 'string'], description: 'int (número inteiro), double (número) ou string (preenchido).' },
  }, ['tipo', 'formato']),
  validadorNaoVazio: object('Exige preenchimento.', { tipo: kind('naoVazio', 'Validador de preenchimento obrigatório.') }, ['tipo']),
  validadorMascara: object('Exige o formato de uma máscara, que também formata a digitação.', {
    tipo: kind('mascara', 'Validador de máscara.'),
    mascara: text('Máscara: # dígito, X letra ou dígito, S letra, A maiúscula, a minúscula, ! escapa o próximo.'),
  }, ['tipo', 'mascara']),

  fluxo: object('Um fluxo de saída do formulário.', {
    tela: screenName('Tela seguinte.'),
    condicao: conditionKey,
  }, ['tela']),
  atribuicao: object('Define uma propriedade do chamado.', {
    propriedade: nonBlank('Nome da propriedade, por exemplo fila, assunto, prioridade, state ou uma livre.'),
    operando: ref('operando', 'O valor atribuído.'),
    condicao: conditionKey,
  }, ['propriedade', 'operando']),

  condicaoSimples: object('Compara dois operandos.', {
    tipo: kind('simples', 'Condição simples.'),
    comparador: text('Um de <, <=, =, >=, >, != (a igualdade é estrita: tipos diferentes nunca são iguais).'),
    operando1: ref('operando', 'Operando da esquerda.'),
    operando2: ref('operando', 'Operando da direita.'),
  }, ['tipo', 'comparador', 'operando1', 'operando2']),
  condicaoComposta: object('Combina condições.', {
    tipo: kind('composta', 'Condição composta.'),
    operador: text('and, or ou not (not usa só a primeira condição).'),
    condicoes: { type: ['array', 'null'], description: 'As condições combinadas.', items: { $ref: '#/$defs/condicao' } },
  }, ['tipo', 'operador']),

  operandoVariavel: object('O valor de um campo preenchido.', {
    tipo: kind('variavel', 'Operando variável.'),
    campo: nonBlank("Nome do campo, ou 'campo.subvalor'."),
  }, ['tipo', 'campo']),
  operandoConstante: object('Um valor fixo.', {
    tipo: kind('constante', 'Operando constante.'),
    classe: text('int, double, boolean ou string.'),
    valor: { type: ['string', 'number', 'boolean'], description: 'O valor, compatível com a classe.' },
  }, ['tipo', 'classe', 'valor']),
  operandoInterpolacao: object('Texto com marcadores.', {
    tipo: kind('interpolacao', 'Operando de interpolação.'),
    valor: text('Texto com ${nome}: procura primeiro nos campos do formulário, depois nas propriedades; $$ escreve um $.'),
  }, ['tipo', 'valor']),
  operandoMapeamento: object('Consulta um mapa do data hub.', {
    tipo: kind('mapeamento', 'Operando de mapeamento.'),
    mapa: nonBlank('Nome do mapa, por exemplo fila-por-campus.'),
    chave: text('Chave procurada no mapa; aceita ${nome}.'),
  }, ['tipo', 'mapa', 'chave']),

  tela: byKind('Uma tela: opcoes, formulario ou tutorial.', ['telaOpcoes', 'telaFormulario', 'telaTutorial']),
  campo: byKind(`Um campo de formulário: ${fieldKinds.join(', ')}.`, [...fieldKinds]),
  validador: byKind('Um validador: simples, naoVazio ou mascara.', ['validadorSimples', 'validadorNaoVazio', 'validadorMascara']),
  condicao: byKind('Uma condição: simples ou composta.', ['condicaoSimples', 'condicaoComposta']),
  operando: byKind('Um operando: variavel, constante, interpolacao ou mapeamento.', ['operandoVariavel', 'operandoConstante', 'operandoInterpolacao', 'operandoMapeamento']),
};

/**
 * The JSON Schema (draft 2020-12) of a decision tree, with Portuguese descriptions.
 * @example import { treeSchema } from '@chamados/tree-engine'; // register it with a YAML editor
 */
export const treeSchema: Record<string, unknown> = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: TREE_SCHEMA_ID,
  title: 'Árvore de decisão do Chamados',
  ...object('Uma árvore de decisão: telas guiadas que terminam na abertura de um chamado.', {
    nome: nonBlank('Nome do serviço, mostrado no painel de atendimento.'),
    descricao: text('Descrição curta do serviço, mostrada no cartão e usada na busca.'),
    tags: { type: 'array', description: 'Palavras usadas na busca de serviços.', items: text('Uma palavra de busca.') },
    sinonimos: {
      type: 'array',
      description: 'Palavras e expressões que os usuários usam para este serviço e que a árvore não usa (internet, wi-fi, rede; senha, login, acesso): a busca de serviços as considera. Sem repetições (maiúsculas e acentos não contam).',
      items: nonBlank('Um sinônimo.'),
    },
    geral: {
      type: 'boolean',
      description: "Marca o serviço geral: quando a busca de serviços não encontra nada, o painel oferece 'Não encontrou o que procura? Abrir um chamado geral', que inicia esta árvore. Uma árvore por portal.",
    },
    inicial: screenName('Nome da primeira tela do atendimento.'),
    telas: {
      type: 'object',
      description: "Telas da árvore, por nome. '#final' é reservado e nunca é definido.",
      additionalProperties: { $ref: '#/$defs/tela' },
    },
  }, ['nome', 'inicial', 'telas']),
  $defs: defs,
};

