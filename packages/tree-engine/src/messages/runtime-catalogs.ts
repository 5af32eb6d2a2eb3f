/**
 * The words the runtime writes for people — into a ticket ('Sim'/'Não', the default subject), into
 * the walk worded for people, and a screen's human title — in each catalog language. pt-BR's are
 * `runtimeMessages`' own.
 */
import type { TutorialSource } from '../types';
import type { Locale } from './locale';
import { runtimeMessages } from './runtime';

/** One language's runtime words. @example runtimeCatalogs.en.solved // 'Solved' */
export interface RuntimeTexts {
  /** A check-box option's property when checked / unchecked. */
  checked: string;
  unchecked: string;
  /** The subject of a ticket whose tree sets none; `date` as `formatTicketDate` gives it. */
  defaultSubject: (date: string) => string;
  /** A tutorial on the walk, for a tree without `titulo` (the 0.x wording: kind and address). */
  tutorialStep: (fonte: TutorialSource, url: string) => string;
  solved: string;
  notSolved: string;
  propertyLabels: { assunto: string; fila: string; tipo: string; prioridade: string; servico: string };
  /** Human titles of tutorials without `titulo` (see `screenTitle`). */
  videoTutorial: string;
  helpPage: string;
  faqArticle: string;
  /** The kind of a tutorial and the site it opens: 'Página de ajuda (dti.ufv.br)'. */
  withHost: (kind: string, host: string) => string;
  /** The title of '#final'. */
  finalScreen: string;
}

const ptBR: RuntimeTexts = {
  checked: runtimeMessages.checked,
  unchecked: runtimeMessages.unchecked,
  defaultSubject: runtimeMessages.defaultSubject,
  tutorialStep: runtimeMessages.tutorialStep,
  solved: runtimeMessages.solved,
  notSolved: runtimeMessages.notSolved,
  propertyLabels: runtimeMessages.propertyLabels,
  videoTutorial: 'Tutorial em vídeo',
  helpPage: 'Página de ajuda',
  faqArticle: 'Artigo da FAQ',
  withHost: (kind, host) => `${kind} (${host})`,
  finalScreen: 'Tela final',
};

const es: RuntimeTexts = {
  checked: 'Sí',
  unchecked: 'No',
  defaultSubject: (date) => `Ticket creado automáticamente - ${date}`,
  tutorialStep: (fonte, url) => `${{ youtube: 'Tutorial en video', faq: 'Artículo de preguntas frecuentes', otrs: 'Artículo de preguntas frecuentes', link: 'Tutorial' }[fonte] ?? 'Tutorial'}: ${url}`,
  solved: 'Se resolvió',
  notSolved: 'No se resolvió',
  propertyLabels: { assunto: 'Asunto', fila: 'Cola', tipo: 'Tipo', prioridade: 'Prioridad', servico: 'Servicio' },
  videoTutorial: 'Tutorial en video',
  helpPage: 'Página de ayuda',
  faqArticle: 'Artículo de preguntas frecuentes',
  withHost: (kind, host) => `${kind} (${host})`,
  finalScreen: 'Pantalla final',
};

const en: RuntimeTexts = {
  checked: 'Yes',
  unchecked: 'No',
  defaultSubject: (date) => `Ticket created automatically - ${date}`,
  tutorialStep: (fonte, url) => `${{ youtube: 'Video tutorial', faq: 'FAQ article', otrs: 'FAQ article', link: 'Tutorial' }[fonte] ?? 'Tutorial'}: ${url}`,
  solved: 'Solved',
  notSolved: 'Not solved',
  propertyLabels: { assunto: 'Subject', fila: 'Queue', tipo: 'Type', prioridade: 'Priority', servico: 'Service' },
  videoTutorial: 'Video tutorial',
  helpPage: 'Help page',
  faqArticle: 'FAQ article',
  withHost: (kind, host) => `${kind} (${host})`,
  finalScreen: 'Final screen',
};

/** The runtime words, by language. @example runtimeCatalogs.es.helpPage // 'Página de ayuda' */
export const runtimeCatalogs: Readonly<Record<Locale, RuntimeTexts>> = { 'pt-BR': ptBR, es, en };

/** The runtime words of `locale`, pt-BR for an unknown one. @example runtimeTexts('en').checked // 'Yes' */
export function runtimeTexts(locale: Locale | undefined): RuntimeTexts {
  return (locale !== undefined && Object.hasOwn(runtimeCatalogs, locale) ? runtimeCatalogs[locale] : undefined) ?? ptBR;
}
