import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { MailOutboxView } from './mail-outbox-view';
import { mailOffFixture, mailStatusFixture } from './mail-status.fixture';
import { inContainer } from '../../stories/in-container';
import { PHONE_GLOBALS } from '../../../.storybook/viewports';
import { usageOf, usageParameters } from '../../stories/usage';

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts).
  title: 'Administração/E-mails aos estudantes · MailOutboxView · email, caixa de saída, avisos, SMTP',
  id: 'administração-mailoutboxview',
  component: MailOutboxView,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.mailOutbox),
  args: { status: mailStatusFixture, onRefresh: fn() },
  decorators: [inContainer],
} satisfies Meta<typeof MailOutboxView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Os números da caixa de saída e os e-mails que falharam, um deles desistido. */
export const Default: Story = {
  name: 'Com falhas',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('cell', { name: 'Não será mais tentado' })).toBeVisible();
  },
};

/** Tudo enviado: nenhuma falha a mostrar. */
export const AllSent: Story = { name: 'Tudo enviado', args: { status: { ...mailStatusFixture, pendentes: 0, falhando: 0, desistidos: 0, falhas: [] } } };

/** O servidor não envia e-mail (sem SMTP_URL, ou com o Znuny): a página diz por quê e como ligar. */
export const Off: Story = { name: 'E-mail desligado', args: { status: mailOffFixture } };

/** Enquanto a situação carrega. */
export const Loading: Story = { name: 'Carregando', args: { status: undefined, loading: true } };

/** A situação não carregou: a falha e 'Tentar novamente'. */
export const LoadFailed: Story = { name: 'Falha ao carregar', args: { status: undefined, error: true } };

/** No celular (375 px): cada falha vira um bloco, com o nome de cada coluna. */
export const Phone: Story = { name: 'No celular', globals: PHONE_GLOBALS };
