/**
 * The address rule of tutorials (`tutorialUrlProblem`): http(s) only, YouTube's hosts for
 * `youtube`, the portal's FAQ route or an allowed FAQ host for `otrs`. An error, so no launched
 * tree can send a user to `javascript:` or to a look-alike host.
 */
import { verifyMessages } from '../messages/diagnostics';
import type { Tree } from '../types';
import { tutorialUrlProblem, urlHost, type TutorialUrlOptions } from '../urls/tutorial-url';
import type { Holes } from './holes';
import type { Reporter } from './reporter';

/**
 * Reports tutorial addresses the portal must not open.
 * @example checkTutorials(tree, report, { faqHosts: ['faq.ufv.br'] })
 */
export function checkTutorials(tree: Tree, report: Reporter, options: TutorialUrlOptions, holes?: Holes): void {
  for (const [name, screen] of Object.entries(tree.telas)) {
    // The rule depends on `fonte`: none applies when it was unusable (salvage.ts).
    if (screen.tipo !== 'tutorial' || holes?.unknownSources.has(name)) continue;
    const path = ['telas', name, 'url'];
    switch (tutorialUrlProblem(screen, options)) {
      case 'scheme':
        report.error(path, verifyMessages.tutorialScheme());
        break;
      case 'youtubeHost':
        report.error(path, verifyMessages.youtubeHost(urlHost(screen.url) ?? screen.url));
        break;
      case 'youtubeVideo':
        report.error(path, verifyMessages.youtubeVideo());
        break;
      case 'faqLocation':
        report.error(path, verifyMessages.faqLocation(options.faqHosts ?? []));
        break;
      case 'faqTemplate':
        report.error(path, verifyMessages.faqTemplate(options.faqUrlTemplate ?? ''));
        break;
      case 'faqNotConfigured':
        report.error(['telas', name, 'fonte'], verifyMessages.faqNotConfigured(), undefined, 'value');
        break;
      default:
        break;
    }
  }
}
