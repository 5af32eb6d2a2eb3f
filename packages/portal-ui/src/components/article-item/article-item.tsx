import type { Article, Attachment } from '@chamados/api-contract';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { formatDateTime } from '../../lib/format-date-time';
import { formatFileSize } from '../../lib/format-file-size';
import { useSanitizer, type Sanitizer } from '../../lib/sanitize-html';
import { truncate } from '../../lib/truncate';
import { tTickets } from '../../messages/t-tickets';
import { ExternalImagesNotice } from '../external-images-notice/external-images-notice';
import { Icon } from '../icon/icon';
import { LoadingIndicator } from '../loading-indicator/loading-indicator';
import { UnseenStar } from '../ticket-list/ticket-marks';
import { articleBody } from './article-body';

/** Article subjects are cut at 300 characters, 35 on phones (spec §9). */
export const SUBJECT_LIMIT = 300;
export const SUBJECT_LIMIT_PHONE = 35;

/** Props of {@link ArticleItem}. */
export interface ArticleItemProps {
  /** A mensagem: quem enviou, quando, o assunto, o texto e os anexos. */
  article: Article;
  /** Se a mensagem está aberta (texto e anexos à vista) ou fechada (só o cabeçalho). */
  open: boolean;
  /**
   * O que acontece ao apertar o cabeçalho da mensagem, que a abre ou fecha.
   * @remarks The disclosure button was pressed.
   */
  onToggle: () => void;
  /** O que acontece ao apertar um anexo para baixá-lo. */
  onDownload: (attachment: Attachment) => void;
  /**
   * Os anexos que estão sendo baixados: os seus botões esperam, desabilitados.
   * @remarks Ids of attachments being downloaded: their buttons wait.
   */
  downloading?: readonly number[];
  /**
   * O nível do título que leva o botão da mensagem (2, 3 ou 4); 3 dentro do detalhe do chamado.
   * @remarks Level of the heading that holds the disclosure button; 3 under the detail's h2.
   */
  headingLevel?: 2 | 3 | 4;
  /**
   * O nome do ícone de direção para quem não é o estudante: a Central de Atendimento lê 'Mensagem
   * do solicitante' onde o estudante lê 'Mensagem enviada por você'.
   * @remarks The direction icon's name for someone other than the student (the desk says 'Mensagem
   * do solicitante' where the student reads 'Mensagem enviada por você').
   */
  directionLabel?: string;
  /**
   * O nome da estrela de não lida para quem não é o estudante.
   * @remarks The star's name for someone other than the student.
   */
  unseenLabel?: string;
  /**
   * A etiqueta de uma nota interna ('Nota interna'): aparece no cabeçalho e a mensagem ganha a cor
   * de nota.
   * @remarks An internal note's mark ('Nota interna'): shown as a tag in the heading, so it is read
   * with the button's name, and the message takes the note's look.
   */
  note?: string;
  /** O que o título da mensagem diz no lugar do assunto (na Central de Atendimento: quem escreveu, e o assunto só quando traz algo novo). */
  heading?: string;
  /** Como a data aparece, quando não é a do estudante (na Central de Atendimento: '25/11/2026 00:26'). */
  formatDate?: (iso: string) => string;
}

/**
 * One message of a ticket as a disclosure (spec §2): a button with `aria-expanded` showing the
 * direction icon (named 'Mensagem enviada por você' or 'Mensagem da equipe de atendimento'), the
 * subject (cut at 300, 35 on phones — CSS picks one; screen readers always get the longer), a star
 * when unseen, the attachment count and the date. Open, it shows the sanitised HTML body with its
 * inline images (images of other sites only after 'Mostrar imagens externas') and a download
 * button per attachment (name as text, size).
 * @example <ArticleItem article={a} open={isOpen} onToggle={toggle} onDownload={download} />
 */
export function ArticleItem({ article, open, onToggle, onDownload, downloading = [], headingLevel = 3, directionLabel, unseenLabel, note, heading, formatDate = formatDateTime }: ArticleItemProps) {
  const panelId = useId();
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4';
  const subject = heading?.trim() || article.assunto.trim() || tTickets('tickets.article.noSubject');
  const direction = article.tipo === 'entrada' ? 'in' : 'out';
  const count = article.anexos.length;
  const directionName = directionLabel ?? tTickets(`tickets.article.${direction}`);

  return (
    <article className={['ch-article', `ch-article--${direction}`, note ? 'ch-article--note' : undefined, article.visualizado ? undefined : 'ch-article--unseen'].filter(Boolean).join(' ')}>
      <Heading className="ch-article__heading">
        <button type="button" className="ch-article__toggle" aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
          <Icon name="chevron-right" className="ch-article__chevron" />
          <span className="ch-article__direction" role="img" aria-label={directionName} title={directionName}>
            <Icon name={direction === 'in' ? 'send' : 'reply'} />
          </span>
          <span className="ch-article__subject">
            {note ? (
              <>
                <span className="ch-article__note">{note}</span>
                <span className="ch-visually-hidden">: </span>
              </>
            ) : null}
            <span className="ch-article__subject-long">{truncate(subject, SUBJECT_LIMIT)}</span>
            <span className="ch-article__subject-short" aria-hidden="true">
              {truncate(subject, SUBJECT_LIMIT_PHONE)}
            </span>
          </span>
          <span className="ch-article__meta">
            {article.visualizado ? null : <UnseenStar label={unseenLabel ?? tTickets('tickets.article.unseen')} />}
            {count > 0 ? (
              <span className="ch-article__count">
                <Icon name="paperclip" size={16} />
                {tTickets('tickets.article.attachmentCount', { n: count })}
              </span>
            ) : null}
            <time className="ch-article__date" dateTime={article.criado}>
              {formatDate(article.criado)}
            </time>
          </span>
        </button>
      </Heading>
      <div id={panelId} className="ch-article__panel" hidden={!open}>
        {open ? <ArticleContent article={article} onDownload={onDownload} downloading={downloading} /> : null}
      </div>
    </article>
  );
}

/**
 * The sanitised body, then the inline images it does not place itself. Images of other sites wait
 * behind 'Mostrar imagens externas'; once pressed, focus moves to the body the button was above.
 */
function Body({ article, sanitize }: { article: Article; sanitize: Sanitizer }) {
  const [externalImages, setExternalImages] = useState(false);
  const body = useMemo(() => articleBody(article, sanitize, { externalImages }), [article, sanitize, externalImages]);
  const bodyRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (externalImages) bodyRef.current?.focus();
  }, [externalImages]);
  return (
    <>
      {body.externalImages > 0 && !externalImages ? <ExternalImagesNotice count={body.externalImages} onShow={() => setExternalImages(true)} /> : null}
      <div ref={bodyRef} tabIndex={externalImages ? -1 : undefined} className="ch-article__body" dangerouslySetInnerHTML={{ __html: body.html }} />
      {body.looseImages.length > 0 ? (
        <ul className="ch-article__images" aria-label={tTickets('tickets.article.images')}>
          {body.looseImages.map(({ attachment, src }) => (
            <li key={attachment.id}>
              <img src={src} alt={attachment.filename} />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

function ArticleContent({ article, onDownload, downloading }: Pick<ArticleItemProps, 'article' | 'onDownload'> & { downloading: readonly number[] }) {
  // DOMPurify loads when the first message opens: it stays out of the lists' first load.
  const sanitize = useSanitizer();
  return (
    <>
      {article.de ? <p className="ch-article__from">{tTickets('tickets.article.from', { de: article.de })}</p> : null}
      {sanitize ? <Body article={article} sanitize={sanitize} /> : <LoadingIndicator />}
      {article.anexos.length > 0 ? (
        <ul className="ch-article__downloads" aria-label={tTickets('tickets.article.attachments')}>
          {article.anexos.map((attachment) => {
            const busy = downloading.includes(attachment.id);
            return (
              <li key={attachment.id}>
                <button type="button" className="ch-download" aria-disabled={busy || undefined} onClick={() => !busy && onDownload(attachment)}>
                  <Icon name={busy ? 'clock' : 'download'} />
                  <span className="ch-visually-hidden">{tTickets('tickets.article.download')} </span>
                  <span className="ch-download__name">{attachment.filename}</span>
                  <span className="ch-download__size">{busy ? tTickets('tickets.article.downloading') : formatFileSize(attachment.filesize, 1024)}</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </>
  );
}
