/** The Spanish diagnostic catalog. */
import type { ValueType } from '../diagnostic-codes';
import type { DiagnosticCatalog } from './catalog-types';
import { didYouMean, joined, knownNames, MAX_NAMES_LISTED, quoted } from './words';

const ask = (name: string): string => `; ¿quiso decir ${name}?`;
const maybe = (text: string, suggestion?: string): string => didYouMean(text, suggestion, ask);
const always = (result: boolean): string => (result ? 'verdadero' : 'falso');

const TYPE_NAMES: Record<string, string> = {
  string: 'un texto',
  number: 'un número',
  integer: 'un número entero',
  boolean: 'true o false',
  object: 'un mapa (clave: valor)',
  array: 'una lista',
  null: 'vacío',
};

const VALUE_TYPES: Record<ValueType, string> = {
  string: 'un texto',
  number: 'un número',
  boolean: 'un booleano',
  list: 'una lista',
  option: 'una opción de selección (compare campo.valor o campo.texto)',
};

/** The Spanish diagnostic catalog. @example es.texts.missingKey({ key: 'pergunta' }) // 'falta la clave obligatoria "pergunta".' */
export const es: DiagnosticCatalog = {
  texts: {
    notText: () => 'El árbol debe enviarse como texto YAML.',
    tooLarge: ({ max }) => `El archivo supera el límite de ${max} bytes.`,
    empty: () => 'El archivo está vacío: un árbol necesita nome, inicial y telas.',
    notAMap: () => 'El documento debe ser un mapa YAML con las claves nome, inicial y telas.',
    aliasRefused: () => 'Los alias YAML (*nombre) no se aceptan en los árboles: repita el contenido en lugar de referenciarlo.',
    mergeKeyRefused: () => 'Las claves de combinación YAML (<<) no se aceptan en los árboles: escriba las claves completas.',
    keyNotText: () => 'Las claves YAML deben ser textos: no se acepta una clave vacía, nula (~, null), una lista ni un mapa.',
    tooDeep: ({ max }) => `supera el límite de ${max} niveles de anidamiento (condiciones, listas o mapas unos dentro de otros).`,
    duplicateKey: ({ key }) => `la clave ${quoted(key)} aparece más de una vez en este mapa.`,
    yamlSyntax: ({ yamlCode }) => `Error de sintaxis YAML: ${yamlText(yamlCode) ?? 'el texto no es YAML válido.'}`,
    yamlWarning: ({ yamlCode }) => `Aviso de YAML: ${yamlText(yamlCode) ?? 'construcción YAML inusual.'}`,
    internal: () => 'No se pudo verificar el árbol: error interno del verificador.',

    missingKey: ({ key }) => `falta la clave obligatoria ${quoted(key)}.`,
    unknownKey: ({ key, allowed, suggestion }) =>
      suggestion !== undefined || allowed.length === 0
        ? maybe(`la clave ${quoted(key)} no está permitida aquí.`, suggestion)
        : `la clave ${quoted(key)} no está permitida aquí; las permitidas son: ${joined(allowed, MAX_NAMES_LISTED)}.`,
    wrongType: ({ types }) => `debe ser ${types.map((t) => TYPE_NAMES[t] ?? t).join(' o ')}.`,
    notOneOf: ({ value, allowed, suggestion }) =>
      suggestion === undefined ? `${quoted(value)} no es válido; use uno de estos: ${joined(allowed)}.` : maybe(`${quoted(value)} no es válido.`, suggestion),
    unknownKind: ({ value, allowed, suggestion }) =>
      suggestion === undefined ? `el tipo ${quoted(value)} no existe; use uno de estos: ${joined(allowed)}.` : maybe(`el tipo ${quoted(value)} no existe.`, suggestion),
    tooSmall: ({ limit }) => `debe ser mayor o igual que ${limit}.`,
    notPositive: () => 'debe ser mayor que cero.',
    blank: () => 'no puede quedar en blanco.',
    selectOptionsShape: () => 'las opciones deben ser una lista de { texto, valor } o { chave: nombre-de-la-lista } para una lista del data hub.',
    invalid: ({ keyword }) => `valor no válido (regla ${keyword}).`,

    missingScreen: ({ name, suggestion }) => maybe(`la pantalla ${quoted(name)} no existe.`, suggestion),
    finalDefined: () => 'el nombre "#final" está reservado para la pantalla final y no puede definirse.',
    unreachable: ({ initial }) => `no se llega a la pantalla desde la pantalla inicial ${quoted(initial)}.`,
    cannotFinish: () => 'no hay camino desde esta pantalla hasta "#final": la atención nunca termina.',
    deadFlow: ({ unconditional }) => `este flujo nunca se usa: el flujo ${unconditional} no tiene condición y siempre se elige antes.`,
    sameFlowCondition: ({ earlier }) => `este flujo nunca se usa: el flujo ${earlier} tiene la misma condición y se elige antes.`,
    singleOption: () => 'la pantalla de opciones tiene una sola opción: el usuario no tiene nada que elegir.',
    sameTargetOptions: ({ target }) => `todas las opciones llevan a la pantalla ${quoted(target)}: la elección no cambia el camino.`,
    noOptions: () => 'la pantalla de opciones no tiene ninguna opción.',
    noFields: () => 'el formulario no tiene ningún campo.',
    emptyMask: () => 'la máscara está vacía.',
    minAboveMax: ({ min, max }) => `el mínimo (${min}) es mayor que el máximo (${max}).`,
    fileAboveTotal: ({ perFile, total }) => `el tamaño máximo por archivo (${perFile} MB) es mayor que el total permitido (${total} MB).`,
    maskNeverFits: ({ mask, format }) =>
      `la máscara ${quoted(mask)} exige caracteres que el validador "simples" con formato ${format} rechaza: el campo nunca puede completarse.`,
    tutorialScheme: () => 'la dirección debe empezar con https:// o http://; no se aceptan otros esquemas (javascript:, data:…) ni direcciones relativas.',
    youtubeVideo: () => 'un tutorial youtube debe apuntar a un video (un enlace con watch?v=, youtu.be/, embed/ o shorts/), no a un canal ni a una búsqueda.',
    youtubeHost: ({ host }) => `un tutorial youtube debe apuntar a YouTube (youtube.com, youtu.be o youtube-nocookie.com), no a ${quoted(host)}.`,
    faqLocation: ({ hosts }) =>
      `un tutorial otrs debe apuntar a un artículo de las preguntas frecuentes del portal (/api/faq/{número})${hosts.length > 0 ? ` o a uno de estos servidores: ${joined(hosts)}` : ''}.`,
    faqTemplate: ({ template }) => `un tutorial faq debe apuntar a un artículo en la dirección ${quoted(template)}, con el número del artículo en lugar de {id}.`,
    faqNotConfigured: () => 'un tutorial faq necesita la dirección de las preguntas frecuentes de la institución (la opción faqUrlTemplate; en la CLI, faq.urlTemplate en chamados-tree.config.json); para las del portal, use fonte: otrs.',
    modelScheme: () => 'la dirección del archivo modelo debe empezar con https:// o http://.',
    checkboxFieldMapping: () => "el mapeamento de una caixaDeChecagem va en cada opción, que recibe 'Sí' o 'No'; el del campo se ignora.",
    tableFieldKind: ({ kind }) => `una tabla solo acepta campos caixaDeTexto o caixaDeSelecao, no ${kind}.`,
    duplicateOption: ({ key, value, proposed }) =>
      `otra opción ya tiene ${key} ${quoted(value)}${proposed === undefined ? '.' : `; cámbielo por ${quoted(proposed)}, por ejemplo.`}`,
    duplicateSynonym: ({ synonym, first }) => `el sinónimo ${quoted(synonym)} repite ${quoted(first)} (mayúsculas y acentos no cuentan en la búsqueda).`,
    invalidClass: ({ value, suggestion }) => maybe(`${quoted(value)} no es una clase válida para un operando.`, suggestion),
    invalidComparator: ({ value, suggestion }) => maybe(`${quoted(value)} no es un comparador válido.`, suggestion),
    invalidOperator: ({ value, suggestion }) => maybe(`el operador ${quoted(value)} no es válido.`, suggestion),
    nullConditions: () => 'la clave condicoes no puede ser nula.',
    emptyConditions: () => 'la clave condicoes no puede estar vacía.',
    notExtraConditions: () => 'el operador not usa solo la primera condición; las demás se ignoran.',
    constantMismatch: ({ value, classe }) => `el valor ${quoted(value)} no es compatible con la clase ${classe}.`,
    strictMismatch: ({ comparator, left, right }) =>
      `comparar ${VALUE_TYPES[left]} con ${VALUE_TYPES[right]} usando "${comparator}" da siempre ${always(comparator === '!=')}, porque la igualdad es estricta.`,
    selfComparison: ({ result }) => `la condición compara un operando consigo mismo y da siempre ${always(result)}.`,
    constantComparison: ({ result }) => `la condición compara dos valores fijos y da siempre ${always(result)}.`,
    noSuchOption: ({ field, key, value, comparator, suggestion }) =>
      maybe(`ninguna opción del campo ${quoted(field)} tiene ${key} ${quoted(value)}, así que "${comparator}" da siempre ${always(comparator !== '=')}.`, suggestion),
    overwrittenAssignment: ({ property, later }) =>
      `la propiedad ${quoted(property)} se sobrescribe en la asignación ${later} antes de leerse: esta asignación no tiene efecto.`,
    unknownVariable: ({ field, suggestion }) => maybe(`el campo ${quoted(field)} no existe en ningún formulario del árbol.`, suggestion),
    variableNotOnEveryPath: ({ field }) => `el campo ${quoted(field)} no se completa en todos los caminos hasta esta pantalla; el valor puede faltar.`,
    unknownPlaceholder: ({ name, suggestion }) =>
      maybe(`\${${name}} no corresponde a ningún campo ni propiedad y quedará en el texto tal como está.`, suggestion === undefined ? undefined : `\${${suggestion}}`),
    unknownList: ({ name, known, suggestion }) =>
      suggestion === undefined
        ? `la lista ${quoted(name)} no existe en el data hub; ${knownNames('las listas que existen', 'no tiene ninguna lista', known)}.`
        : maybe(`la lista ${quoted(name)} no existe en el data hub.`, suggestion),
    unknownMap: ({ name, known, suggestion }) =>
      suggestion === undefined
        ? `el mapa ${quoted(name)} no existe en el data hub; ${knownNames('los mapas que existen', 'no tiene ningún mapa', known)}.`
        : maybe(`el mapa ${quoted(name)} no existe en el data hub.`, suggestion),
    placeholderNotOnEveryPath: ({ name, field }) =>
      `el campo ${quoted(field)}, usado en \${${name}}, no se completa en todos los caminos hasta esta pantalla; el ticket puede quedar con el texto "\${${name}}".`,
  },
  yamlErrors: {
    ALIAS_PROPS: 'un alias no puede tener ancla ni etiqueta.',
    BAD_ALIAS: 'alias no válido.',
    BAD_DIRECTIVE: 'directiva YAML no válida.',
    BAD_DQ_ESCAPE: 'secuencia de escape no válida entre comillas dobles.',
    BAD_INDENT: 'sangría incorrecta o corchete/llave sin cerrar.',
    BAD_PROP_ORDER: 'las anclas y etiquetas deben ir antes del valor.',
    BAD_SCALAR_START: 'un valor no puede empezar con este carácter; use comillas.',
    BLOCK_AS_IMPLICIT_KEY: 'una clave no puede ser un bloque.',
    BLOCK_IN_FLOW: 'un bloque no puede estar dentro de [ ] o { }.',
    DUPLICATE_KEY: 'clave duplicada.',
    IMPOSSIBLE: 'estructura imposible de interpretar.',
    KEY_OVER_1024_CHARS: 'una clave no puede tener más de 1024 caracteres.',
    MISSING_CHAR: 'falta un carácter (comillas, corchete o llave de cierre).',
    MULTILINE_IMPLICIT_KEY: 'una clave no puede ocupar más de una línea.',
    MULTIPLE_ANCHORS: 'un valor solo puede tener un ancla.',
    MULTIPLE_DOCS: 'el archivo debe contener un único documento (sin "---" en medio).',
    MULTIPLE_TAGS: 'un valor solo puede tener una etiqueta.',
    NON_STRING_KEY: 'las claves deben ser textos.',
    TAB_AS_INDENT: 'no use tabulaciones para la sangría; use espacios.',
    TAG_RESOLVE_FAILED: 'etiqueta YAML desconocida.',
    UNEXPECTED_TOKEN: 'contenido inesperado en esta posición.',
    RESOURCE_EXHAUSTION: 'el texto tiene un anidamiento demasiado profundo.',
    BAD_COLLECTION_TYPE: 'tipo de colección incompatible con la etiqueta.',
  },
  place: {
    tree: 'Árbol',
    screen: (name) => `Pantalla "${name}"`,
    field: (name) => `campo "${name}"`,
    option: (name) => `opción "${name}"`,
    numbered: {
      validadores: (n) => `validador ${n}`,
      fluxos: (n) => `flujo ${n}`,
      atribuicoes: (n) => `asignación ${n}`,
      condicoes: (n) => `subcondición ${n}`,
      tags: (n) => `etiqueta ${n}`,
      extensoes: (n) => `extensión ${n}`,
      sinonimos: (n) => `sinónimo ${n}`,
      opcoes: (n) => `opción ${n}`,
      item: (n) => `elemento ${n}`,
    },
    single: { condicao: 'condición', operando: 'operando', operando1: 'operando 1', operando2: 'operando 2' },
    defaultValue: 'valor predeterminado',
    key: (key) => `clave "${key}"`,
  },
};

function yamlText(code: string): string | undefined {
  return Object.hasOwn(es.yamlErrors, code) ? es.yamlErrors[code as keyof typeof es.yamlErrors] : undefined;
}
