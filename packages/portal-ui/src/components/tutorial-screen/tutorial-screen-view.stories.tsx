import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { faqArticle, faqTutorial, linkTutorial, unsafeTutorial, videoTutorial } from '../attendance-view/walk.fixture';
import { externalImageFaqFixture } from '../external-images-notice/external-content.fixture';
import { TutorialScreenView } from './tutorial-screen-view';
import { WalkStoryFrame } from '../walk-screen/walk-story-frame';
import { PHONE_GLOBALS } from '../../../.storybook/viewports';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Autoatendimento/Tela de tutorial · TutorialScreenView · faq, artigo',
  id: 'walk-tutorialscreenview',
  component: TutorialScreenView,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.tutorialScreen),
  args: { screen: videoTutorial, onAnswer: fn(), onBack: fn(), onCancel: fn(), onRetryFaq: fn() },
  decorators: [(Story) => <WalkStoryFrame><Story /></WalkStoryFrame>],
} satisfies Meta<typeof TutorialScreenView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Um tutorial em vídeo do YouTube, com 'Assistir no YouTube' embaixo e a pergunta 'Seu problema
 * foi resolvido?'.
 */
export const Video: Story = { name: 'Vídeo' };

/**
 * Um artigo da base de conhecimento ('Como conectar à rede eduroam'), com a imagem que vem junto
 * dele.
 */
export const FaqArticle: Story = { name: 'Artigo da base de conhecimento', args: { screen: faqTutorial, faq: { url: faqTutorial.url, status: 'ready', article: faqArticle } } };

/** Um artigo com uma imagem de outro site: ela espera por 'Mostrar imagens externas'. */
export const FaqExternalImages: Story = { name: 'Artigo com imagem de outro site', args: { screen: faqTutorial, faq: { url: faqTutorial.url, status: 'ready', article: externalImageFaqFixture } } };

/** Enquanto o artigo carrega: 'Carregando artigo…'. */
export const FaqLoading: Story = { name: 'Artigo carregando', args: { screen: faqTutorial, faq: { url: faqTutorial.url, status: 'loading' } } };

/** O artigo não carregou: 'Não foi possível carregar o artigo.' e 'Tentar novamente'. */
export const FaqError: Story = { name: 'Artigo não carregou', args: { screen: faqTutorial, faq: { url: faqTutorial.url, status: 'error' } } };

/** Um tutorial em outro site: 'Abrir o tutorial', que abre em uma nova aba. */
export const Link: Story = { name: 'Link para outro site', args: { screen: linkTutorial } };

/**
 * Um tutorial com endereço inseguro nunca é aberto: 'Este tutorial tem um endereço inválido e não
 * pode ser exibido.'.
 */
export const InvalidUrl: Story = { name: 'Endereço inválido', args: { screen: unsafeTutorial } };

/** Enquanto a resposta é processada: os botões desabilitados e 'Processando…'. */
export const Busy: Story = { name: 'Processando', args: { screen: linkTutorial, busy: true } };

/** O tutorial em vídeo num telefone de 375 px. */
export const OnPhone: Story = { name: 'No telefone (375 px)', globals: PHONE_GLOBALS };
