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
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Chamados/Mensagem do chamado · ArticleItem · artigo',
  id: 'tickets-articleitem',
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

/**
 * Uma mensagem fechada, como aparece na lista do chamado: o ícone de quem mandou, o assunto,
 * quantos anexos ela tem e a data. Clique para abrir.
 */
export const Closed: Story = { name: 'Fechada' };

/**
 * Uma resposta da equipe de atendimento que a pessoa ainda não leu: a estrela 'Não visualizada' ao
 * lado do assunto.
 */
export const Unseen: Story = { name: 'Não visualizada', args: { article: unseen } };

/** Uma mensagem aberta: o texto (com uma tabela) e o anexo para baixar, com nome e tamanho. */
export const Open: Story = { name: 'Aberta', args: { open: true } };

/** Aberta: uma imagem no meio do texto, outra abaixo dele e um PDF para baixar. */
export const InlineImages: Story = { name: 'Aberta, com imagens', args: { article: withImages, open: true } };

/** Um anexo sendo baixado: no lugar do tamanho, o botão dele diz 'Baixando…'. */
export const Downloading: Story = { name: 'Baixando um anexo', args: { article: withImages, open: true, downloading: [3123] } };

/**
 * Uma mensagem com código escondido no texto: o texto e o link para a UFV aparecem; o que poderia
 * executar código foi removido.
 */
export const SanitisedBody: Story = { name: 'Texto perigoso', args: { article: hostileArticleFixture, open: true } };

/** Um assunto com mais de 300 caracteres, cortado com '...' (no telefone, em 35). */
export const LongSubject: Story = {
  name: 'Assunto longo',
  args: {
    article: {
      ...unseen,
      assunto: `Re: [Ticket#2025061010000031] ${'A impressora continua travando no duplexador depois da troca da peça, '.repeat(6)}`,
    },
  },
};

/**
 * Uma resposta da equipe que tenta cobrir o portal com uma falsa tela de login e traz um pixel de
 * rastreamento e uma imagem de outro site: a mensagem fica no seu lugar, e as imagens esperam por
 * 'Mostrar imagens externas'.
 */
export const ExternalImages: Story = { name: 'Imagens de outros sites', args: { article: overlayArticleFixture, open: true } };
