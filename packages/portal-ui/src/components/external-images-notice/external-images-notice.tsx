import { t } from '../../messages/t';
import { Button } from '../button/button';
import { Icon } from '../icon/icon';

/** Props of {@link ExternalImagesNotice}. */
export interface ExternalImagesNoticeProps {
  /**
   * Quantas imagens da mensagem vêm de outros sites e não foram carregadas; o aviso diz o número.
   * @remarks How many images of the message come from other sites (and were not loaded).
   */
  count: number;
  /**
   * O que acontece ao apertar 'Mostrar imagens externas': a mensagem aparece de novo, com as
   * imagens.
   * @remarks 'Mostrar imagens externas' was pressed: show the message again with its images.
   */
  onShow: () => void;
}

/**
 * The bar above a message written outside the portal (a ticket article, an FAQ answer) whose
 * images from other sites were not loaded, as mail programs do: such an image tells its sender
 * who opened the message and when (a tracking pixel). It says how many, and 'Mostrar imagens
 * externas' loads them. Images the message carries itself (`data:`, `cid:`) always show.
 * @example <ExternalImagesNotice count={2} onShow={() => setExternalImages(true)} />
 */
export function ExternalImagesNotice({ count, onShow }: ExternalImagesNoticeProps) {
  return (
    <div className="ch-external-images">
      <p className="ch-external-images__text">
        <Icon name="info" />
        <span>{t('html.externalImages.notice', { n: count })}</span>
      </p>
      <Button onClick={onShow}>{t('html.externalImages.show')}</Button>
    </div>
  );
}
