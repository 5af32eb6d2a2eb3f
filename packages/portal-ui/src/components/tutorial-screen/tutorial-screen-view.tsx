import type { TutorialScreen } from '@chamados/tree-engine';
import { useId } from 'react';
import { t } from '../../messages/t';
import { Button } from '../button/button';
import { WalkScreen, type WalkHeadingLevel } from '../walk-screen/walk-screen';
import type { FaqState } from './faq-article';
import { TutorialContent } from './tutorial-content';

/** Props of {@link TutorialScreenView}. */
export interface TutorialScreenViewProps {
  /**
   * O tutorial: um vídeo, um artigo da base de conhecimento ou um link, e a pergunta 'Seu problema
   * foi resolvido?'.
   */
  screen: TutorialScreen;
  /**
   * O artigo da base de conhecimento que o tutorial mostra, ou o seu carregamento e a sua falha.
   * @remarks For `fonte: otrs`: the article the app fetched from `screen.url` (`GET
   * /api/faq/{id}`).
   */
  faq?: FaqState;
  /**
   * Os sites de onde o tutorial pode trazer artigos; um artigo de outro site não é mostrado.
   * @remarks Hosts an absolute `fonte: otrs` URL may name (tree-engine's `tutorialUrlProblem`).
   */
  faqHosts?: readonly string[];
  /**
   * O que acontece ao apertar 'Tentar novamente' quando o artigo não carregou; sem ele, o botão não
   * aparece.
   * @remarks Offered as 'Tentar novamente' when the article failed to load.
   */
  onRetryFaq?: () => void;
  /**
   * O que acontece quando a pessoa responde 'Seu problema foi resolvido?' (Sim ou Não).
   * @remarks The answer to 'Seu problema foi resolvido?': pass it to `answerTutorial`.
   */
  onAnswer: (solved: boolean) => void;
  /** O que acontece ao apertar 'Voltar' (a tela anterior). */
  onBack: () => void;
  /** O que acontece ao apertar 'Cancelar' (o atendimento termina). */
  onCancel: () => void;
  /**
   * O portal está processando a resposta: os botões ficam desabilitados e aparece 'Processando…'.
   */
  busy?: boolean;
  /**
   * O nível do título da tela (2 numa página própria, 3 dentro de outra seção), para a ordem dos
   * títulos da página.
   */
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
