import { applyMask, fieldMask, validateForm, type FieldErrors, type FormScreen, type FormValues } from '@chamados/tree-engine';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { t } from '../../messages/t';
import { Button } from '../button/button';
import { focusFirstInvalid } from '../form-field/focus-first-invalid';
import { FormField } from '../form-field/form-field';
import type { FieldUpdate } from '../form-field/field-input-props';
import type { ListState } from '../select-input/select-input';
import { WalkScreen, type WalkHeadingLevel } from '../walk-screen/walk-screen';

/** Props of {@link FormScreenView}. */
export interface FormScreenViewProps {
  /** O formulário: o título e os campos, na ordem da árvore. */
  screen: FormScreen;
  /**
   * Os valores com que os campos começam: os padrões da árvore, ou o que a pessoa já tinha
   * preenchido antes de voltar.
   * @remarks The values the fields start from: tree-engine's `initialFormValues(screen, env,
   * attendance.data)` (defaults, or what the user entered before coming back). Read once, when the
   * screen mounts.
   */
  initialValues: FormValues;
  /**
   * Os erros a mostrar, cada um abaixo do seu campo; o foco vai para o primeiro campo com erro.
   * @remarks Errors `submitForm` returned for the values emitted; shown, and the first field
   * focused.
   */
  errors?: FieldErrors;
  /**
   * As listas das caixas de seleção (campi, prédios…): as opções de cada uma, ou 'Carregando…' e a
   * falha enquanto não chegam.
   * @remarks Data-hub lists the selects need (tree-engine's `formListKeys`), by `chave`.
   */
  lists?: Readonly<Record<string, ListState>>;
  /**
   * O que acontece quando a pessoa aperta 'Avançar' e nenhum campo tem erro.
   * @remarks The values, once tree-engine's `validateForm` finds nothing: pass them to
   * `submitForm`.
   */
  onSubmit: (values: FormValues) => void;
  /**
   * Cada mudança nos campos enquanto a pessoa digita (o portal guarda um rascunho, que volta se a
   * página recarregar).
   * @remarks Every change of the values while the user types (the app keeps them as a draft across
   * a reload).
   */
  onValuesChange?: (values: FormValues) => void;
  /** O que acontece ao apertar 'Voltar' (a tela anterior). */
  onBack: () => void;
  /** O que acontece ao apertar 'Cancelar' (o atendimento termina). */
  onCancel: () => void;
  /**
   * O portal está processando a resposta: os botões ficam desabilitados e aparece 'Processando…'.
   */
  busy?: boolean;
  /**
   * O nível do título da tela (2 numa página própria, 3 dentro de outra seção), para a ordem dos
   * títulos da página.
   */
  headingLevel?: WalkHeadingLevel;
}

/** A masked text box starts masked: a CPF from the token arrives as bare digits. */
function startingValues(screen: FormScreen, initial: FormValues): FormValues {
  const values = { ...initial };
  for (const [name, field] of Object.entries(screen.campos ?? {})) {
    const mask = field.tipo === 'caixaDeTexto' ? fieldMask(field) : undefined;
    const value = values[name];
    if (mask !== undefined && typeof value === 'string') values[name] = applyMask(mask, value);
  }
  return values;
}

/** How many fields have an error (a table's cells count as their table). */
function invalidFieldCount(errors: FieldErrors): number {
  return new Set(Object.keys(errors).map((key) => key.split('.')[0])).size;
}

function withoutField(errors: FieldErrors, name: string): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => key !== name && !key.startsWith(`${name}.`)));
}

/**
 * A form screen (spec §2): the title, every field of the screen in order, then Voltar, Cancelar
 * and 'Avançar'. 'Avançar' (or Enter in a text box) validates with tree-engine's `validateForm`;
 * errors show under their fields and focus goes to the first; valid values are emitted. Editing a
 * field clears its error. The app moves to the next screen, which mounts a fresh form.
 * @example <FormScreenView screen={screen} initialValues={values} lists={lists} onSubmit={submit} onBack={back} onCancel={cancel} />
 */
export function FormScreenView({ screen, initialValues, errors: submitErrors, lists, onSubmit, onValuesChange, onBack, onCancel, busy = false, headingLevel }: FormScreenViewProps) {
  const [values, setValues] = useState<FormValues>(() => startingValues(screen, initialValues));
  const [errors, setErrors] = useState<FieldErrors>(() => submitErrors ?? {});
  const [shownSubmitErrors, setShownSubmitErrors] = useState(submitErrors);
  const [focusRequest, setFocusRequest] = useState(submitErrors && Object.keys(submitErrors).length > 0 ? 1 : 0);
  const formRef = useRef<HTMLFormElement>(null);

  // New errors from the app (submitForm's answer) replace what is shown.
  if (submitErrors !== shownSubmitErrors) {
    setShownSubmitErrors(submitErrors);
    if (submitErrors && Object.keys(submitErrors).length > 0) {
      setErrors(submitErrors);
      setFocusRequest((n) => n + 1);
    }
  }

  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalid(formRef.current);
  }, [focusRequest]);

  // Reported after the user changes something, not for the starting values (nothing to keep yet).
  const reportChange = useRef(onValuesChange);
  useLayoutEffect(() => {
    reportChange.current = onValuesChange;
  });
  const startValues = useRef(values);
  useEffect(() => {
    if (values !== startValues.current) reportChange.current?.(values);
  }, [values]);

  function change(name: string, update: FieldUpdate) {
    setValues((previous) => ({ ...previous, [name]: (typeof update === 'function' ? update(previous[name]) : update) as FormValues[string] }));
    setErrors((previous) => withoutField(previous, name));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = validateForm(screen, values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFocusRequest((n) => n + 1);
      return;
    }
    onSubmit(values);
  }

  // Focus alone says nothing when it is already on the first invalid field (Enter pressed there):
  // every refused submission is also announced, as a fresh node each time.
  const invalid = focusRequest > 0 ? invalidFieldCount(errors) : 0;

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="ch-form-screen">
      <div role="alert" className="ch-visually-hidden">
        {invalid > 0 ? <span key={focusRequest}>{t('walk.form.invalid', { n: invalid })}</span> : null}
      </div>
      <WalkScreen
        title={screen.titulo}
        headingLevel={headingLevel}
        onBack={onBack}
        onCancel={onCancel}
        busy={busy}
        actions={
          <Button type="submit" variant="primary" disabled={busy}>
            {t('walk.form.next')}
          </Button>
        }
      >
        {Object.entries(screen.campos ?? {}).map(([name, field]) => (
          <FormField key={name} name={name} field={field} value={values[name]} errors={errors} lists={lists} onChange={change} disabled={busy} />
        ))}
      </WalkScreen>
    </form>
  );
}
