/** The terminal walk's texts (`chamados-tree walk`) in every catalog language; pt-BR's are `walkMessages`. */
import type { Locale } from './locale';
import { walkMessages } from './runtime';

/** The walk's texts in one language. @example const texts: WalkTexts = walkCatalogs.es */
export type WalkTexts = {
  [K in keyof typeof walkMessages]: (typeof walkMessages)[K] extends (...args: infer A) => string ? (...args: A) => string : string;
};

const es: WalkTexts = {
  unreadable: (file, reason) => `No se pudo leer ${file}: ${reason}`,
  invalidTree: (file) => `${file}: el árbol tiene errores; corríjalos antes de recorrerlo.`,
  commands: 'Escriba :volver para volver a la pantalla anterior o :cancelar para terminar.',
  chooseOption: (count) => `Elija una opción (1-${count}): `,
  invalidChoice: 'Opción no válida.',
  tutorialQuestion: '¿Se resolvió su problema? (s/n): ',
  tutorialSource: (fonte, url) => `Tutorial (${fonte}): ${url}`,
  defaultHint: (value) => ` [${value}]`,
  selectHint: (count) => `número de 1 a ${count}`,
  freeValueHint: 'valor libre',
  checkboxHint: 'números separados por comas',
  attachmentHint: 'rutas de archivos separadas por comas',
  tableCount: (label) => `${label}: ¿cuántos elementos? `,
  tableRow: (index) => `Elemento ${index}`,
  fieldErrors: 'El formulario tiene errores:',
  back: 'Volviendo a la pantalla anterior.',
  dropped: 'No hay pantalla anterior: recorrido terminado.',
  cancelled: 'Recorrido cancelado.',
  endOfInput: 'Fin de la entrada antes de la pantalla final.',
  finalScreen: 'Pantalla final: el ticket se crearía con los datos siguientes.',
  closedOnCreation: "El ticket se crearía ya cerrado ('closed successful').",
  demoUser: 'Usuario de Demostración',
};

const en: WalkTexts = {
  unreadable: (file, reason) => `Could not read ${file}: ${reason}`,
  invalidTree: (file) => `${file}: the tree has errors; fix them before walking it.`,
  commands: 'Type :back to go back to the previous screen or :cancel to stop.',
  chooseOption: (count) => `Choose an option (1-${count}): `,
  invalidChoice: 'Invalid option.',
  tutorialQuestion: 'Was your problem solved? (y/n): ',
  tutorialSource: (fonte, url) => `Tutorial (${fonte}): ${url}`,
  defaultHint: (value) => ` [${value}]`,
  selectHint: (count) => `number from 1 to ${count}`,
  freeValueHint: 'any value',
  checkboxHint: 'numbers separated by commas',
  attachmentHint: 'file paths separated by commas',
  tableCount: (label) => `${label}: how many items? `,
  tableRow: (index) => `Item ${index}`,
  fieldErrors: 'The form has errors:',
  back: 'Going back to the previous screen.',
  dropped: 'There is no previous screen: walk ended.',
  cancelled: 'Walk cancelled.',
  endOfInput: 'End of input before the final screen.',
  finalScreen: 'Final screen: the ticket would be created with the data below.',
  closedOnCreation: "The ticket would be created already closed ('closed successful').",
  demoUser: 'Demo User',
};

/** The walk's texts, by language. @example walkCatalogs.en.cancelled // 'Walk cancelled.' */
export const walkCatalogs: Readonly<Record<Locale, WalkTexts>> = { 'pt-BR': walkMessages, es, en };

/** Answers to 'resolvido?' in each language: yes first. */
export const yesNo: Readonly<Record<Locale, { yes: RegExp; no: RegExp }>> = {
  'pt-BR': { yes: /^s(im)?$/i, no: /^n(ão|ao)?$/i },
  es: { yes: /^s(í|i)?$/i, no: /^no?$/i },
  en: { yes: /^y(es)?$/i, no: /^no?$/i },
};
