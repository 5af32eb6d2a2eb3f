// @vitest-environment jsdom
// The FAQ article goes through DOMPurify, which is only faithful on jsdom (cure53/DOMPurify#1457).
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { faqArticle, faqTutorial, linkTutorial, unsafeTutorial, videoTutorial } from '../attendance-view/walk.fixture';
import type { FaqState } from './faq-article';
import { TutorialScreenView, type TutorialScreenViewProps } from './tutorial-screen-view';

function renderTutorial(props: Partial<TutorialScreenViewProps> & Pick<TutorialScreenViewProps, 'screen'>) {
  const callbacks = { onAnswer: vi.fn(), onBack: vi.fn(), onCancel: vi.fn(), onRetryFaq: vi.fn() };
  const view = render(<TutorialScreenView {...callbacks} {...props} />);
  return { ...callbacks, ...view };
}

describe('TutorialScreenView', () => {
  it('embeds a YouTube video from the privacy-enhanced domain, with a title', () => {
    renderTutorial({ screen: videoTutorial });
    const frame = screen.getByTitle('Vídeo do tutorial');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    // Fullscreen is granted once, through `allow` (both at once make Chrome warn that allow wins).
    expect(frame.getAttribute('allow')?.split(/;\s*/)).toContain('fullscreen');
    expect(frame.hasAttribute('allowfullscreen')).toBe(false);
  });

  it("offers 'Assistir no YouTube' under the video, for when the embed cannot load", () => {
    renderTutorial({ screen: videoTutorial });
    const link = screen.getByRole('link', { name: 'Assistir no YouTube (abre em uma nova aba)' });
    expect(link.getAttribute('href')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('opens a link tutorial in a new tab that learns nothing about the portal', () => {
    renderTutorial({ screen: linkTutorial });
    const link = screen.getByRole('link', { name: /Abrir o tutorial/ });
    expect(link.getAttribute('href')).toBe('https://www.dti.ufv.br/visitantes/como-acessar');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toContain('(abre em uma nova aba)');
  });

  it.each([
    ['a javascript: link', unsafeTutorial],
    ['a video that is not on YouTube', { ...videoTutorial, url: 'https://vimeo.com/123' }],
    ['an FAQ on an unknown host', { ...faqTutorial, url: 'https://evil.example/faq/1' }],
  ])('never renders %s, and says so', (_case, tutorial) => {
    const { container } = renderTutorial({ screen: tutorial, faq: { url: tutorial.url, status: 'ready', article: faqArticle } });
    expect(screen.getByText('Este tutorial tem um endereço inválido e não pode ser exibido.')).toBeTruthy();
    expect(container.querySelector('a, iframe, article')).toBeNull();
    expect(screen.getByRole('button', { name: 'Não, o problema continua' })).toBeTruthy();
  });

  it('accepts an FAQ on a host the app allows', async () => {
    const tutorial = { ...faqTutorial, url: 'https://faq.ufv.br/faq/1' };
    renderTutorial({ screen: tutorial, faqHosts: ['faq.ufv.br'], faq: { url: tutorial.url, status: 'ready', article: faqArticle } });
    expect(await screen.findByRole('heading', { name: 'Como conectar à rede eduroam' })).toBeTruthy();
  });

  it('shows the FAQ article loading, then failed with a retry, then there', async () => {
    const loading: FaqState = { url: '/api/faq/1', status: 'loading' };
    const { rerender, onRetryFaq, ...callbacks } = renderTutorial({ screen: faqTutorial, faq: loading });
    expect(screen.getByRole('status').textContent).toBe('Carregando artigo…');

    rerender(<TutorialScreenView screen={faqTutorial} faq={{ url: '/api/faq/1', status: 'error' }} onRetryFaq={onRetryFaq} {...callbacks} />);
    expect(screen.getByRole('alert').textContent).toContain('Não foi possível carregar o artigo.');
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetryFaq).toHaveBeenCalledOnce();

    rerender(<TutorialScreenView screen={faqTutorial} faq={{ url: '/api/faq/1', status: 'ready', article: faqArticle }} {...callbacks} />);
    const article = await screen.findByRole('article');
    expect(within(article).getByRole('heading', { level: 3, name: 'Como conectar à rede eduroam' })).toBeTruthy();
    expect(within(article).getByText('eduroam', { selector: 'strong' })).toBeTruthy();
    const image = within(article).getByRole('img', { name: 'Tela de configuração da eduroam' });
    expect(image.getAttribute('src')).toBe(`data:image/png;base64,${faqArticle.Attachment?.[0]?.Content}`);
  });

  it('an article fetched for another tutorial is not shown here', () => {
    renderTutorial({ screen: faqTutorial, faq: { url: '/api/faq/2', status: 'ready', article: faqArticle } });
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Carregando artigo…');
  });

  it("asks 'Seu problema foi resolvido?' and answers with 'Sim' or 'Não, o problema continua'", async () => {
    const { onAnswer, onBack, onCancel } = renderTutorial({ screen: linkTutorial });
    const question = screen.getByRole('group', { name: 'Seu problema foi resolvido?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Sim' }));
    await userEvent.click(within(question).getByRole('button', { name: 'Não, o problema continua' }));
    expect(onAnswer.mock.calls).toEqual([[true], [false]]);
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onBack).toHaveBeenCalledOnce();
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
