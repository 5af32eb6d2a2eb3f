import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { InsightStats } from '@chamados/api-contract';
import { exampleTrees } from '@chamados/tree-engine';
import { screenTitles } from './screen-titles';
import { TreeStats } from './tree-stats';
import { usageOf, usageParameters } from '../../stories/usage';

const zero = { iniciados: 0, resolvidosTutorial: 0, chamados: 0, cancelados: 0, abandonos: 0, desistencias: 0 };

/** Thirty days of a Wi-Fi tree: two versions, one tutorial, a week nobody walked. */
const stats: InsightStats = {
  arvoreId: 1,
  de: '2025-05-04',
  ate: '2025-06-02',
  totais: { iniciados: 1284, resolvidosTutorial: 412, chamados: 563, cancelados: 187, abandonos: 122, desistencias: 309 },
  tutoriais: [{ tela: 'tutorial-eduroam-android', sim: 412, nao: 233 }],
  telas: [
    { tela: 'qual-rede', visitas: 1284, paradas: 96 },
    { tela: '#final', visitas: 975, paradas: 0 },
    { tela: 'tutorial-eduroam-android', visitas: 702, paradas: 57 },
    { tela: 'descreva', visitas: 649, paradas: 156 },
  ],
  arestas: [],
  semanas: [
    { inicio: '2025-04-28', totais: { iniciados: 180, resolvidosTutorial: 50, chamados: 90, cancelados: 25, abandonos: 15, desistencias: 40 } },
    { inicio: '2025-05-05', totais: { iniciados: 310, resolvidosTutorial: 92, chamados: 140, cancelados: 48, abandonos: 30, desistencias: 78 } },
    { inicio: '2025-05-12', totais: zero },
    { inicio: '2025-05-19', totais: { iniciados: 402, resolvidosTutorial: 140, chamados: 170, cancelados: 60, abandonos: 32, desistencias: 92 } },
    { inicio: '2025-05-26', totais: { iniciados: 392, resolvidosTutorial: 130, chamados: 163, cancelados: 54, abandonos: 45, desistencias: 99 } },
  ],
  versoes: [
    { versao: 2, lancadaEm: '2025-05-19T12:00:00.000Z', totais: { iniciados: 794, resolvidosTutorial: 270, chamados: 333, cancelados: 114, abandonos: 77, desistencias: 191 } },
    { versao: 1, lancadaEm: '2025-04-01T12:00:00.000Z', totais: { iniciados: 490, resolvidosTutorial: 142, chamados: 230, cancelados: 73, abandonos: 45, desistencias: 118 } },
  ],
};

const meta = {
  // Portuguese name · code name · synonyms (.storybook/titles.ts): the sidebar shows the first;
  // search finds any. The id keeps the addresses the story had under its English title.
  title: 'Administração/Estatísticas da árvore · TreeStats · gráfico, estatisticas',
  id: 'admin-treestats',
  component: TreeStats,
  tags: ['autodocs'],
  parameters: usageParameters(usageOf.treeStats),
  args: { treeName: 'Rede sem fio (eduroam)', stats, screenTitles: screenTitles(exampleTrees.find((tree) => tree.file === 'wifi-eduroam.yaml')!.yaml), period: { dias: 30 }, onPeriodChange: fn(), backHref: '/admin/arvore/1', onRetry: fn() },
} satisfies Meta<typeof TreeStats>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * 'Estatísticas: Rede sem fio (eduroam)' em '30 dias': 1.284 atendimentos iniciados, 412
 * resolvidos pelo tutorial (32,1% dos iniciados), 563 chamados e 309 desistências; o gráfico por
 * semana com a semana vazia de 12/05; o tutorial com 412 'Sim' e 233 'Não'; as telas pela
 * quantidade de visitas, cada uma pela sua pergunta ou título (nunca pela chave do YAML); a versão 2 (atual) ao lado da versão 1 (anterior).
 */
export const Default: Story = { name: 'Trinta dias' };

/** O período por datas: 'De' e 'Até' com 'Aplicar'; uma data inicial depois da final é recusada com o motivo. */
export const Dates: Story = { name: 'Por datas', args: { period: { de: '2025-05-04', ate: '2025-06-02' } } };

/** Uma árvore recém-lançada, sem atendimentos: zeros, sem taxas, e o aviso de que ainda não há versão anterior. */
export const Empty: Story = {
  name: 'Sem atendimentos',
  args: { stats: { ...stats, totais: zero, tutoriais: [], telas: [], semanas: stats.semanas.map((w) => ({ ...w, totais: zero })), versoes: [{ versao: 1, lancadaEm: '2025-06-01T12:00:00.000Z', totais: zero }] } },
};

/** As estatísticas não carregaram: 'Não foi possível carregar as estatísticas desta árvore.' com 'Tentar novamente'. */
export const Failed: Story = { name: 'Falha ao carregar', args: { stats: undefined, error: true } };
