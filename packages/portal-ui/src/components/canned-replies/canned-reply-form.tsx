import type { CannedReplyInput } from '@chamados/api-contract';
import { useEffect, useId, useRef, useState } from 'react';
import { tAdmin } from '../../messages/t-admin';
import { Button } from '../button/button';
import { FieldShell } from '../field-shell/field-shell';

/** Props of {@link CannedReplyForm}. */
export interface CannedReplyFormProps {
  /** O título do formulário ('Nova resposta pronta' ou 'Editar “…”'). */
  title: string;
  /** A resposta pronta que está sendo editada; nenhuma quando é nova. */
  initial?: CannedReplyInput;
  /** Quantos caracteres o título e o texto podem ter. */
  limits: { titulo: number; corpo: number };
  /** Salvando: os botões esperam. */
  saving?: boolean;
  /** 'Salvar' com o título e o texto já conferidos. */
  onSubmit: (input: CannedReplyInput) => void;
  /** 'Cancelar': fecha o formulário sem salvar. */
  onCancel: () => void;
}

interface Errors {
  titulo?: string;
  corpo?: string;
}

/** The Portuguese messages of what is wrong with a canned reply, by field. */
export function cannedReplyErrors(input: CannedReplyInput, limits: { titulo: number; corpo: number }): Errors {
  const errors: Errors = {};
  if (input.titulo.trim() === '') errors.titulo = tAdmin('admin.canned.titleRequired');
  else if (input.titulo.length > limits.titulo) errors.titulo = tAdmin('admin.canned.titleTooLong', { max: limits.titulo });
  if (input.corpo.trim() === '') errors.corpo = tAdmin('admin.canned.textRequired');
  else if (input.corpo.length > limits.corpo) errors.corpo = tAdmin('admin.canned.textTooLong', { max: limits.corpo });
  return errors;
}

/**
 * The form of one canned reply: Título and Texto, which says under it which variables the desk
 * fills in ({nome}, {protocolo}, {servico}, {atendente}). 'Salvar' checks both first: the messages show
 * under the fields and the focus goes to the first field in error.
 * @example <CannedReplyForm title="Nova resposta pronta" limits={limits} onSubmit={save} onCancel={close} />
 */
export function CannedReplyForm({ title, initial, limits, saving = false, onSubmit, onCancel }: CannedReplyFormProps) {
  const ids = useId();
  const [titulo, setTitulo] = useState(initial?.titulo ?? '');
  const [corpo, setCorpo] = useState(initial?.corpo ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const tituloRef = useRef<HTMLInputElement>(null);
  const corpoRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    tituloRef.current?.focus();
  }, []);

  return (
    <form
      className="ch-canned-form"
      aria-labelledby={`${ids}-titulo`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const input = { titulo: titulo.trim(), corpo };
        const found = cannedReplyErrors(input, limits);
        setErrors(found);
        if (found.titulo) tituloRef.current?.focus();
        else if (found.corpo) corpoRef.current?.focus();
        else onSubmit(input);
      }}
    >
      <h2 id={`${ids}-titulo`} className="ch-detail__subtitle">
        {title}
      </h2>
      <FieldShell label={tAdmin('admin.canned.field.title')} error={errors.titulo} required>
        {(control) => <input {...control} ref={tituloRef} className="ch-input" value={titulo} disabled={saving} onChange={(event) => setTitulo(event.target.value)} />}
      </FieldShell>
      <FieldShell label={tAdmin('admin.canned.field.text')} help={tAdmin('admin.canned.variables')} error={errors.corpo} required>
        {(control) => <textarea {...control} ref={corpoRef} className="ch-input" rows={8} value={corpo} disabled={saving} onChange={(event) => setCorpo(event.target.value)} />}
      </FieldShell>
      <div className="ch-canned-form__actions">
        <Button variant="ghost" disabled={saving} onClick={onCancel}>
          {tAdmin('admin.canned.cancel')}
        </Button>
        <Button type="submit" variant="primary" icon="check" disabled={saving}>
          {saving ? tAdmin('admin.canned.saving') : tAdmin('admin.canned.save')}
        </Button>
      </div>
    </form>
  );
}
