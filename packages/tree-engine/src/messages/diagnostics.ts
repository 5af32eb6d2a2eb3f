/**
 * Every Portuguese text a tree diagnostic can carry, once (ARCHITECTURE.md §7: typos of the spec
 * corrected). Checks pass the place through `atPlace`; these functions give only the finding.
 */

const quoted = (value: unknown): string => JSON.stringify(value) ?? String(value);
const list = (values: readonly string[]): string => values.join(', ');

// A data hub may hold many names; a message lists the first few, like a did-you-mean would.
const MAX_NAMES_LISTED = 12;
const knownNames = (lead: string, none: string, names: readonly string[]): string =>
  names.length === 0 ? none : `${lead}: ${list(names.slice(0, MAX_NAMES_LISTED))}${names.length > MAX_NAMES_LISTED ? '…' : ''}`;

/**
 * Ends a finding with a proposed name: 'a chave "rotluo" não é permitida aqui; você quis dizer
 * "rotulo"?'. Without a suggestion the text is unchanged.
 * @example didYouMean('a tela "descrevaa" não existe.', 'descreva') // 'a tela "descrevaa" não existe; você quis dizer "descreva"?'
 */
export function didYouMean(text: string, suggestion?: string): string {
  return suggestion === undefined ? text : `${text.replace(/\.$/, '')}; você quis dizer ${quoted(suggestion)}?`;
}

/** Texts about the YAML document itself, before any tree shape is known. @example documentMessages.empty() */
export const documentMessages = {
  /** @example documentMessages.notText() */
  notText: () => 'A árvore deve ser enviada como texto YAML.',
  /** @example documentMessages.tooLarge(1_048_576) */
  tooLarge: (max: number) => `O arquivo passa do limite de ${max} bytes.`,
  /** @example documentMessages.empty() */
  empty: () => 'O arquivo está vazio: uma árvore precisa de nome, inicial e telas.',
  /** @example documentMessages.notAMap() */
  notAMap: () => 'O documento deve ser um mapa YAML com as chaves nome, inicial e telas.',
  /** @example documentMessages.aliasRefused() */
  aliasRefused: () =>
    'Aliases YAML (*nome) não são aceitos em árvores: repita o conteúdo em vez de referenciá-lo.',
  /** @example documentMessages.mergeKeyRefused() */
  mergeKeyRefused: () =>
    'Chaves de mesclagem YAML (<<) não são aceitas em árvores: escreva as chaves por extenso.',
  /** @example documentMessages.keyNotText() */
  keyNotText: () =>
    'Chaves YAML devem ser textos: uma chave vazia, nula (~, null), lista ou mapa não é aceita.',
  /** @example documentMessages.tooDeep(100) */
  tooDeep: (max: number) => `passa do limite de ${max} níveis de aninhamento (condições, listas ou mapas uns dentro dos outros).`,
  /** @example documentMessages.duplicateKey('eduroam') */
  duplicateKey: (key: string) => `a chave ${quoted(key)} aparece mais de uma vez neste mapa.`,
  /** @example documentMessages.yamlSyntax('TAB_AS_INDENT') */
  yamlSyntax: (code: string) => `Erro de sintaxe YAML: ${YAML_ERRORS[code] ?? 'o texto não é YAML válido.'}`,
  /** @example documentMessages.yamlWarning('TAG_RESOLVE_FAILED') */
  yamlWarning: (code: string) => `Aviso de YAML: ${YAML_ERRORS[code] ?? 'construção YAML incomum.'}`,
  /** @example documentMessages.internal() */
  internal: () => 'Não foi possível verificar a árvore: erro interno do verificador.',
};

/** The yaml package's error codes, in Portuguese. */
const YAML_ERRORS: Record<string, string> = {
  ALIAS_PROPS: 'um alias não pode ter âncora nem etiqueta.',
  BAD_ALIAS: 'alias inválido.',
  BAD_DIRECTIVE: 'diretiva YAML inválida.',
  BAD_DQ_ESCAPE: 'sequência de escape inválida entre aspas duplas.',
  BAD_INDENT: 'indentação incorreta ou colchete/chave sem fechamento.',
  BAD_PROP_ORDER: 'âncoras e etiquetas devem vir antes do valor.',
  BAD_SCALAR_START: 'um valor não pode começar com este caractere; use aspas.',
  BLOCK_AS_IMPLICIT_KEY: 'uma chave não pode ser um bloco.',
  BLOCK_IN_FLOW: 'um bloco não pode estar dentro de [ ] ou { }.',
  DUPLICATE_KEY: 'chave duplicada.',
  IMPOSSIBLE: 'estrutura impossível de interpretar.',
  KEY_OVER_1024_CHARS: 'uma chave não pode ter mais de 1024 caracteres.',
  MISSING_CHAR: 'falta um caractere (aspas, colchete ou chave de fechamento).',
  MULTILINE_IMPLICIT_KEY: 'uma chave não pode ocupar mais de uma linha.',
  MULTIPLE_ANCHORS: 'um valor só pode ter uma âncora.',
  MULTIPLE_DOCS: 'o arquivo deve conter um único documento (sem "---" no meio).',
  MULTIPLE_TAGS: 'um valor só pode ter uma etiqueta.',
  NON_STRING_KEY: 'as chaves devem ser textos.',
  TAB_AS_INDENT: 'não use tabulação para indentar; use espaços.',
  TAG_RESOLVE_FAILED: 'etiqueta YAML desconhecida.',
  UNEXPECTED_TOKEN: 'conteúdo inesperado nesta posição.',
  RESOURCE_EXHAUSTION: 'o texto tem aninhamento profundo demais.',
  BAD_COLLECTION_TYPE: 'tipo de coleção incompatível com a etiqueta.',
};

/** JSON Schema findings, after the place. @example schemaMessages.required('tipo') */
export const schemaMessages = {
  /** @example schemaMessages.required('pergunta') */
  required: (key: string) => `falta a chave obrigatória ${quoted(key)}.`,
  /** @example schemaMessages.unknownKey('telasim') */
  unknownKey: (key: string, suggestion?: string) => didYouMean(`a chave ${quoted(key)} não é permitida aqui.`, suggestion),
  /** @example schemaMessages.wrongType(['string']) */
  wrongType: (types: readonly string[]) =>
    `deve ser ${types.map((t) => TYPE_NAMES[t] ?? t).join(' ou ')}.`,
  /** @example schemaMessages.notOneOf('vimeo', ['youtube', 'otrs', 'link']) */
  notOneOf: (value: unknown, allowed: readonly string[], suggestion?: string) =>
    suggestion === undefined ? `${quoted(value)} não é válido; use um destes: ${list(allowed)}.` : didYouMean(`${quoted(value)} não é válido.`, suggestion),
  /** @example schemaMessages.unknownKind('caixaDeTxto', ['caixaDeTexto', 'memorando'], 'caixaDeTexto') */
  unknownKind: (value: unknown, allowed: readonly string[], suggestion?: string) =>
    suggestion === undefined ? `o tipo ${quoted(value)} não existe; use um destes: ${list(allowed)}.` : didYouMean(`o tipo ${quoted(value)} não existe.`, suggestion),
  /** @example schemaMessages.tooSmall(0) */
  tooSmall: (limit: number) => `deve ser maior ou igual a ${limit}.`,
  /** @example schemaMessages.notPositive() */
  notPositive: () => 'deve ser maior que zero.',
  /** @example schemaMessages.blank() */
  blank: () => 'não pode ficar em branco.',
  /** @example schemaMessages.selectOptionsShape() */
  selectOptionsShape: () =>
    'as opções devem ser uma lista de { texto, valor } ou { chave: nome-da-lista } para uma lista dinâmica.',
  /** @example schemaMessages.invalid('pattern') */
  invalid: (keyword: string) => `valor inválido (regra ${keyword}).`,
};

const TYPE_NAMES: Record<string, string> = {
  string: 'um texto',
  number: 'um número',
  integer: 'um número inteiro',
  boolean: 'true ou false',
  object: 'um mapa (chave: valor)',
  array: 'uma lista',
  null: 'vazio',
};

/** Semantic findings of the verifier, after the place. @example verifyMessages.missingScreen('descreva') */
export const verifyMessages = {
  /** @example verifyMessages.missingScreen('descreva') */
  missingScreen: (name: string, suggestion?: string) => didYouMean(`a tela ${quoted(name)} não existe.`, suggestion),
  /** @example verifyMessages.finalDefined() */
  finalDefined: () => 'o nome "#final" é reservado para a tela final e não pode ser definido.',
  /** @example verifyMessages.unreachable('qual-rede') */
  unreachable: (initial: string) => `a tela não é alcançada a partir da tela inicial ${quoted(initial)}.`,
  /** @example verifyMessages.cannotFinish() */
  cannotFinish: () => 'não há caminho desta tela até "#final": o atendimento nunca termina.',
  /** @example verifyMessages.deadFlow(2) */
  deadFlow: (unconditional: number) =>
    `este fluxo nunca é usado: o fluxo ${unconditional} não tem condição e sempre é escolhido antes.`,
  /** @example verifyMessages.sameFlowCondition(1) */
  sameFlowCondition: (earlier: number) =>
    `este fluxo nunca é usado: o fluxo ${earlier} tem a mesma condição e é escolhido antes.`,
  /** @example verifyMessages.singleOption() */
  singleOption: () => 'a tela de opções tem uma só opção: o usuário não tem o que escolher.',
  /** @example verifyMessages.sameTargetOptions('descreva') */
  sameTargetOptions: (target: string) => `todas as opções levam à tela ${quoted(target)}: a escolha não muda o caminho.`,
  /** @example verifyMessages.noOptions() */
  noOptions: () => 'a tela de opções não tem nenhuma opção.',
  /** @example verifyMessages.noFields() */
  noFields: () => 'o formulário não tem nenhum campo.',
  /** @example verifyMessages.emptyMask() */
  emptyMask: () => 'a máscara está vazia.',
  /** @example verifyMessages.minAboveMax(5, 2) */
  minAboveMax: (min: number, max: number) => `o mínimo (${min}) é maior que o máximo (${max}).`,
  /** @example verifyMessages.fileAboveTotal(10, 5) */
  fileAboveTotal: (perFile: number, total: number) =>
    `o tamanho máximo por arquivo (${perFile} MB) é maior que o total permitido (${total} MB).`,
  /** @example verifyMessages.maskNeverFits('(##) ####', 'int') */
  maskNeverFits: (mask: string, format: 'int' | 'double') =>
    `a máscara ${quoted(mask)} exige caracteres que o validador simples ${format} recusa: o campo nunca pode ser preenchido.`,
  /** @example verifyMessages.tutorialScheme() */
  tutorialScheme: () =>
    'o endereço deve começar com https:// ou http://; outros esquemas (javascript:, data:…) e endereços relativos não são aceitos.',
  /** @example verifyMessages.youtubeVideo() */
  youtubeVideo: () =>
    'um tutorial youtube deve apontar para um vídeo (um link com watch?v=, youtu.be/, embed/ ou shorts/), não para um canal ou uma busca.',
  /** @example verifyMessages.youtubeHost('vimeo.com') */
  youtubeHost: (host: string) =>
    `um tutorial youtube deve apontar para o YouTube (youtube.com, youtu.be ou youtube-nocookie.com), não para ${quoted(host)}.`,
  /** @example verifyMessages.faqLocation(['faq.ufv.br']) */
  faqLocation: (allowedHosts: readonly string[]) =>
    `um tutorial otrs deve apontar para um artigo da FAQ do portal (/api/faq/{número})${allowedHosts.length > 0 ? ` ou para um destes servidores: ${list(allowedHosts)}` : ''}.`,
  /** @example verifyMessages.modelScheme() */
  modelScheme: () => 'o endereço do modelo deve começar com https:// ou http://.',
  /** @example verifyMessages.tableFieldKind('anexo', 'caixaDeAnexo') */
  tableFieldKind: (kind: string) =>
    `uma tabela só aceita campos caixaDeTexto ou caixaDeSelecao, não ${kind}.`,
  /** @example verifyMessages.duplicateOption('valor', 'sim') */
  duplicateOption: (key: 'texto' | 'valor', value: string) =>
    `outra opção já tem ${key} ${quoted(value)}.`,
  /** @example verifyMessages.invalidClass('float') */
  invalidClass: (classe: unknown, suggestion?: string) =>
    didYouMean(`${String(classe)} não é um valor válido para a classe de um operando.`, suggestion),
  /** @example verifyMessages.invalidComparator('==', '=') */
  invalidComparator: (comparator: unknown, suggestion?: string) => didYouMean(`${String(comparator)} inválido.`, suggestion),
  /** @example verifyMessages.invalidOperator('AND', 'and') */
  invalidOperator: (operator: unknown, suggestion?: string) => didYouMean(`O operador ${String(operator)} não é válido.`, suggestion),
  /** @example verifyMessages.nullConditions() */
  nullConditions: () => 'O campo condições não pode ser nulo.',
  /** @example verifyMessages.emptyConditions() */
  emptyConditions: () => 'O campo condições não pode ser vazio.',
  /** @example verifyMessages.notExtraConditions() */
  notExtraConditions: () => 'o operador not usa só a primeira condição; as demais são ignoradas.',
  /** @example verifyMessages.constantMismatch('dez', 'int') */
  constantMismatch: (value: unknown, classe: string) =>
    `o valor ${quoted(value)} não é compatível com a classe ${classe}.`,
  /** @example verifyMessages.strictMismatch('=', 'um texto', 'um número') */
  strictMismatch: (comparator: string, left: string, right: string) =>
    `comparar ${left} com ${right} usando "${comparator}" dá sempre ${comparator === '!=' ? 'verdadeiro' : 'falso'}, pois a igualdade é estrita.`,
  /** @example verifyMessages.selfComparison(true) */
  selfComparison: (result: boolean) => `a condição compara um operando com ele mesmo e dá sempre ${result ? 'verdadeiro' : 'falso'}.`,
  /** @example verifyMessages.constantComparison(false) */
  constantComparison: (result: boolean) => `a condição compara dois valores fixos e dá sempre ${result ? 'verdadeiro' : 'falso'}.`,
  /** @example verifyMessages.noSuchOption('licenca', 'valor', 'adquirr', '=', 'adquirir') */
  noSuchOption: (field: string, key: 'valor' | 'texto', value: string, comparator: '=' | '!=', suggestion?: string) =>
    didYouMean(
      `nenhuma opção do campo ${quoted(field)} tem ${key} ${quoted(value)}, então "${comparator}" dá sempre ${comparator === '=' ? 'falso' : 'verdadeiro'}.`,
      suggestion,
    ),
  /** @example verifyMessages.overwrittenAssignment('fila', 3) */
  overwrittenAssignment: (property: string, later: number) =>
    `a propriedade ${quoted(property)} é sobrescrita pela atribuição ${later} antes de ser lida: esta atribuição não tem efeito.`,
  /** @example verifyMessages.unknownVariable('predo', 'predio') */
  unknownVariable: (field: string, suggestion?: string) =>
    didYouMean(`o campo ${quoted(field)} não existe em nenhum formulário da árvore.`, suggestion),
  /** @example verifyMessages.variableNotOnEveryPath('predio') */
  variableNotOnEveryPath: (field: string) =>
    `o campo ${quoted(field)} não é preenchido em todos os caminhos até esta tela; o valor pode faltar.`,
  /** @example verifyMessages.unknownPlaceholder('predo', 'predio') */
  unknownPlaceholder: (name: string, suggestion?: string) =>
    didYouMean(
      `\${${name}} não corresponde a nenhum campo nem propriedade e ficará no texto como está.`,
      suggestion === undefined ? undefined : `\${${suggestion}}`,
    ),
  /** @example verifyMessages.unknownList('predio', ['campi', 'predios'], 'predios') */
  unknownList: (name: string, known: readonly string[], suggestion?: string) =>
    suggestion === undefined
      ? `a lista ${quoted(name)} não existe no data hub; ${knownNames('as listas que existem', 'ele não tem nenhuma lista', known)}.`
      : didYouMean(`a lista ${quoted(name)} não existe no data hub.`, suggestion),
  /** @example verifyMessages.unknownMap('fila-predio', ['fila-por-predio'], 'fila-por-predio') */
  unknownMap: (name: string, known: readonly string[], suggestion?: string) =>
    suggestion === undefined
      ? `o mapa ${quoted(name)} não existe no data hub; ${knownNames('os mapas que existem', 'ele não tem nenhum mapa', known)}.`
      : didYouMean(`o mapa ${quoted(name)} não existe no data hub.`, suggestion),
  /** @example verifyMessages.placeholderNotOnEveryPath('predio', 'predio') */
  placeholderNotOnEveryPath: (name: string, field: string) =>
    `o campo ${quoted(field)}, usado em \${${name}}, não é preenchido em todos os caminhos até esta tela; o chamado pode ficar com o texto "\${${name}}".`,
};

/** Names of static types in comparison warnings. @example staticTypeNames.number // 'um número' */
export const staticTypeNames = {
  string: 'um texto',
  number: 'um número',
  boolean: 'um booleano',
  list: 'uma lista',
  option: 'uma opção de seleção (compare campo.valor ou campo.texto)',
} as const;
