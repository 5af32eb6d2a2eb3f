/** The English diagnostic catalog. */
import type { ValueType } from '../diagnostic-codes';
import type { DiagnosticCatalog } from './catalog-types';
import { didYouMean, joined, knownNames, MAX_NAMES_LISTED, quoted } from './words';

const ask = (name: string): string => `; did you mean ${name}?`;
const maybe = (text: string, suggestion?: string): string => didYouMean(text, suggestion, ask);
const always = (result: boolean): string => (result ? 'true' : 'false');

const TYPE_NAMES: Record<string, string> = {
  string: 'a text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'a map (key: value)',
  array: 'a list',
  null: 'empty',
};

const VALUE_TYPES: Record<ValueType, string> = {
  string: 'a text',
  number: 'a number',
  boolean: 'a boolean',
  list: 'a list',
  option: 'a select option (compare field.valor or field.texto)',
};

/** The English diagnostic catalog. @example en.texts.missingKey({ key: 'pergunta' }) // 'the required key "pergunta" is missing.' */
export const en: DiagnosticCatalog = {
  texts: {
    notText: () => 'The tree must be sent as YAML text.',
    tooLarge: ({ max }) => `The file exceeds the limit of ${max} bytes.`,
    empty: () => 'The file is empty: a tree needs nome, inicial and telas.',
    notAMap: () => 'The document must be a YAML map with the keys nome, inicial and telas.',
    aliasRefused: () => 'YAML aliases (*name) are not accepted in trees: repeat the content instead of referring to it.',
    mergeKeyRefused: () => 'YAML merge keys (<<) are not accepted in trees: write the keys out in full.',
    keyNotText: () => 'YAML keys must be texts: an empty or null key (~, null), a list or a map is not accepted.',
    tooDeep: ({ max }) => `exceeds the limit of ${max} levels of nesting (conditions, lists or maps inside one another).`,
    duplicateKey: ({ key }) => `the key ${quoted(key)} appears more than once in this map.`,
    yamlSyntax: ({ yamlCode }) => `YAML syntax error: ${yamlText(yamlCode) ?? 'the text is not valid YAML.'}`,
    yamlWarning: ({ yamlCode }) => `YAML warning: ${yamlText(yamlCode) ?? 'unusual YAML construct.'}`,
    internal: () => 'The tree could not be verified: internal error of the verifier.',

    missingKey: ({ key }) => `the required key ${quoted(key)} is missing.`,
    unknownKey: ({ key, allowed, suggestion }) =>
      suggestion !== undefined || allowed.length === 0
        ? maybe(`the key ${quoted(key)} is not allowed here.`, suggestion)
        : `the key ${quoted(key)} is not allowed here; the allowed keys are: ${joined(allowed, MAX_NAMES_LISTED)}.`,
    wrongType: ({ types }) => `must be ${types.map((t) => TYPE_NAMES[t] ?? t).join(' or ')}.`,
    notOneOf: ({ value, allowed, suggestion }) =>
      suggestion === undefined ? `${quoted(value)} is not valid; use one of: ${joined(allowed)}.` : maybe(`${quoted(value)} is not valid.`, suggestion),
    unknownKind: ({ value, allowed, suggestion }) =>
      suggestion === undefined ? `the kind ${quoted(value)} does not exist; use one of: ${joined(allowed)}.` : maybe(`the kind ${quoted(value)} does not exist.`, suggestion),
    tooSmall: ({ limit }) => `must be greater than or equal to ${limit}.`,
    notPositive: () => 'must be greater than zero.',
    blank: () => 'cannot be blank.',
    selectOptionsShape: () => 'the options must be a list of { texto, valor }, or { chave: list-name } for a data-hub list.',
    invalid: ({ keyword }) => `invalid value (rule ${keyword}).`,

    missingScreen: ({ name, suggestion }) => maybe(`the screen ${quoted(name)} does not exist.`, suggestion),
    finalDefined: () => 'the name "#final" is reserved for the final screen and cannot be defined.',
    unreachable: ({ initial }) => `the screen cannot be reached from the initial screen ${quoted(initial)}.`,
    cannotFinish: () => 'there is no path from this screen to "#final": the walk never ends.',
    deadFlow: ({ unconditional }) => `this flow is never used: flow ${unconditional} has no condition and is always chosen first.`,
    sameFlowCondition: ({ earlier }) => `this flow is never used: flow ${earlier} has the same condition and is chosen first.`,
    singleOption: () => 'the options screen has a single option: the user has nothing to choose.',
    sameTargetOptions: ({ target }) => `every option leads to the screen ${quoted(target)}: the choice does not change the path.`,
    noOptions: () => 'the options screen has no options.',
    noFields: () => 'the form has no fields.',
    emptyMask: () => 'the mask is empty.',
    minAboveMax: ({ min, max }) => `the minimum (${min}) is greater than the maximum (${max}).`,
    fileAboveTotal: ({ perFile, total }) => `the maximum size per file (${perFile} MB) is greater than the total allowed (${total} MB).`,
    maskNeverFits: ({ mask, format }) =>
      `the mask ${quoted(mask)} requires characters that the validator "simples" with formato ${format} refuses: the field can never be filled in.`,
    tutorialScheme: () => 'the address must start with https:// or http://; other schemes (javascript:, data:…) and relative addresses are not accepted.',
    youtubeVideo: () => 'a youtube tutorial must point at a video (a link with watch?v=, youtu.be/, embed/ or shorts/), not at a channel or a search.',
    youtubeHost: ({ host }) => `a youtube tutorial must point at YouTube (youtube.com, youtu.be or youtube-nocookie.com), not at ${quoted(host)}.`,
    faqLocation: ({ hosts }) =>
      `an otrs tutorial must point at an article of the portal's FAQ (/api/faq/{number})${hosts.length > 0 ? ` or at one of these servers: ${joined(hosts)}` : ''}.`,
    faqTemplate: ({ template }) => `an faq tutorial must point at an article at the address ${quoted(template)}, with the article's number in place of {id}.`,
    faqNotConfigured: () => "an faq tutorial needs the address of the institution's FAQ (the faqUrlTemplate option; in the CLI, faq.urlTemplate in chamados-tree.config.json); for the portal's FAQ, use fonte: otrs.",
    modelScheme: () => 'the address of the model file must start with https:// or http://.',
    checkboxFieldMapping: () => "the mapeamento of a caixaDeChecagem goes in each option, which gets 'Yes' or 'No'; the field's own is ignored.",
    tableFieldKind: ({ kind }) => `a table only accepts caixaDeTexto or caixaDeSelecao fields, not ${kind}.`,
    duplicateOption: ({ key, value, proposed }) =>
      `another option already has ${key} ${quoted(value)}${proposed === undefined ? '.' : `; change it to ${quoted(proposed)}, for example.`}`,
    duplicateSynonym: ({ synonym, first }) => `the synonym ${quoted(synonym)} repeats ${quoted(first)} (case and accents do not count in the search).`,
    invalidClass: ({ value, suggestion }) => maybe(`${quoted(value)} is not a valid class for an operand.`, suggestion),
    invalidComparator: ({ value, suggestion }) => maybe(`${quoted(value)} is not a valid comparator.`, suggestion),
    invalidOperator: ({ value, suggestion }) => maybe(`the operator ${quoted(value)} is not valid.`, suggestion),
    nullConditions: () => 'the condicoes key cannot be null.',
    emptyConditions: () => 'the condicoes key cannot be empty.',
    notExtraConditions: () => 'the not operator uses only the first condition; the others are ignored.',
    constantMismatch: ({ value, classe }) => `the value ${quoted(value)} does not fit the class ${classe}.`,
    strictMismatch: ({ comparator, left, right }) =>
      `comparing ${VALUE_TYPES[left]} with ${VALUE_TYPES[right]} using "${comparator}" is always ${always(comparator === '!=')}, as equality is strict.`,
    selfComparison: ({ result }) => `the condition compares an operand with itself and is always ${always(result)}.`,
    constantComparison: ({ result }) => `the condition compares two fixed values and is always ${always(result)}.`,
    noSuchOption: ({ field, key, value, comparator, suggestion }) =>
      maybe(`no option of the field ${quoted(field)} has ${key} ${quoted(value)}, so "${comparator}" is always ${always(comparator !== '=')}.`, suggestion),
    overwrittenAssignment: ({ property, later }) =>
      `the property ${quoted(property)} is overwritten by assignment ${later} before it is read: this assignment has no effect.`,
    unknownVariable: ({ field, suggestion }) => maybe(`the field ${quoted(field)} does not exist in any form of the tree.`, suggestion),
    variableNotOnEveryPath: ({ field }) => `the field ${quoted(field)} is not filled in on every path to this screen; the value may be missing.`,
    unknownPlaceholder: ({ name, suggestion }) =>
      maybe(`\${${name}} names no field or property and will stay in the text as it is.`, suggestion === undefined ? undefined : `\${${suggestion}}`),
    unknownList: ({ name, known, suggestion }) =>
      suggestion === undefined
        ? `the list ${quoted(name)} does not exist in the data hub; ${knownNames('the lists that exist', 'it has no lists', known)}.`
        : maybe(`the list ${quoted(name)} does not exist in the data hub.`, suggestion),
    unknownMap: ({ name, known, suggestion }) =>
      suggestion === undefined
        ? `the map ${quoted(name)} does not exist in the data hub; ${knownNames('the maps that exist', 'it has no maps', known)}.`
        : maybe(`the map ${quoted(name)} does not exist in the data hub.`, suggestion),
    placeholderNotOnEveryPath: ({ name, field }) =>
      `the field ${quoted(field)}, used in \${${name}}, is not filled in on every path to this screen; the ticket may keep the text "\${${name}}".`,
  },
  yamlErrors: {
    ALIAS_PROPS: 'an alias cannot have an anchor or a tag.',
    BAD_ALIAS: 'invalid alias.',
    BAD_DIRECTIVE: 'invalid YAML directive.',
    BAD_DQ_ESCAPE: 'invalid escape sequence inside double quotes.',
    BAD_INDENT: 'wrong indentation, or a bracket or brace left open.',
    BAD_PROP_ORDER: 'anchors and tags must come before the value.',
    BAD_SCALAR_START: 'a value cannot start with this character; use quotes.',
    BLOCK_AS_IMPLICIT_KEY: 'a key cannot be a block.',
    BLOCK_IN_FLOW: 'a block cannot be inside [ ] or { }.',
    DUPLICATE_KEY: 'duplicate key.',
    IMPOSSIBLE: 'structure that cannot be read.',
    KEY_OVER_1024_CHARS: 'a key cannot be longer than 1024 characters.',
    MISSING_CHAR: 'a character is missing (closing quote, bracket or brace).',
    MULTILINE_IMPLICIT_KEY: 'a key cannot span more than one line.',
    MULTIPLE_ANCHORS: 'a value can have only one anchor.',
    MULTIPLE_DOCS: 'the file must hold a single document (no "---" in the middle).',
    MULTIPLE_TAGS: 'a value can have only one tag.',
    NON_STRING_KEY: 'keys must be texts.',
    TAB_AS_INDENT: 'do not indent with tabs; use spaces.',
    TAG_RESOLVE_FAILED: 'unknown YAML tag.',
    UNEXPECTED_TOKEN: 'unexpected content at this position.',
    RESOURCE_EXHAUSTION: 'the text is nested too deeply.',
    BAD_COLLECTION_TYPE: 'collection type does not match the tag.',
  },
  place: {
    tree: 'Tree',
    screen: (name) => `Screen "${name}"`,
    field: (name) => `field "${name}"`,
    option: (name) => `option "${name}"`,
    numbered: {
      validadores: (n) => `validator ${n}`,
      fluxos: (n) => `flow ${n}`,
      atribuicoes: (n) => `assignment ${n}`,
      condicoes: (n) => `subcondition ${n}`,
      tags: (n) => `tag ${n}`,
      extensoes: (n) => `extension ${n}`,
      sinonimos: (n) => `synonym ${n}`,
      opcoes: (n) => `option ${n}`,
      item: (n) => `item ${n}`,
    },
    single: { condicao: 'condition', operando: 'operand', operando1: 'operand 1', operando2: 'operand 2' },
    defaultValue: 'default value',
    key: (key) => `key "${key}"`,
  },
};

function yamlText(code: string): string | undefined {
  return Object.hasOwn(en.yamlErrors, code) ? en.yamlErrors[code as keyof typeof en.yamlErrors] : undefined;
}
