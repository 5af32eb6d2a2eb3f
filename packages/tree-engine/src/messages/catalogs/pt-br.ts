/**
 * The Portuguese (pt-BR) diagnostic catalog: the default, and the texts the Chamados portal shows.
 * The spec's typos are corrected on purpose (ARCHITECTURE.md §7).
 */
import type { ValueType } from '../diagnostic-codes';
import type { DiagnosticCatalog } from './catalog-types';
import { didYouMean, joined, knownNames, MAX_NAMES_LISTED, quoted } from './words';

const ask = (name: string): string => `; você quis dizer ${name}?`;
const maybe = (text: string, suggestion?: string): string => didYouMean(text, suggestion, ask);
const always = (result: boolean): string => (result ? 'verdadeiro' : 'falso');

const TYPE_NAMES: Record<string, string> = {
  string: 'um texto',
  number: 'um número',
  integer: 'um número inteiro',
  boolean: 'true ou false',
  object: 'um mapa (chave: valor)',
  array: 'uma lista',
  null: 'vazio',
};

/** Names of static types in comparison warnings. */
export const valueTypeNames: Record<ValueType, string> = {
  string: 'um texto',
  number: 'um número',
  boolean: 'um booleano',
  list: 'uma lista',
  option: 'uma opção de seleção (compare campo.valor ou campo.texto)',
};

/** The pt-BR diagnostic catalog. @example ptBR.texts.missingKey({ key: 'pergunta' }) // 'falta a chave obrigatória "pergunta".' */
export const ptBR: DiagnosticCatalog = {
  texts: {
    notText: () => 'A árvore deve ser enviada como texto YAML.',
    tooLarge: ({ max }) => `O arquivo passa do limite de ${max} bytes.`,
    empty: () => 'O arquivo está vazio: uma árvore precisa de nome, inicial e telas.',
    notAMap: () => 'O documento deve ser um mapa YAML com as chaves nome, inicial e telas.',
    aliasRefused: () => 'Aliases YAML (*nome) não são aceitos em árvores: repita o conteúdo em vez de referenciá-lo.',
    mergeKeyRefused: () => 'Chaves de mesclagem YAML (<<) não são aceitas em árvores: escreva as chaves por extenso.',
    keyNotText: () => 'Chaves YAML devem ser textos: uma chave vazia, nula (~, null), lista ou mapa não é aceita.',
    tooDeep: ({ max }) => `passa do limite de ${max} níveis de aninhamento (condições, listas ou mapas uns dentro dos outros).`,
    duplicateKey: ({ key }) => `a chave ${quoted(key)} aparece mais de uma vez neste mapa.`,
    yamlSyntax: ({ yamlCode }) => `Erro de sintaxe YAML: ${yamlText(yamlCode) ?? 'o texto não é YAML válido.'}`,
    yamlWarning: ({ yamlCode }) => `Aviso de YAML: ${yamlText(yamlCode) ?? 'construção YAML incomum.'}`,
    internal: () => 'Não foi possível verificar a árvore: erro interno do verificador.',

    missingKey: ({ key }) => `falta a chave obrigatória ${quoted(key)}.`,
    unknownKey: ({ key, allowed, suggestion }) =>
      suggestion !== undefined || allowed.length === 0
        ? maybe(`a chave ${quoted(key)} não é permitida aqui.`, suggestion)
        : `a chave ${quoted(key)} não é permitida aqui; as permitidas são: ${joined(allowed, MAX_NAMES_LISTED)}.`,
    wrongType: ({ types }) => `deve ser ${types.map((t) => TYPE_NAMES[t] ?? t).join(' ou ')}.`,
    notOneOf: ({ value, allowed, suggestion }) =>
      suggestion === undefined ? `${quoted(value)} não é válido; use um destes: ${joined(allowed)}.` : maybe(`${quoted(value)} não é válido.`, suggestion),
    unknownKind: ({ value, allowed, suggestion }) =>
      suggestion === undefined ? `o tipo ${quoted(value)} não existe; use um destes: ${joined(allowed)}.` : maybe(`o tipo ${quoted(value)} não existe.`, suggestion),
    tooSmall: ({ limit }) => `deve ser maior ou igual a ${limit}.`,
    notPositive: () => 'deve ser maior que zero.',
    blank: () => 'não pode ficar em branco.',
    selectOptionsShape: () => 'as opções devem ser uma lista de { texto, valor } ou { chave: nome-da-lista } para uma lista dinâmica.',
    invalid: ({ keyword }) => `valor inválido (regra ${keyword}).`,

    missingScreen: ({ name, suggestion }) => maybe(`a tela ${quoted(name)} não existe.`, suggestion),
    finalDefined: () => 'o nome "#final" é reservado para a tela final e não pode ser definido.',
    unreachable: ({ initial }) => `a tela não é alcançada a partir da tela inicial ${quoted(initial)}.`,
    cannotFinish: () => 'não há caminho desta tela até "#final": o atendimento nunca termina.',
    deadFlow: ({ unconditional }) => `este fluxo nunca é usado: o fluxo ${unconditional} não tem condição e sempre é escolhido antes.`,
    sameFlowCondition: ({ earlier }) => `este fluxo nunca é usado: o fluxo ${earlier} tem a mesma condição e é escolhido antes.`,
    singleOption: () => 'a tela de opções tem uma só opção: o usuário não tem o que escolher.',
    sameTargetOptions: ({ target }) => `todas as opções levam à tela ${quoted(target)}: a escolha não muda o caminho.`,
    noOptions: () => 'a tela de opções não tem nenhuma opção.',
    noFields: () => 'o formulário não tem nenhum campo.',
    emptyMask: () => 'a máscara está vazia.',
    minAboveMax: ({ min, max }) => `o mínimo (${min}) é maior que o máximo (${max}).`,
    fileAboveTotal: ({ perFile, total }) => `o tamanho máximo por arquivo (${perFile} MB) é maior que o total permitido (${total} MB).`,
    maskNeverFits: ({ mask, format }) =>
      `a máscara ${quoted(mask)} exige caracteres que o validador simples ${format} recusa: o campo nunca pode ser preenchido.`,
    tutorialScheme: () =>
      'o endereço deve começar com https:// ou http://; outros esquemas (javascript:, data:…) e endereços relativos não são aceitos.',
    youtubeVideo: () =>
      'um tutorial youtube deve apontar para um vídeo (um link com watch?v=, youtu.be/, embed/ ou shorts/), não para um canal ou uma busca.',
    youtubeHost: ({ host }) => `um tutorial youtube deve apontar para o YouTube (youtube.com, youtu.be ou youtube-nocookie.com), não para ${quoted(host)}.`,
    faqLocation: ({ hosts }) =>
      `um tutorial otrs deve apontar para um artigo da FAQ do portal (/api/faq/{número})${hosts.length > 0 ? ` ou para um destes servidores: ${joined(hosts)}` : ''}.`,
    faqTemplate: ({ template }) => `um tutorial faq deve apontar para um artigo no endereço ${quoted(template)}, com o número do artigo no lugar de {id}.`,
    faqNotConfigured: () => 'um tutorial faq precisa do endereço das FAQs da instituição (a opção faqUrlTemplate; na CLI, faq.urlTemplate em chamados-tree.config.json); para a FAQ do portal, use fonte: otrs.',
    modelScheme: () => 'o endereço do modelo deve começar com https:// ou http://.',
    checkboxFieldMapping: () => "o mapeamento de uma caixaDeChecagem fica em cada opção, que recebe 'Sim' ou 'Não'; o do campo é ignorado.",
    tableFieldKind: ({ kind }) => `uma tabela só aceita campos caixaDeTexto ou caixaDeSelecao, não ${kind}.`,
    duplicateOption: ({ key, value, proposed }) =>
      `outra opção já tem ${key} ${quoted(value)}${proposed === undefined ? '.' : `; troque por ${quoted(proposed)}, por exemplo.`}`,
    duplicateSynonym: ({ synonym, first }) =>
      `o sinônimo ${quoted(synonym)} repete ${quoted(first)} (maiúsculas e acentos não contam na busca).`,
    invalidClass: ({ value, suggestion }) => maybe(`${String(value)} não é um valor válido para a classe de um operando.`, suggestion),
    invalidComparator: ({ value, suggestion }) => maybe(`${String(value)} inválido.`, suggestion),
    invalidOperator: ({ value, suggestion }) => maybe(`O operador ${String(value)} não é válido.`, suggestion),
    nullConditions: () => 'O campo condições não pode ser nulo.',
    emptyConditions: () => 'O campo condições não pode ser vazio.',
    notExtraConditions: () => 'o operador not usa só a primeira condição; as demais são ignoradas.',
    constantMismatch: ({ value, classe }) => `o valor ${quoted(value)} não é compatível com a classe ${classe}.`,
    strictMismatch: ({ comparator, left, right }) =>
      `comparar ${valueTypeNames[left]} com ${valueTypeNames[right]} usando "${comparator}" dá sempre ${always(comparator === '!=')}, pois a igualdade é estrita.`,
    selfComparison: ({ result }) => `a condição compara um operando com ele mesmo e dá sempre ${always(result)}.`,
    constantComparison: ({ result }) => `a condição compara dois valores fixos e dá sempre ${always(result)}.`,
    noSuchOption: ({ field, key, value, comparator, suggestion }) =>
      maybe(`nenhuma opção do campo ${quoted(field)} tem ${key} ${quoted(value)}, então "${comparator}" dá sempre ${always(comparator !== '=')}.`, suggestion),
    overwrittenAssignment: ({ property, later }) =>
      `a propriedade ${quoted(property)} é sobrescrita pela atribuição ${later} antes de ser lida: esta atribuição não tem efeito.`,
    unknownVariable: ({ field, suggestion }) => maybe(`o campo ${quoted(field)} não existe em nenhum formulário da árvore.`, suggestion),
    variableNotOnEveryPath: ({ field }) => `o campo ${quoted(field)} não é preenchido em todos os caminhos até esta tela; o valor pode faltar.`,
    unknownPlaceholder: ({ name, suggestion }) =>
      maybe(`\${${name}} não corresponde a nenhum campo nem propriedade e ficará no texto como está.`, suggestion === undefined ? undefined : `\${${suggestion}}`),
    unknownList: ({ name, known, suggestion }) =>
      suggestion === undefined
        ? `a lista ${quoted(name)} não existe no data hub; ${knownNames('as listas que existem', 'ele não tem nenhuma lista', known)}.`
        : maybe(`a lista ${quoted(name)} não existe no data hub.`, suggestion),
    unknownMap: ({ name, known, suggestion }) =>
      suggestion === undefined
        ? `o mapa ${quoted(name)} não existe no data hub; ${knownNames('os mapas que existem', 'ele não tem nenhum mapa', known)}.`
        : maybe(`o mapa ${quoted(name)} não existe no data hub.`, suggestion),
    placeholderNotOnEveryPath: ({ name, field }) =>
      `o campo ${quoted(field)}, usado em \${${name}}, não é preenchido em todos os caminhos até esta tela; o chamado pode ficar com o texto "\${${name}}".`,
  },
  yamlErrors: {
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
  },
  place: {
    tree: 'Árvore',
    screen: (name) => `Tela "${name}"`,
    field: (name) => `campo "${name}"`,
    option: (name) => `opção "${name}"`,
    numbered: {
      validadores: (n) => `validador ${n}`,
      fluxos: (n) => `fluxo ${n}`,
      atribuicoes: (n) => `atribuição ${n}`,
      condicoes: (n) => `subcondição ${n}`,
      tags: (n) => `etiqueta ${n}`,
      extensoes: (n) => `extensão ${n}`,
      sinonimos: (n) => `sinônimo ${n}`,
      opcoes: (n) => `opção ${n}`,
      item: (n) => `item ${n}`,
    },
    single: { condicao: 'condição', operando: 'operando', operando1: 'operando 1', operando2: 'operando 2' },
    defaultValue: 'valor padrão',
    key: (key) => `chave "${key}"`,
  },
};

function yamlText(code: string): string | undefined {
  return Object.hasOwn(ptBR.yamlErrors, code) ? ptBR.yamlErrors[code as keyof typeof ptBR.yamlErrors] : undefined;
}
