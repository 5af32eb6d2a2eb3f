import type { CannedReply, CannedReplyInput } from '@chamados/api-contract';
import { useEffect, useId, useRef, useState } from 'react';
import { formatDateTime } from '../../lib/format-date-time';
import { truncate } from '../../lib/truncate';
import { tAdmin } from '../../messages/t-admin';
import { Button } from '../button/button';
import { ConfirmDialog } from '../dialog/confirm-dialog';
import { LoadFailure } from '../load-failure/load-failure';
import { LoadingIndicator } from '../loading-indicator/loading-indicator';
import { OutcomeStatus, useOutcome } from '../outcome-status/outcome-status';
import { CannedReplyConflict, CannedReplyConflictDialog } from './canned-reply-conflict';
import { CannedReplyForm } from './canned-reply-form';

/** Props of {@link CannedRepliesAdminView}. */
export interface CannedRepliesAdminViewProps {
  /** As respostas prontas; ausentes até chegarem. */
  replies?: readonly CannedReply[];
  /** A lista está sendo carregada: 'Carregando…'. */
  loading?: boolean;
  /** A lista não pôde ser carregada: a mensagem, com 'Tentar novamente'. */
  error?: boolean;
  /** O botão 'Tentar novamente' depois dessa falha. */
  onRetry?: () => void;
  /** Quantos caracteres o título e o texto podem ter, para as mensagens do formulário. */
  limits: { titulo: number; corpo: number };
  /** Cria uma resposta pronta ou salva a que foi aberta. Termina quando salvou; falha com o motivo em português dado pelo servidor, ou dizendo que outra pessoa a alterou nesse meio tempo: a página então mostra as duas versões lado a lado. */
  onSave: (input: CannedReplyInput, id?: number, revisao?: number) => Promise<void>;
  /** Apaga uma resposta pronta, depois que a pessoa confirmou; termina ou falha como ao salvar. */
  onDelete: (reply: CannedReply) => Promise<void>;
}

type Editing = { kind: 'new' } | { kind: 'edit'; reply: CannedReply } | null;

function reasonOf(failure: unknown): string {
  const text = failure instanceof Error ? failure.message : typeof failure === 'string' ? failure : '';
  return text.trim() !== '' ? text : tAdmin('admin.canned.noReason');
}

/** Text previews in the table are cut here; the form shows the whole text. */
const PREVIEW = 120;

/**
 * /admin/respostas-prontas, 'Respostas prontas': the list (Título, Texto, Modificada), 'Nova
 * resposta pronta', 'Editar' and 'Apagar' (with a confirmation) per row, and the form with Título
 * and Texto, whose mistakes are said in Portuguese under each field. Under the intro, the page says
 * which variables the desk fills in when a reply is inserted ({nome}, {protocolo}, {servico},
 * {atendente}); the server refuses any other. Every outcome is announced.
 * @example <CannedRepliesAdminView replies={data} limits={{ titulo: 200, corpo: 20000 }} onSave={save} onDelete={remove} />
 */
export function CannedRepliesAdminView({ replies, loading = false, error = false, onRetry, limits, onSave, onDelete }: CannedRepliesAdminViewProps) {
  const ids = useId();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<CannedReply | null>(null);
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<{ conflict: CannedReplyConflict; mine: CannedReplyInput }>();
  const [outcome, announce] = useOutcome();
  const newButton = useRef<HTMLButtonElement>(null);
  // The form closed: the focus goes back to 'Nova resposta pronta' (its row's button may be gone).
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !editing) newButton.current?.focus();
    wasEditing.current = editing !== null;
  }, [editing]);

  const save = (input: CannedReplyInput, over?: number) => {
    const opened = editing?.kind === 'edit' ? editing.reply : undefined;
    setBusy(true);
    setConflict(undefined);
    onSave(input, opened?.id, over ?? opened?.revisao)
      .then(
        () => {
          announce(true, tAdmin(opened === undefined ? 'admin.canned.created' : 'admin.canned.updated', { titulo: input.titulo }));
          setEditing(null);
        },
        (failure: unknown) => {
          if (failure instanceof CannedReplyConflict) setConflict({ conflict: failure, mine: input });
          else announce(false, tAdmin('admin.canned.saveFailed', { motivo: reasonOf(failure) }));
        },
      )
      .finally(() => setBusy(false));
  };

  const remove = (reply: CannedReply) => {
    setDeleting(null);
    setBusy(true);
    onDelete(reply)
      .then(
        () => announce(true, tAdmin('admin.canned.deleted', { titulo: reply.titulo })),
        (failure: unknown) => announce(false, tAdmin('admin.canned.deleteFailed', { motivo: reasonOf(failure) })),
      )
      .finally(() => {
        setBusy(false);
        newButton.current?.focus();
      });
  };

  let body;
  if (error && !replies) body = <LoadFailure message={tAdmin('admin.canned.loadFailed')} onRetry={onRetry} />;
  else if (loading && !replies) body = <LoadingIndicator />;
  else if (!replies || replies.length === 0) body = <p className="ch-tickets__empty">{tAdmin('admin.canned.empty')}</p>;
  else {
    body = (
      <table className="ch-canned" aria-labelledby={`${ids}-titulo`}>
        <thead>
          <tr>
            <th scope="col">{tAdmin('admin.canned.column.title')}</th>
            <th scope="col">{tAdmin('admin.canned.column.text')}</th>
            <th scope="col">{tAdmin('admin.canned.column.modified')}</th>
            <th scope="col">{tAdmin('admin.canned.column.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {replies.map((reply) => (
            <tr key={reply.id}>
              <th scope="row" className="ch-canned__title">
                {reply.titulo}
              </th>
              <td className="ch-canned__text">{truncate(reply.corpo, PREVIEW)}</td>
              <td>
                <time dateTime={reply.alterada}>{formatDateTime(reply.alterada)}</time>
              </td>
              <td className="ch-canned__actions">
                <Button icon="edit" disabled={busy} aria-label={tAdmin('admin.canned.edit', { titulo: reply.titulo })} onClick={() => setEditing({ kind: 'edit', reply })}>
                  {tAdmin('admin.canned.editShort')}
                </Button>
                <Button icon="trash" variant="danger" disabled={busy} aria-label={tAdmin('admin.canned.delete', { titulo: reply.titulo })} onClick={() => setDeleting(reply)}>
                  {tAdmin('admin.canned.deleteShort')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }

  return (
    <section className="ch-page ch-admin ch-canned-admin" aria-labelledby={`${ids}-titulo`}>
      <div className="ch-admin__head">
        <h1 id={`${ids}-titulo`} className="ch-page__title">
          {tAdmin('admin.canned.title')}
        </h1>
        <Button ref={newButton} variant="primary" icon="plus" disabled={busy} onClick={() => setEditing({ kind: 'new' })}>
          {tAdmin('admin.canned.new')}
        </Button>
      </div>
      <p>{tAdmin('admin.canned.intro')}</p>
      <p className="ch-canned-admin__variables">{tAdmin('admin.canned.variables')}</p>
      {editing ? (
        <CannedReplyForm
          key={editing.kind === 'edit' ? `${editing.reply.id}.${editing.reply.revisao}` : 'nova'}
          title={editing.kind === 'edit' ? tAdmin('admin.canned.edit', { titulo: editing.reply.titulo }) : tAdmin('admin.canned.new')}
          initial={editing.kind === 'edit' ? editing.reply : undefined}
          limits={limits}
          saving={busy}
          onSubmit={save}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      <OutcomeStatus outcome={outcome} />
      {body}
      {conflict ? (
        <CannedReplyConflictDialog
          conflict={conflict.conflict}
          mine={conflict.mine}
          busy={busy}
          onClose={() => setConflict(undefined)}
          onReload={() => {
            // The form opens again on the saved reply; the admin's text is dropped.
            setEditing({ kind: 'edit', reply: conflict.conflict.theirs });
            setConflict(undefined);
          }}
          onOverwrite={() => save({ ...conflict.mine, sobrescrever: true }, conflict.conflict.theirs.revisao)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={tAdmin('admin.canned.confirmTitle')}
        message={deleting ? tAdmin('admin.canned.confirmText', { titulo: deleting.titulo }) : undefined}
        confirmLabel={tAdmin('admin.canned.confirm')}
        danger
        onConfirm={() => deleting && remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
