import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { faqArticle, faqTutorial, linkTutorial, unsafeTutorial, videoTutorial } from '../attendance-view/walk.fixture';
import { externalImageFaqFixture } from '../external-images-notice/external-content.fixture';
import { TutorialScreenView } from './tutorial-screen-view';
import { WalkStoryFrame } from '../walk-screen/walk-story-frame';
import { PHONE_GLOBALS } from '../../../.storybook/viewports';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  title: 'Walk/TutorialScreenView',
  component: TutorialScreenView,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.tutorialScreen),
  args: { screen: videoTutorial, onAnswer: fn(), onBack: fn(), onCancel: fn(), onRetryFaq: fn() },
  decorators: [(Story) => <WalkStoryFrame><Story /></WalkStoryFrame>],
} satisfies Meta<typeof TutorialScreenView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `fonte: youtube`: the video from youtube-nocookie.com. */
export const Video: Story = {};

/** `fonte: otrs`: the FAQ article, sanitised, its inline image from the attachment. */
export const FaqArticle: Story = { args: { screen: faqTutorial, faq: { url: faqTutorial.url, status: 'ready', article: faqArticle } } };

/** `fonte: otrs`, an article with a picture from another site: it waits behind 'Mostrar imagens externas'. */
export const FaqExternalImages: Story = { args: { screen: faqTutorial, faq: { url: faqTutorial.url, status: 'ready', article: externalImageFaqFixture } } };

/** `fonte: otrs` while the article loads. */
export const FaqLoading: Story = { args: { screen: faqTutorial, faq: { url: faqTutorial.url, status: 'loading' } } };

/** `fonte: otrs` when the article could not be loaded. */
export const FaqError: Story = { args: { screen: faqTutorial, faq: { url: faqTutorial.url, status: 'error' } } };

/** `fonte: link`: a link that opens in a new tab. */
export const Link: Story = { args: { screen: linkTutorial } };

/** A URL that breaks the rule is never rendered. */
export const InvalidUrl: Story = { args: { screen: unsafeTutorial } };

/** While the app processes the answer. */
export const Busy: Story = { args: { screen: linkTutorial, busy: true } };

/** A mesma tela num telefone de 375 px. */
export const OnPhone: Story = { name: 'No telefone (375 px)', globals: PHONE_GLOBALS };
