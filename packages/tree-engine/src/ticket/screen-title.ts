/**
 * A screen's title as people read it — in the final screen, the first article of a ticket, the
 * statistics and the flow graph — never its key: the question of an options screen, the title of a
 * form, the `titulo` of a tutorial, else the article's own title from the data hub for an FAQ
 * tutorial, else the kind of tutorial and the site it opens.
 */
import { END_SCREEN } from '../constants';
import type { Locale } from '../messages/locale';
import { runtimeTexts } from '../messages/runtime-catalogs';
import type { Screen } from '../types';
import { urlHost } from '../urls/tutorial-url';

/** Options of `screenTitle`. @example const options: ScreenTitleOptions = { locale: 'en', faqTitle: 'Eduroam no Windows' } */
export interface ScreenTitleOptions {
  /** The language of the words the engine adds ('Tutorial em vídeo'…): 'pt-BR' (default), 'es' or 'en'. */
  locale?: Locale;
  /** For an FAQ tutorial (`faq`, `otrs`) without `titulo`: the article's title, as the data hub has it. */
  faqTitle?: string;
}

const filled = (text: unknown): text is string => typeof text === 'string' && text.trim() !== '';
const siteOf = (url: string): string | undefined => urlHost(url)?.replace(/^www\./, '');

/**
 * The title of a screen for people to read:
 * - options screen: its `pergunta`; form: its `titulo`;
 * - tutorial: its `titulo`; else, for an FAQ article (`faq`, `otrs`), `options.faqTitle`, else
 *   'Artigo da FAQ'; a video 'Tutorial em vídeo' and a link 'Página de ajuda', each with the site
 *   it opens ('Página de ajuda (dti.ufv.br)');
 * - `'#final'`: 'Tela final'.
 * Words the engine adds follow `options.locale`. A screen whose text is blank falls back to its
 * name, the only words left.
 * @example screenTitle({ tipo: 'tutorial', fonte: 'link', url: 'https://www.dti.ufv.br/vpn', telaSim: '#final', telaNao: 'a' }) // 'Página de ajuda (dti.ufv.br)'
 * @example screenTitle({ tipo: 'opcoes', pergunta: 'Qual rede?', opcoes: {} }) // 'Qual rede?'
 */
export function screenTitle(screen: Screen | typeof END_SCREEN, options: ScreenTitleOptions = {}): string {
  const words = runtimeTexts(options.locale);
  if (screen === END_SCREEN) return words.finalScreen;
  const fallback = screen.nome ?? '';
  switch (screen.tipo) {
    case 'opcoes':
      return filled(screen.pergunta) ? screen.pergunta.trim() : fallback;
    case 'formulario':
      return filled(screen.titulo) ? screen.titulo.trim() : fallback;
    case 'tutorial': {
      if (filled(screen.titulo)) return screen.titulo.trim();
      const site = siteOf(screen.url);
      if (screen.fonte === 'faq' || screen.fonte === 'otrs') {
        if (filled(options.faqTitle)) return options.faqTitle.trim();
        return site === undefined ? words.faqArticle : words.withHost(words.faqArticle, site);
      }
      const kind = screen.fonte === 'youtube' ? words.videoTutorial : words.helpPage;
      return site === undefined ? kind : words.withHost(kind, site);
    }
    default:
      return fallback;
  }
}
