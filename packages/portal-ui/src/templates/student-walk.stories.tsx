import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { PHONE_GLOBALS } from '../../.storybook/viewports';
import { ScreenShell } from './screen-shell';
import { StudentWalk } from './student-walk';

/** Conditions wait generously: the test machine is busy, and each step re-renders a whole screen. */
const WAIT = { timeout: 10_000 };

const meta = {
  title: 'Telas/Passeio do estudante · AttendanceView · atendimento, novo chamado, passeio, template',
  id: 'telas-passeio-do-estudante',
  component: StudentWalk,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          'O estudante abre um chamado: escolhe um serviço no painel e responde às telas da árvore até a tela final, dentro da moldura do portal.',
          'As telas são as reais e a árvore de demonstração anda pelas mesmas regras do portal; o que o portal pediria ao servidor (listas, o artigo do tutorial, criar o chamado) responde aqui na hora, sem sair da página. Clique à vontade: **Cancelar** volta ao painel.',
        ].join('\n\n'),
      },
    },
  },
  render: () => (
    <ScreenShell viewer="estudante" currentPath="/atendimento">
      <StudentWalk />
    </ScreenShell>
  ),
} satisfies Meta<typeof StudentWalk>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * O painel de serviços no computador, pronto para clicar: escolha 'Rede sem fio
 * (eduroam)' e siga as telas.
 */
export const Clickable: Story = { name: 'Clicável' };

/**
 * Do painel à tela final no computador: 'Outra rede ou não sei', o formulário preenchido (celular,
 * campus e um local), 'Criar Chamado' e o número do chamado criado.
 */
export const ToFinalScreen: Story = {
  name: 'Até o chamado criado',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: /^Rede sem fio \(eduroam\)/ }, WAIT));
    await userEvent.click(await canvas.findByRole('button', { name: 'Outra rede ou não sei' }, WAIT));
    // Text goes in as one change, not key by key: on the docs page the phone story plays in a frame
    // at the same time, and each screen it shows takes the focus (keys would land in its frame).
    fireEvent.change(await canvas.findByRole('textbox', { name: /Celular/ }, WAIT), { target: { value: '(31) 99999-8888' } });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Campus/ }), 'Viçosa');
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar item' }));
    const item = await body.findByRole('dialog', { name: 'Novo item' }, WAIT);
    await userEvent.selectOptions(within(item).getByRole('combobox', { name: /Prédio/ }), 'Pavilhão de Aulas B');
    fireEvent.change(within(item).getByRole('textbox', { name: /Sala/ }), { target: { value: '210' } });
    await userEvent.click(within(item).getByRole('button', { name: 'Salvar' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Avançar' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Abrir chamado' }, WAIT)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Criar Chamado' }));
    const created = await body.findByRole('dialog', { name: 'Chamado criado com sucesso' }, WAIT);
    await expect(created).toHaveTextContent('2025030410000012');
  },
};

/**
 * No telefone (375 px), resolvido por um tutorial: 'UFV-Visitantes', o artigo da base de
 * conhecimento, 'Sim' e o aviso 'Atendimento encerrado'.
 */
export const SolvedOnPhone: Story = {
  name: 'Resolvido pelo tutorial, no telefone (375 px)',
  globals: PHONE_GLOBALS,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: /^Rede sem fio \(eduroam\)/ }, WAIT));
    await userEvent.click(await canvas.findByRole('button', { name: 'UFV-Visitantes' }, WAIT));
    await expect(await canvas.findByRole('heading', { name: 'Como conectar à rede eduroam' }, WAIT)).toBeVisible();
    await userEvent.click(within(canvas.getByRole('group', { name: 'Seu problema foi resolvido?' })).getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(body.getByRole('dialog', { name: 'Atendimento encerrado' })).toBeVisible(), WAIT);
  },
};
