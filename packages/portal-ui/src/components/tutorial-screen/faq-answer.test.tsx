// @vitest-environment jsdom
// DOMPurify is not faithful on happy-dom (cure53/DOMPurify#1457): sanitising is tested on jsdom.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSanitizer } from '../../lib/sanitize-html';
import { faqArticle, faqTutorial, pixelPng } from '../attendance-view/walk.fixture';
import { externalImageFaqFixture, remoteLogoUrl } from '../external-images-notice/external-content.fixture';
import { TutorialScreenView } from './tutorial-screen-view';

beforeAll(async () => {
  await loadSanitizer();
});

const renderFaq = (article = externalImageFaqFixture) =>
  render(<TutorialScreenView screen={faqTutorial} faq={{ url: faqTutorial.url, status: 'ready', article }} onAnswer={vi.fn()} onBack={vi.fn()} onCancel={vi.fn()} />);

describe('an FAQ article in a tutorial', () => {
  it("shows its own images at once and those of other sites only after 'Mostrar imagens externas'", async () => {
    renderFaq();
    expect(screen.getByRole('img', { name: 'Tela de configuração da eduroam' }).getAttribute('src')).toBe(`data:image/png;base64,${pixelPng}`);
    expect(screen.getByRole('img', { name: 'Logotipo da UFV' }).getAttribute('src')).toBeNull();
    expect(screen.getByText('Uma imagem de outro site não foi carregada para proteger sua privacidade.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Mostrar imagens externas' }));
    expect(screen.getByRole('img', { name: 'Logotipo da UFV' }).getAttribute('src')).toBe(remoteLogoUrl);
    expect(screen.queryByRole('button', { name: 'Mostrar imagens externas' })).toBeNull();
    expect(document.activeElement?.contains(screen.getByRole('img', { name: 'Logotipo da UFV' }))).toBe(true);
  });

  it('offers nothing to load when every image is its own', () => {
    renderFaq(faqArticle);
    expect(screen.getByRole('heading', { name: faqArticle.Title })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mostrar imagens externas' })).toBeNull();
  });
});
