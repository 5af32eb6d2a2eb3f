/**
 * The 0.x message functions, kept for their callers: each gives the pt-BR text of the finding
 * (without the place), as before. New code reads `code` and `params` from the diagnostic, or
 * words it with `wordDiagnostic(diagnostic, locale)`.
 */
import type { DiagnosticMessage } from './diagnostic-codes';
import * as builders from './diagnostics';
import { diagnosticText } from './word-diagnostic';

/** A group of message builders, each giving its pt-BR text instead. @example const texts: WordedMessages<{ empty: () => DiagnosticMessage }> = { empty: () => 'O arquivo está vazio…' } */
export type WordedMessages<T> = { [K in keyof T]: T[K] extends (...args: infer A) => DiagnosticMessage ? (...args: A) => string : never };

function worded<T extends Record<string, (...args: never[]) => DiagnosticMessage>>(group: T): WordedMessages<T> {
  const result: Record<string, (...args: never[]) => string> = {};
  for (const [name, build] of Object.entries(group)) result[name] = (...args) => diagnosticText(build(...args), 'pt-BR');
  return result as WordedMessages<T>;
}

/** Texts about the YAML document itself (pt-BR). @example documentMessages.empty() // 'O arquivo está vazio: uma árvore precisa de nome, inicial e telas.' */
export const documentMessages = worded(builders.documentMessages);
/** JSON Schema findings, after the place (pt-BR). @example schemaMessages.required('pergunta') // 'falta a chave obrigatória "pergunta".' */
export const schemaMessages = worded(builders.schemaMessages);
/** Semantic findings of the verifier, after the place (pt-BR). @example verifyMessages.noFields() // 'o formulário não tem nenhum campo.' */
export const verifyMessages = worded(builders.verifyMessages);
