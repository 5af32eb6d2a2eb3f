import type { Article, FaqItem } from '@chamados/api-contract';
import { faqArticle } from '../attendance-view/walk.fixture';

/** A tracking pixel: an invisible image on another site that learns who opened the message. */
export const trackingPixelUrl = 'https://rastreio.example.com/pixel.gif?destinatario=ana';
/** A picture on another site, with an alt text. */
export const remoteLogoUrl = 'https://www.ufv.br/wp-content/uploads/logo-ufv.png';

/**
 * An agent-written answer that tries to cover the portal with a fake sign-in page
 * (`position:fixed; inset:0`) and carries a tracking pixel and a picture from other sites.
 */
export const overlayArticleFixture: Article = {
  id: 401,
  assunto: 'Re: Senha do e-mail institucional',
  corpo:
    '<div style="position:fixed;inset:0;z-index:2147483647;background:#fff;padding:48px">' +
    '<h1>Sessão expirada</h1><p>Digite de novo sua senha institucional para continuar.</p></div>' +
    '<p style="color:#1a5c2e;font-weight:bold">Olá! Sua senha foi redefinida com sucesso.</p>' +
    `<img src="${trackingPixelUrl}" alt="" width="1" height="1">` +
    `<p><img src="${remoteLogoUrl}" alt="Logotipo da UFV"></p>`,
  criado: '2025-06-13T09:30:00.000Z',
  tipo: 'saida',
  de: 'Atendimento',
  visualizado: true,
  anexos: [],
};

/** An FAQ answer with a picture from another site beside its own inline image. */
export const externalImageFaqFixture: FaqItem = {
  ...faqArticle,
  Field3: `${faqArticle.Field3}<p><img src="${remoteLogoUrl}" alt="Logotipo da UFV"></p>`,
};
