import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { DialogsInPlace } from '../src/components/dialog/dialogs-in-place';
import { LOCALE } from '../src/messages/t';
import '../src/styles/global.css';
import { componentDescription, describeTsdoc } from './component-description';
import { DocsPage } from './docs-page';
import './docs.css';
import { VIEWPORTS } from './viewports';

// The stories are Portuguese: screen readers in the preview frame must not read them as English.
document.documentElement.lang = LOCALE;

// A docs page mounts many stories at once, and screens move focus to their title or Ok button when
// they appear: each would scroll the page, and the page would open at its last story. On a docs
// page focus still moves, but the page keeps its place; a story on its own behaves as in the app.
// A phone story on a docs page runs in a frame of its own (docs-page.tsx), and a scroll inside a
// frame scrolls the page around it too: there it neither scrolls on focus nor into view.
function onDocsPage(): boolean {
  const docs = (where: Window) => new URLSearchParams(where.location.search).get('viewMode') === 'docs';
  try {
    return docs(window) || (window.parent !== window && docs(window.parent));
  } catch {
    return false;
  }
}
const focus = HTMLElement.prototype.focus;
HTMLElement.prototype.focus = function focusWithoutScrollOnDocs(options?: FocusOptions) {
  focus.call(this, onDocsPage() ? { ...options, preventScroll: true } : options);
};
const scrollIntoView = Element.prototype.scrollIntoView;
Element.prototype.scrollIntoView = function scrollIntoViewOutsideDocs(options?: boolean | ScrollIntoViewOptions) {
  if (!onDocsPage()) scrollIntoView.call(this, options);
};

/**
 * How long a play function's `findBy…` and `waitFor` wait for their condition (1 s by default).
 * The story tests run in one Chromium beside every other package's tests on a two-core CI machine,
 * where the ELK drawing's worker took over 10 s to load and an attached file over 1 s to show
 * ('Com tráfego', 'Pronto para enviar'). It is a condition's limit, not a sleep: on a quiet
 * machine a story goes on the moment its condition holds.
 */
configure({ asyncUtilTimeout: 30_000 });

const preview: Preview = {
  // A prop's description in the props table is TSDoc too: an inline link reads as the name in code.
  argTypesEnhancers: [
    ({ argTypes }) =>
      Object.fromEntries(
        Object.entries(argTypes).map(([name, argType]) => [name, argType.description ? { ...argType, description: describeTsdoc(argType.description) } : argType]),
      ),
  ],
  // A docs page shows many stories at once: their dialogs open in place there, never over the
  // page (one story at a time, in its own canvas, keeps the real modal dialog).
  decorators: [
    (Story, context) =>
      context.viewMode === 'docs' ? (
        <DialogsInPlace value>
          <Story />
        </DialogsInPlace>
      ) : (
        <Story />
      ),
  ],
  parameters: {
    layout: 'fullscreen',
    // Accessibility violations fail the story in test runs, not just show in the panel.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i } },
    viewport: { options: VIEWPORTS },
    docs: {
      // A TSDoc `@example` is code: shown as a code block, never as markdown (or a live element).
      extractComponentDescription: componentDescription,
      // Portuguese title with the code name under it; phone stories at the phone's width.
      page: DocsPage,
      // A state reached by an interaction (an open menu, a dialog asking to confirm) is what the
      // docs page shows: each story's play function runs there too, not only on its own.
      story: { autoplay: true },
    },
    options: {
      // A designer starts at the foundations, then the components from the smallest up.
      storySort: {
        order: [
          'Fundamentos',
          ['Introdução', 'Novidades', 'Cores', 'Tipografia', 'Espaçamento', 'Pontos de quebra', 'Ícones', 'Texto da interface'],
          'Visão geral',
          'Padrões',
          'Telas',
          'Base',
          'Marca',
          'Avisos',
          'Estrutura',
          'Início',
          'Autoatendimento',
          'Chamados',
          'Atendente',
          'Administração',
          'Páginas',
          'Aplicativo',
        ],
      },
    },
  },
};

export default preview;
