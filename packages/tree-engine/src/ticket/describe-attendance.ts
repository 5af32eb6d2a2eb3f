import { END_SCREEN } from '../constants';
import { toText } from '../evaluate/to-text';
import { formatDecimal, isDecimalField } from '../fields/decimal';
import { fieldLabel } from '../fields/field-text';
import { runtimeTexts, type RuntimeTexts } from '../messages/runtime-catalogs';
import { ticketDefaults, type EngineOptions } from './engine-options';
import { screenTitle } from './screen-title';
import type { Attendance, AttendanceSummary, Field, FormScreen, FormValues, HistoryEntry, OperandValue, PathStep, Screen, TutorialScreen, WordedTable } from '../types';
import { ATTACHMENTS_PROPERTY } from './ticket-constants';

/** A value as the user read it: a select's option text, lists joined, anything else as text. */
function wordValue(value: OperandValue | unknown): string {
  if (Array.isArray(value)) return value.map(wordValue).filter((text) => text !== '').join(', ');
  if (typeof value === 'object' && value !== null && typeof (value as { texto?: unknown }).texto === 'string') return (value as { texto: string }).texto;
  return toText(value);
}

/**
 * A typed answer as the student wrote it: a decimal field is kept normalised ('1500.00') for
 * automation, and shown to people the Brazilian way again ('1.500,00').
 */
function answerText(field: Field, value: OperandValue | unknown): string {
  const text = wordValue(value);
  return isDecimalField(field) ? formatDecimal(text) : text;
}

function selectText(field: Extract<Field, { tipo: 'caixaDeSelecao' }>, value: OperandValue | unknown): string {
  if (typeof value === 'string' && Array.isArray(field.opcoes)) return field.opcoes.find((option) => option.valor === value)?.texto ?? value;
  return wordValue(value);
}

function checkboxText(field: Extract<Field, { tipo: 'caixaDeChecagem' }>, value: OperandValue | unknown): string {
  const selected = Array.isArray(value) ? value : [];
  const texts = selected.map((code) => (field.opcoes ?? []).find((option) => option.valor === code)?.texto ?? toText(code));
  return texts.filter((text) => text !== '').join(', ');
}

function tableOf(field: Extract<Field, { tipo: 'tabela' }>, name: string, value: unknown): WordedTable {
  const inner = Object.entries(field.opcoes?.campos ?? {});
  const rows = Array.isArray(value) ? value : [];
  return {
    titulo: fieldLabel(field, name),
    colunas: inner.map(([key, column]) => fieldLabel(column, key)),
    linhas: rows.map((row) => {
      const cells = typeof row === 'object' && row !== null ? (row as Record<string, unknown>) : {};
      return inner.map(([key, column]) => {
        const cell = Object.hasOwn(cells, key) ? cells[key] : undefined;
        return column.tipo === 'caixaDeSelecao' ? selectText(column, cell) : answerText(column, cell);
      });
    }),
  };
}

/** The property names a form fills from its fields: they are worded as answers, not as properties. */
function mappedProperties(screen: FormScreen, into: Set<string>): void {
  for (const field of Object.values(screen.campos ?? {})) {
    if (field.tipo === 'tabela') {
      const target = field.mapeamento ?? field.opcoes?.mapeamento;
      if (target !== undefined) into.add(target);
    } else if (field.tipo === 'caixaDeChecagem') {
      for (const option of field.opcoes ?? []) if (option.mapeamento !== undefined) into.add(option.mapeamento);
    } else if (field.mapeamento !== undefined) into.add(field.mapeamento);
  }
}

function wordForm(screen: FormScreen, data: FormValues, summary: AttendanceSummary): void {
  for (const [name, field] of Object.entries(screen.campos ?? {})) {
    const value = Object.hasOwn(data, name) ? data[name] : undefined;
    let text: string;
    switch (field.tipo) {
      case 'texto':
      case 'caixaDeAnexo':
        continue; // explanatory text is no answer; files are listed in `anexos`
      case 'tabela':
        summary.tabelas.push(tableOf(field, name, value));
        continue;
      case 'caixaDeSelecao':
        text = selectText(field, value);
        break;
      case 'caixaDeChecagem':
        text = checkboxText(field, value);
        break;
      default:
        text = answerText(field, value);
    }
    if (text.trim() !== '') summary.respostas.push({ rotulo: fieldLabel(field, name), valor: text });
  }
}

function tutorialStep(screen: TutorialScreen, solved: boolean, words: RuntimeTexts, options: EngineOptions): PathStep {
  // People read a title, never an address: the author's `titulo`, the FAQ article's own title, or
  // 'Tutorial em vídeo (youtube.com)' / 'Página de ajuda (host)' (issue 30).
  const pergunta = screenTitle(screen, { locale: options.locale, faqTitle: options.faqTitles?.[screen.url] });
  return { pergunta, resposta: solved ? words.solved : words.notSolved };
}

/** The option of an options screen whose target is `next`: for walks saved before `choice` was kept. */
function optionLeadingTo(options: Record<string, string>, next: string): string | undefined {
  const matching = Object.keys(options).filter((option) => options[option] === next);
  return matching.length === 1 ? matching[0] : undefined;
}

function wordStep(screen: Screen, entry: HistoryEntry, next: string, closed: boolean, words: RuntimeTexts, options: EngineOptions): PathStep | undefined {
  if (screen.tipo === 'opcoes') {
    const choice = entry.choice ?? optionLeadingTo(screen.opcoes ?? {}, next);
    return choice === undefined ? undefined : { pergunta: screen.pergunta, resposta: choice };
  }
  if (screen.tipo === 'tutorial') {
    const solved = entry.solved ?? (screen.telaSim === screen.telaNao ? closed : next === screen.telaSim);
    return tutorialStep(screen, solved, words, options);
  }
  return undefined;
}

/** Labels of the properties every ticket has; a tree's own properties have only their names. */
function propertyLabel(name: string, words: RuntimeTexts): string {
  return Object.hasOwn(words.propertyLabels, name) ? words.propertyLabels[name as keyof RuntimeTexts['propertyLabels']] : name;
}

/**
 * Words an attendance for people, from its tree: each options screen walked as its question and
 * the option chosen; each tutorial as its source and whether it solved the problem; each form
 * answer under its field's label (`rotulo`), a select by its option text, check boxes by the texts
 * of those checked, a table with its column labels; the attachments; and the properties set by
 * assignments (not typed by the user), labelled when the ticket knows them. Pure: the same walk
 * gives the same words in the browser, the server and the CLI. A tutorial with `titulo` is named
 * by it. `options.locale` chooses the engine's own words ('Resolveu', 'Fila'…), `options.defaults`
 * the closed state.
 * @example describeAttendance(attendance).respostas // [{ rotulo: 'Prédio', valor: 'Pavilhão de Aulas B' }, ...]
 */
export function describeAttendance(attendance: Attendance, options: EngineOptions = {}): AttendanceSummary {
  const words = runtimeTexts(options.locale);
  const summary: AttendanceSummary = { caminho: [], respostas: [], tabelas: [], anexos: [], propriedades: [] };
  const mapped = new Set<string>();
  const closed = attendance.assignments.state === ticketDefaults(options).estadoFechado;
  attendance.history.forEach((entry, index) => {
    const screen = Object.hasOwn(attendance.tree.telas, entry.screen) ? attendance.tree.telas[entry.screen] : undefined;
    if (!screen || entry.screen === END_SCREEN) return;
    const next = attendance.history[index + 1]?.screen ?? attendance.current;
    if (screen.tipo === 'formulario') {
      wordForm(screen, entry.data, summary);
      mappedProperties(screen, mapped);
      return;
    }
    const step = wordStep(screen, entry, next, closed, words, options);
    if (step) summary.caminho.push(step);
  });
  for (const [name, value] of Object.entries(attendance.assignments)) {
    if (name === ATTACHMENTS_PROPERTY || name === 'state' || mapped.has(name) || value === undefined || value === null) continue;
    if (Array.isArray(value) && value.some((item) => typeof item === 'object' && item !== null && !Array.isArray(item))) {
      const columns = [...new Set(value.flatMap((row) => (typeof row === 'object' && row !== null ? Object.keys(row) : [])))];
      const rows = value.map((row) => columns.map((column) => wordValue((row as Record<string, OperandValue>)[column])));
      summary.tabelas.push({ titulo: name, colunas: columns, linhas: rows });
      continue;
    }
    const text = wordValue(value);
    if (text.trim() !== '') summary.propriedades.push({ rotulo: propertyLabel(name, words), valor: text });
  }
  summary.anexos = attendance.attachments.map((file) => ({ nome: file.filename, tipo: file.contentType }));
  return summary;
}
