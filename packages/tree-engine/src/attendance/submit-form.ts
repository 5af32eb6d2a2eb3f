import { END_SCREEN } from '../constants';
import type { EngineOptions } from '../ticket/engine-options';
import { applyAssignments } from '../evaluate/apply-assignments';
import { evaluateCondition } from '../evaluate/evaluate-condition';
import type { EvaluationContext } from '../evaluate/evaluate-operand';
import { normalizeFormValues } from '../fields/decimal';
import { mapFieldsToProperties } from '../fields/map-fields';
import { validateForm } from '../fields/validate-field';
import { ATTACHMENTS_PROPERTY } from '../ticket/ticket-constants';
import type { Attendance, AttendanceEnv, AttachmentFile, FieldErrors, Flow, FormScreen, FormValues } from '../types';
import { advance, visibleData } from './advance';
import { checkTarget, currentScreenOfType } from './current-screen';

/** What `submitForm` gives: the next attendance, or the field errors that block the submission. @example const r: SubmitResult = await submitForm(a, values, env); if (r.errors) show(r.errors) */
export type SubmitResult = { attendance: Attendance; errors?: undefined } | { errors: FieldErrors; attendance?: undefined };

function isAttachment(value: unknown): value is AttachmentFile {
  return typeof value === 'object' && value !== null && typeof (value as AttachmentFile).filename === 'string';
}

function collectAttachments(screen: FormScreen, values: FormValues): AttachmentFile[] {
  const files: AttachmentFile[] = [];
  for (const [name, field] of Object.entries(screen.campos ?? {})) {
    const value = field.tipo === 'caixaDeAnexo' && Object.hasOwn(values, name) ? values[name] : undefined;
    if (Array.isArray(value)) files.push(...value.filter(isAttachment));
  }
  return files;
}

/**
 * `values` with '' for each text field of the screen left untouched: a blank optional field is
 * known and empty, so `${versao}` in a subject becomes '' rather than staying literal (spec §4
 * leaves only unknown names as they are). Nothing is mapped for it: mapping reads `values`.
 */
function withBlankTextFields(screen: FormScreen, values: FormValues): FormValues {
  const blanks: [string, string][] = [];
  for (const [name, field] of Object.entries(screen.campos ?? {})) {
    const isText = field.tipo === 'caixaDeTexto' || field.tipo === 'memorando';
    if (isText && (!Object.hasOwn(values, name) || values[name] === undefined || values[name] === null)) blanks.push([name, '']);
  }
  return blanks.length > 0 ? { ...values, ...Object.fromEntries(blanks) } : values;
}

async function nextScreen(flows: readonly Flow[] | undefined, ctx: EvaluationContext, env?: AttendanceEnv): Promise<string> {
  for (const flow of flows ?? []) {
    if (!flow.condicao || (await evaluateCondition(flow.condicao, ctx, env))) return flow.tela;
  }
  return END_SCREEN;
}

/**
 * Submits the current form screen (spec §4): validates every field (table rows and attachment
 * limits too) and, if valid, maps fields to properties, applies assignments in order, collects
 * attachment files (their nome and tipo listed in `__anexos`) and follows the first flow whose
 * condition holds or has none, else '#final'. Decimal fields are stored normalised ('1.500,00' →
 * '1500.00', `normalizeFormValues`). Rejects only if an env lookup fails. `options.locale` words
 * check-box properties ('Sim'/'Não' by default).
 * @example const { attendance, errors } = await submitForm(a, { email: 'maria@ufv.br' }, env)
 */
export async function submitForm(attendance: Attendance, typed: FormValues, env?: AttendanceEnv, options: EngineOptions = {}): Promise<SubmitResult> {
  const screen = currentScreenOfType(attendance, 'formulario');
  const errors = validateForm(screen, typed);
  if (Object.keys(errors).length > 0) return { errors };
  // '1.500,00' is kept, mapped and compared as '1500.00' (decimal.ts).
  const values = normalizeFormValues(screen, typed);

  let properties = { ...attendance.assignments, ...mapFieldsToProperties(screen.campos ?? {}, values, options.locale) };
  const needsData = Boolean(screen.atribuicoes?.length) || Boolean(screen.fluxos?.some((flow) => flow.condicao));
  const seen = withBlankTextFields(screen, values);
  const data = needsData ? visibleData(attendance, seen) : seen;
  properties = await applyAssignments(screen.atribuicoes, { data, properties }, env);

  const collected = collectAttachments(screen, values);
  const attachments = collected.length > 0 ? [...attendance.attachments, ...collected] : attendance.attachments;
  if (attachments.length > 0) {
    properties = { ...properties, [ATTACHMENTS_PROPERTY]: attachments.map((file) => ({ nome: file.filename, tipo: file.contentType })) };
  }

  const next = checkTarget(attendance.tree, await nextScreen(screen.fluxos, { data, properties }, env));
  return { attendance: advance(attendance, { data: seen, assignments: properties, attachments, next }) };
}
