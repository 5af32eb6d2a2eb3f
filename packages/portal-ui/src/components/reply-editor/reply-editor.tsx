import type { ReplyBody } from '@chamados/api-contract';
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { formatFileSize } from '../../lib/format-file-size';
import { isUnnamedClipboardImage, screenshotName } from '../../lib/screenshot-name';
import { truncate } from '../../lib/truncate';
import { useFileDrop, type FileDropSource } from '../../lib/use-file-drop';
import { useFileReads, type ReadFile } from '../../lib/use-file-reads';
import { t } from '../../messages/t';
import { tTickets } from '../../messages/t-tickets';
import { AttachmentList } from '../attachment-box/attachment-list';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';
import { FieldShell } from '../field-shell/field-shell';
import { Icon } from '../icon/icon';
import { buildReplyBody, canSendReply, type ReplyDraft } from './reply-body';
import { UploadProgress } from '../upload-progress/upload-progress';
import { IDLE_REPLY, type ReplyStatus } from './reply-status';

/** File names are cut at this many characters in the list (spec §9). */
const NAME_LIMIT = 40;

/** Props of {@link ReplyEditor}. */
export interface ReplyEditorProps {
  /** O número de protocolo do chamado, para o assunto padrão 'Re: [Ticket#{tn}]'. */
  tn: string;
  /** O e-mail de quem responde, enviado junto. */
  from?: string;
  /** O limite de tamanho somado dos anexos, em bytes (18 MB). */
  maxAttachmentBytes: number;
  /** Como está o envio: parado, enviando (com o andamento dos arquivos grandes), enviado ou falhou com o motivo. */
  status?: ReplyStatus;
  /** 'Enviar': o assunto, a mensagem e os anexos. */
  onSend: (body: ReplyBody) => void;
  /** 'Cancelar': fecha o editor sem enviar. */
  onCancel: () => void;
  /** O envio foi confirmado ('Ok' em 'Resposta enviada com sucesso!', ou na hora na confirmação em linha). */
  onSent: () => void;
  /** 'Ok' no aviso de falha: o editor mantém o que foi escrito, para tentar de novo. */
  onDismissError: () => void;
  /** O relógio da data do envio (testes). */
  now?: () => Date;
  /** O nível do título 'Responder chamado' na página. */
  headingLevel?: 2 | 3;
  /** O assunto e a mensagem escritos antes (guardados pelo aplicativo ao recarregar a página); lidos uma vez. */
  initialText?: ReplyText;
  /**
   * O assunto e a mensagem enquanto a pessoa escreve, para guardar; nada quando não há mais o que
   * guardar (Cancelar, ou a resposta foi enviada). Os arquivos não entram: podem não caber.
   */
  onTextChange?: (text: ReplyText | null) => void;
  /** O título, quando não é 'Responder chamado' (a Central de Atendimento: 'Responder ao solicitante'). */
  title?: string;
  /** Uma linha sob o título (na nota interna: 'O solicitante não vê esta nota…'). */
  notice?: string;
  /** O texto do botão de envio, quando não é 'Enviar'. */
  sendLabel?: string;
  /** O que diz a confirmação do envio, quando não é a do estudante. */
  sentTitle?: string;
  /** O que diz a falha do envio, quando não é a do estudante. */
  failedTitle?: string;
  /** A aparência: resposta, ou nota interna da Central de Atendimento (outra moldura). */
  variant?: 'reply' | 'note';
  /**
   * Controles sobre a mensagem (as 'Respostas prontas' da Central de Atendimento): recebem como
   * inserir um texto onde está o cursor, em linhas próprias, e a mensagem como está agora.
   */
  tools?: (insert: (text: string) => void, message: string) => ReactNode;
  /** Se o campo 'Assunto' aparece (sim, por padrão). A nota interna não tem assunto: só o texto. */
  withSubject?: boolean;
  /** A linha que diz o que falta para enviar, quando não é 'Preencha o assunto e a mensagem para enviar.'. */
  requiredText?: string;
  /**
   * Como o envio é confirmado. 'dialog' (o do estudante): um aviso com 'Ok'. 'inline' (o da
   * Central de Atendimento): nada a dispensar — enviado, o editor fecha e a página diz numa linha;
   * uma falha aparece no próprio editor, acima de 'Enviar', e o texto fica.
   */
  confirm?: 'dialog' | 'inline';
}

/** What of a reply the app may keep while it is being written. */
export type ReplyText = Pick<ReplyDraft, 'assunto' | 'corpo'>;

/**
 * The reply to a ticket (spec §2, §5): Assunto (default 'Re: [Ticket#{tn}]'), the message, files
 * from the picker, dropped anywhere on the editor or pasted into it (a screenshot becomes
 * 'captura-de-tela-AAAA-MM-DD-HH-mm.png'), read to base64 with progress. Over 18 MB in total it
 * says '(Tamanho excede o limite)'; Enviar needs assunto and message and waits for files being
 * read. The outcome comes back as `status`: 'Resposta enviada com sucesso!' or the server's
 * message under 'Falha ao enviar resposta!'.
 * @example <ReplyEditor tn={ticket.tn} from={claims.email} maxAttachmentBytes={MAX_ATTACHMENTS_BYTES} status={status} onSend={send} onCancel={close} onSent={close} onDismissError={reset} />
 */
export function ReplyEditor({
  tn,
  from,
  maxAttachmentBytes,
  status = IDLE_REPLY,
  onSend,
  onCancel,
  onSent,
  onDismissError,
  now = () => new Date(),
  headingLevel = 2,
  initialText,
  onTextChange,
  title = tTickets('tickets.reply.title'),
  notice,
  sendLabel = tTickets('tickets.reply.send'),
  sentTitle = t('tickets.reply.sent'),
  failedTitle = t('tickets.reply.failed'),
  variant = 'reply',
  tools,
  withSubject = true,
  requiredText = tTickets('tickets.reply.required'),
  confirm = 'dialog',
}: ReplyEditorProps) {
  const [assunto, setAssunto] = useState(() => initialText?.assunto ?? tTickets('tickets.reply.subjectDefault', { tn }));
  const [corpo, setCorpo] = useState(() => initialText?.corpo ?? '');
  const [files, setFiles] = useState<readonly ReadFile[]>([]);
  const [notices, setNotices] = useState<string[]>([]);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const ids = useId();
  const titleId = `${ids}-titulo`;
  const totalId = `${ids}-total`;
  const hintId = `${ids}-dica`;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const sending = status.status === 'sending';

  const reads = useFileReads({
    onRead: (file) => setFiles((list) => [...list, file]),
    onFail: (filename) =>
      setNotices((list) => [...list, t('walk.attachments.refused', { name: truncate(filename, NAME_LIMIT), reason: t('walk.attachments.readFailed') })]),
  });

  // The user pressed 'Responder' to write: the message is where they start.
  useEffect(() => {
    bodyRef.current?.focus();
  }, []);

  // The text is reported when the user edits it, and let go once sent (a reload then must not bring it back).
  const reportText = useRef(onTextChange);
  useLayoutEffect(() => {
    reportText.current = onTextChange;
  });
  const startText = useRef({ assunto, corpo });
  useEffect(() => {
    if (assunto !== startText.current.assunto || corpo !== startText.current.corpo) reportText.current?.({ assunto, corpo });
  }, [assunto, corpo]);
  useEffect(() => {
    if (status.status === 'sent') reportText.current?.(null);
  }, [status.status]);
  // Inline confirmation: sent is done, nothing to dismiss (the page's status line says it).
  const sentNow = useRef(onSent);
  useLayoutEffect(() => {
    sentNow.current = onSent;
  });
  useEffect(() => {
    if (confirm === 'inline' && status.status === 'sent') sentNow.current();
  }, [confirm, status.status]);

  // Enviar was disabled while sending, so the failure dialog had no opener to give focus back to
  // (it fell to <body>): after Ok, focus returns to Enviar, or to the message when it cannot be sent.
  const sendRef = useRef<HTMLButtonElement>(null);
  const wasFailed = useRef(false);
  useEffect(() => {
    const failed = status.status === 'failed';
    if (wasFailed.current && !failed) {
      const send = sendRef.current;
      (send && !send.disabled ? send : bodyRef.current)?.focus();
    }
    wasFailed.current = failed;
  }, [status.status]);

  function add(incoming: File[], source: FileDropSource | 'pick') {
    const taken = [...files.map((file) => file.filename), ...reads.pendingNow().map((file) => file.filename)];
    const refused: string[] = [];
    const at = now();
    for (const file of incoming) {
      const filename = source === 'paste' && isUnnamedClipboardImage(file) ? screenshotName(at, file.type, taken) : file.name;
      if (taken.includes(filename)) {
        refused.push(t('walk.attachments.refused', { name: truncate(filename, NAME_LIMIT), reason: t('walk.attachments.duplicate') }));
        continue;
      }
      taken.push(filename);
      reads.start(file, filename);
    }
    setNotices(refused);
  }

  const drop = useFileDrop<HTMLFormElement>(add, sending);
  const total = [...files, ...reads.pending].reduce((sum, file) => sum + file.size, 0);
  const tooLarge = total > maxAttachmentBytes;
  // Without a subject field (the desk's note) the subject is not asked: only the text is.
  const subjectText = withSubject ? assunto : '-';
  const ready = canSendReply(subjectText, corpo, total, maxAttachmentBytes) && reads.pending.length === 0;
  const missingText = subjectText.trim() === '' || corpo.trim() === '';
  // Where the cursor was when the message lost the focus (to the tools): the text goes there, and
  // the cursor after it once the message has it (an effect: refs are not read while rendering).
  const [caret, setCaret] = useState<number>();
  const [placeCaret, setPlaceCaret] = useState<number>();
  const insert = (text: string) => {
    const at = Math.min(caret ?? corpo.length, corpo.length);
    if (text === '') return;
    const before = corpo.slice(0, at);
    const after = corpo.slice(at);
    const glue = before === '' || before.endsWith('\n') ? '' : '\n';
    // Text after the cursor starts on the next line, not glued to the inserted one.
    const tail = after === '' || after.startsWith('\n') ? '' : '\n';
    const end = before.length + glue.length + text.length;
    setCorpo(`${before}${glue}${text}${tail}${after}`);
    setCaret(end);
    setPlaceCaret(end);
  };
  useEffect(() => {
    const body = bodyRef.current;
    if (placeCaret === undefined || !body) return;
    body.focus();
    body.setSelectionRange(placeCaret, placeCaret);
    setPlaceCaret(undefined);
  }, [placeCaret]);

  return (
    <section className={['ch-reply', variant === 'note' ? 'ch-reply--note' : undefined].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <Heading id={titleId} className="ch-reply__title">
        {title}
      </Heading>
      {notice ? <p className="ch-reply__notice">{notice}</p> : null}
      <form
        className={['ch-reply__form', drop.dragging ? 'ch-reply__form--dragging' : undefined].filter(Boolean).join(' ')}
        aria-busy={sending || undefined}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (ready && !sending) onSend(buildReplyBody({ assunto: withSubject ? assunto : '', corpo, files, from }, now()));
        }}
        {...drop.handlers}
      >
        {withSubject ? (
          <FieldShell label={tTickets('tickets.reply.subject')} required>
            {(control) => (
              <input
                {...control}
                className="ch-input"
                value={assunto}
                maxLength={300}
                disabled={sending}
                onChange={(event) => setAssunto(event.target.value)}
              />
            )}
          </FieldShell>
        ) : null}
        {tools ? <div className="ch-reply__tools">{tools(insert, corpo)}</div> : null}
        <FieldShell label={tTickets('tickets.reply.body')} help={tTickets('tickets.reply.dropHint')} required>
          {(control) => (
            <textarea
              {...control}
              ref={bodyRef}
              className="ch-input ch-reply__body"
              rows={8}
              value={corpo}
              disabled={sending}
              onChange={(event) => setCorpo(event.target.value)}
              onBlur={(event) => setCaret(event.target.selectionStart)}
            />
          )}
        </FieldShell>
        {drop.dragging ? (
          <p className="ch-reply__drop-now" aria-hidden="true">
            <Icon name="upload" />
            {t('walk.attachments.dropNow')}
          </p>
        ) : null}
        <div className="ch-reply__files">
          <input
            id={`${ids}-arquivos`}
            type="file"
            multiple
            className="ch-attachments__input ch-visually-hidden"
            disabled={sending}
            aria-describedby={totalId}
            onChange={(event) => {
              add(Array.from(event.target.files ?? []), 'pick');
              // The same file may be picked again after it was removed.
              event.target.value = '';
            }}
          />
          <label htmlFor={`${ids}-arquivos`} className="ch-button ch-button--secondary ch-attachments__choose">
            <Icon name="paperclip" />
            {tTickets('tickets.reply.attach')}
          </label>
          <p id={totalId} className={['ch-reply__total', tooLarge ? 'ch-reply__total--over' : undefined].filter(Boolean).join(' ')} aria-live="polite">
            {tTickets('tickets.reply.total', { size: formatFileSize(total, 1024), limit: formatFileSize(maxAttachmentBytes, 1024) })}
            {tooLarge ? (
              <>
                {' '}
                <strong>{tTickets('tickets.reply.tooLarge')}</strong>
              </>
            ) : null}
          </p>
        </div>
        <AttachmentList
          files={files}
          pending={reads.pending}
          nameLimit={NAME_LIMIT}
          sizeBase={1024}
          disabled={sending}
          onRemove={(filename) => {
            setFiles((list) => list.filter((file) => file.filename !== filename));
            setNotices([]);
          }}
          onCancel={reads.cancel}
        />
        <div role="alert" className="ch-reply__notices">
          {notices.length > 0 ? (
            <ul>
              {notices.map((notice, index) => (
                <li key={index}>{notice}</li>
              ))}
            </ul>
          ) : null}
        </div>
        {status.status === 'sending' && status.progress !== undefined ? <UploadProgress value={status.progress} /> : null}
        {confirm === 'inline' && status.status === 'failed' ? (
          <p role="alert" className="ch-reply__failed">
            <strong>{failedTitle}</strong>
            {status.message ? `: ${status.message}` : '.'}
          </p>
        ) : null}
        <div className="ch-reply__actions">
          {missingText ? (
            <p id={hintId} className="ch-reply__hint">
              {requiredText}
            </p>
          ) : null}
          <Button
            variant="ghost"
            onClick={() => {
              onTextChange?.(null);
              onCancel();
            }}
            disabled={sending}
          >
            {t('common.cancel')}
          </Button>
          <Button ref={sendRef} type="submit" variant="primary" icon="send" disabled={!ready || sending} aria-describedby={missingText ? hintId : tooLarge ? totalId : undefined}>
            {sending ? tTickets('tickets.reply.sending') : sendLabel}
          </Button>
        </div>
      </form>
      <Dialog
        open={confirm === 'dialog' && status.status === 'sent'}
        tone="success"
        title={sentTitle}
        onClose={onSent}
        actions={
          <Button variant="primary" onClick={onSent}>
            {t('common.ok')}
          </Button>
        }
      />
      <Dialog
        open={confirm === 'dialog' && status.status === 'failed'}
        tone="failure"
        title={failedTitle}
        onClose={onDismissError}
        actions={
          <Button variant="primary" onClick={onDismissError}>
            {t('common.ok')}
          </Button>
        }
      >
        {status.status === 'failed' && status.message ? <p>{status.message}</p> : null}
      </Dialog>
    </section>
  );
}
