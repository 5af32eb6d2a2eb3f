import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { overlayArticleFixture } from '../external-images-notice/external-content.fixture';
import { hostileArticleFixture, ticketDetailFixture } from '../ticket-detail/ticket-detail.fixture';
import { ArticleItem, type ArticleItemProps } from './article-item';
import { usageOf, usageParameters } from '../../stories/usage';

const first = ticketDetailFixture.artigos[0]!;
const withImages = ticketDetailFixture.artigos[1]!;
const unseen = ticketDetailFixture.artigos[3]!;

function Toggling(props: ArticleItemProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <ArticleItem
      {...props}
      open={open}
      onToggle={() => {
        setOpen((was) => !was);
        props.onToggle();
      }}
    />
  );
}

const meta = {
  title: 'Tickets/ArticleItem',
  component: ArticleItem,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.articleItem),
  args: { article: first, open: false, onToggle: fn(), onDownload: fn() },
  render: (args) => <Toggling {...args} />,
  decorators: [
    (Story) => (
      <main className="ch-container" style={{ paddingBlock: 16 }}>
        <h1 className="ch-visually-hidden">Impressora do laboratório 215</h1>
        <h2 className="ch-visually-hidden">Mensagens</h2>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof ArticleItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fechada: quem mandou, assunto, anexos, data. */
export const Closed: Story = {};

/** Uma resposta da equipe ainda não lida: a estrela. */
export const Unseen: Story = { args: { article: unseen } };

/** Aberta: o texto (com uma tabela) e um anexo para baixar. */
export const Open: Story = { args: { open: true } };

/** Aberta: uma imagem no meio do texto, outra abaixo dele e um PDF. */
export const InlineImages: Story = { args: { article: withImages, open: true } };

/** Um anexo sendo baixado. */
export const Downloading: Story = { args: { article: withImages, open: true, downloading: [3123] } };

/** Um texto perigoso: o que poderia executar código foi removido. */
export const SanitisedBody: Story = { args: { article: hostileArticleFixture, open: true } };

/** Um assunto com mais de 300 caracteres, cortado (35 no telefone). */
export const LongSubject: Story = {
  args: {
    article: {
      ...unseen,
      assunto: `Re: [Ticket#2025061010000031] ${'A impressora continua travando no duplexador depois da troca da peça, '.repeat(6)}`,
    },
  },
};

/**
 * An agent-written answer with a fake sign-in page styled to cover the portal, a tracking pixel
 * and a picture from another site: the positioning is gone, the images wait behind
 * 'Mostrar imagens externas'.
 */
export const ExternalImages: Story = { args: { article: overlayArticleFixture, open: true } };
