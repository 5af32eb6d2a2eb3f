import type { OptionsScreen } from '@chamados/tree-engine';
import { t } from '../../messages/t';
import { Icon } from '../icon/icon';
import { WalkScreen, type WalkHeadingLevel } from '../walk-screen/walk-screen';

/** Props of {@link OptionsScreenView}. */
export interface OptionsScreenViewProps {
  /** A tela de opções: a pergunta e as opções numeradas que a pessoa escolhe. */
  screen: OptionsScreen;
  /**
   * O que acontece quando a pessoa escolhe uma opção e aperta 'Avançar'.
   * @remarks The option the user chose, by its name (a key of `screen.opcoes`): pass it to
   * `chooseOption`.
   */
  onChoose: (option: string) => void;
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
 * An options screen (spec §2): the question and its options, numbered, each a button (Tab walks
 * them, Enter or Space chooses), then Voltar and Cancelar.
 * @example <OptionsScreenView screen={screen} onChoose={(o) => dispatch(choose(o))} onBack={back} onCancel={cancel} />
 */
export function OptionsScreenView({ screen, onChoose, onBack, onCancel, busy = false, headingLevel }: OptionsScreenViewProps) {
  const options = Object.keys(screen.opcoes ?? {});
  return (
    <WalkScreen title={screen.pergunta} headingLevel={headingLevel} onBack={onBack} onCancel={onCancel} busy={busy}>
      <ol className="ch-options" aria-label={t('walk.options.label')}>
        {options.map((option, index) => (
          <li key={option}>
            <button type="button" className="ch-options__choice" onClick={() => onChoose(option)} disabled={busy}>
              <span className="ch-options__number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="ch-options__text">{option}</span>
              <Icon name="chevron-right" className="ch-options__chevron" />
            </button>
          </li>
        ))}
      </ol>
    </WalkScreen>
  );
}
