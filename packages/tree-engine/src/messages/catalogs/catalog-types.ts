import type { DiagnosticCode, DiagnosticParamMap, YamlErrorCode } from '../diagnostic-codes';

/** How one language words each diagnostic code. @example const texts: DiagnosticTexts = { ...diagnosticCatalogs.en.texts, noFields: () => 'add a field.' } */
export type DiagnosticTexts = { [C in DiagnosticCode]: (params: DiagnosticParamMap[C]) => string };

/** The words `describePlace` builds a place from ('Tela "descreva", campo "predio"'). @example diagnosticCatalogs.en.place.screen('descreva') // 'Screen "descreva"' */
export interface PlaceWords {
  /** The whole tree, and the lead of a place outside any screen. */
  tree: string;
  screen: (name: string) => string;
  field: (name: string) => string;
  option: (name: string) => string;
  /** `validadores` → 'validador 2'; the number is 1-based. */
  numbered: Record<'validadores' | 'fluxos' | 'atribuicoes' | 'condicoes' | 'tags' | 'extensoes' | 'sinonimos' | 'opcoes' | 'item', (n: number) => string>;
  single: Record<'condicao' | 'operando' | 'operando1' | 'operando2', string>;
  defaultValue: string;
  key: (key: string) => string;
}

/**
 * One language's diagnostic catalog: the finding of each code, the YAML library's errors and the
 * words of places.
 * @example catalogs.en.texts.missingScreen({ name: 'descrevaa', suggestion: 'descreva' })
 */
export interface DiagnosticCatalog {
  texts: DiagnosticTexts;
  yamlErrors: Record<YamlErrorCode, string>;
  place: PlaceWords;
}
