import type { Locale } from '../locale';
import type { DiagnosticCatalog } from './catalog-types';
import { en } from './en';
import { es } from './es';
import { ptBR } from './pt-br';

/** The diagnostic catalogs, by language. @example diagnosticCatalogs.es.texts.noFields({}) // 'el formulario no tiene ningún campo.' */
export const diagnosticCatalogs: Readonly<Record<Locale, DiagnosticCatalog>> = { 'pt-BR': ptBR, es, en };
