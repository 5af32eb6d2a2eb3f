import type { TutorialScreen } from '@chamados/tree-engine';
import { useId } from 'react';
import { t } from '../../messages/t';
import { Button } from '../button/button';
import { WalkScreen, type WalkHeadingLevel } from '../walk-screen/walk-screen';
import type { FaqState } from './faq-article';
import { TutorialContent } from './tutorial-content';

/** Props of {@link TutorialScreenView}. */
export interface TutorialScreenViewProps {
  screen: TutorialScreen;
  /** For `fonte: otrs`: the article the app fetched from `screen.url` (`GET /api/faq/{id}`). */
  faq?: FaqState;
  /** Hosts an absolute `fonte: otrs` URL may name (tree-engine's `tutorialUrlProblem`). */
  faqHosts?: readonly string[];
  /** Offered as 'Tentar novamente' when the article failed to load. */
  onRetryFaq?: () => void;
  /** The answer to 'Seu problema foi resolvido?': pass it to `answerTutorial`. */
  onAnswer: (solved: boolean) => void;
  onBack: () => void;
  onCancel: () => void;
  busy?: boolean;
  headingLevel?: WalkHeadingLevel;
}

/**
 * A tutorial screen (spec §2): a video, an FAQ article or a link, then 'Seu problema foi resolvido?'
 * with 'Sim' and 'Não, o problema continua', Voltar and Cancelar.
 * @example <TutorialScreenView screen={screen} faq={{ url, status: 'ready', article }} onAnswer={answer} onBack={back} onCancel={cancel} />
 */
export function TutorialScreenView({ screen, faq, faqHosts, onRetryFaq, onAnswer, onBack, onCancel, busy = false, headingLevel = 2 }: TutorialScreenViewProps) {
  const questionId = useId();
  return (
    <WalkScreen title={t('walk.tutorial.title')} headingLevel={headingLevel} onBack={onBack} onCancel={onCancel} busy={busy}>
      <div className="ch-tutorial">
        <TutorialContent screen={screen} faq={faq} faqHosts={faqHosts} onRetryFaq={onRetryFaq} headingLevel={headingLevel === 3 ? 4 : 3} />
      </div>
      <div className="ch-tutorial__question" role="group" aria-labelledby={questionId}>
        <p id={questionId} className="ch-tutorial__question-text">
          {t('walk.tutorial.question')}
        </p>
        <div className="ch-tutorial__answers">
          <Button variant="primary" icon="check" onClick={() => onAnswer(true)} disabled={busy}>
            {t('common.yes')}
          </Button>
          <Button onClick={() => onAnswer(false)} disabled={busy}>
            {t('walk.tutorial.no')}
          </Button>
        </div>
      </div>
    </WalkScreen>
  );
}
