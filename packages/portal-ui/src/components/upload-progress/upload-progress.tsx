import { t } from '../../messages/t';
import './upload-progress.css';

/** Props of {@link UploadProgress}. */
export interface UploadProgressProps {
  /**
   * Quanto dos anexos já foi enviado, de 0 (nada) a 1 (tudo): enche a barra e muda a porcentagem.
   * @remarks The fraction of the files sent so far, from 0 to 1.
   */
  value: number;
}

/**
 * How far the upload of large files has got, while 'Criar Chamado' or 'Enviar' sends them: a
 * progress bar named 'Envio dos anexos' and the percentage in words beside it.
 * @example <UploadProgress value={0.42} />
 */
export function UploadProgress({ value }: UploadProgressProps) {
  const percent = Math.round(Math.max(0, Math.min(1, value)) * 100);
  return (
    <div className="ch-upload">
      <progress className="ch-upload__bar" max={1} value={value} aria-label={t('upload.progress')} aria-valuetext={t('upload.percent', { percent })} />
      <span className="ch-upload__text" aria-hidden="true">
        {t('upload.percent', { percent })}
      </span>
    </div>
  );
}
