import { useId, type ReactNode } from 'react';

/** The ids and ARIA attributes a control inside {@link FieldShell} must carry. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

/** Props of {@link FieldShell}. */
export interface FieldShellProps {
  /** O rótulo do campo, acima dele: a pergunta que o campo responde. */
  label: ReactNode;
  /**
   * Um texto de ajuda logo abaixo do rótulo, lido junto com o campo (por exemplo, 'Com DDD').
   * @remarks Help text under the label, read with the control.
   */
  help?: ReactNode;
  /**
   * A mensagem de erro, em vermelho abaixo do campo; enquanto houver uma, o campo fica marcado como
   * inválido.
   * @remarks The validation message; the control is marked invalid while there is one.
   */
  error?: string;
  /** Campo obrigatório: o rótulo ganha o asterisco. */
  required?: boolean;
  /**
   * Um campo só (padrão) ou um grupo de controles (caixas de checagem, uma tabela) sob o mesmo
   * rótulo, lido como legenda do grupo.
   * @remarks 'label' (default) labels one control with `<label for>`; 'group' wraps several
   * controls (check boxes, a table) in a `<fieldset>` whose legend is the label.
   */
  as?: 'label' | 'group';
  /**
   * O controle do campo (caixa de texto, lista…), ligado ao rótulo, à ajuda e ao erro.
   * @remarks Renders the control with the ids and ARIA attributes that tie it to label, help and
   * error.
   */
  children: (control: FieldControlProps) => ReactNode;
  /** Uma classe de estilo a mais, para a posição do campo onde ele é usado. */
  className?: string;
}

/**
 * Label, help and error around a form control, wired for screen readers: the label names it,
 * help and error describe it, and `aria-invalid` marks it while the error shows.
 * @example <FieldShell label="Telefone" error={erro}>{(p) => <input {...p} />}</FieldShell>
 */
export function FieldShell({ label, help, error, required = false, as = 'label', children, className }: FieldShellProps) {
  const id = useId();
  const helpId = `${id}-ajuda`;
  const errorId = `${id}-erro`;
  const describedBy = [help ? helpId : undefined, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  const control: FieldControlProps = {
    id,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(required ? { 'aria-required': true as const } : {}),
  };
  const classes = ['ch-field', error ? 'ch-field--invalid' : undefined, className].filter(Boolean).join(' ');
  const requiredMark = required ? (
    <span className="ch-field__required" aria-hidden="true">
      {' *'}
    </span>
  ) : null;
  const notes = (
    <>
      {help ? (
        <div id={helpId} className="ch-field__help">
          {help}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="ch-field__error">
          {error}
        </p>
      ) : null}
    </>
  );
  if (as === 'group') {
    return (
      <fieldset className={classes} aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
        <legend className="ch-field__label">
          {label}
          {requiredMark}
        </legend>
        {notes}
        {children(control)}
      </fieldset>
    );
  }
  return (
    <div className={classes}>
      <label htmlFor={id} className="ch-field__label">
        {label}
        {requiredMark}
      </label>
      {children(control)}
      {notes}
    </div>
  );
}
