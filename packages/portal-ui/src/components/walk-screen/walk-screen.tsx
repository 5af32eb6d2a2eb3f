import { useEffect, useId, useRef, type ReactNode } from 'react';
import { t } from '../../messages/t';
import { Button } from '../button/button';

/** Heading level of a walk screen's title: 2 under the page's h1, 3 inside an admin panel. */
export type WalkHeadingLevel = 2 | 3;

/** Props of {@link WalkScreen}. */
export interface WalkScreenProps {
  /** O título da tela do passeio, no topo (a pergunta ou o nome do formulário). */
  title: ReactNode;
  /**
   * O nível do título (2 numa página própria, 3 dentro de outra seção), para a ordem dos títulos da
   * página.
   */
  headingLevel?: WalkHeadingLevel;
  /** O conteúdo da tela, entre o título e os botões. */
  children?: ReactNode;
  /**
   * A ação principal da tela ('Avançar', 'Criar Chamado'), depois de 'Voltar' e 'Cancelar'.
   * @remarks The screen's main action (Avançar, Criar Chamado), after Voltar and Cancelar.
   */
  actions?: ReactNode;
  /** O que acontece ao apertar 'Voltar' (a tela anterior). */
  onBack: () => void;
  /** O que acontece ao apertar 'Cancelar' (o atendimento termina). */
  onCancel: () => void;
  /**
   * O portal está processando a tela: 'Voltar' e 'Cancelar' ficam desabilitados e aparece
   * 'Processando…'.
   * @remarks While the app processes the screen: buttons off, `aria-busy`, 'Processando…'.
   */
  busy?: boolean;
  /**
   * O foco vai para o título quando a tela aparece (padrão), para quem usa teclado ou leitor de
   * tela começar por ali.
   * @remarks Move focus to the title on mount (default), so keyboard and screen-reader users start
   * there.
   */
  focusTitle?: boolean;
}

/**
 * The frame every tree-walk screen shares: a titled region, its content, then Voltar, Cancelar
 * and the screen's main action. Its title takes focus when the screen appears, because the
 * screen before it (and the button that was pressed) is gone.
 * @example <WalkScreen title="Qual rede?" onBack={back} onCancel={cancel}>…</WalkScreen>
 */
export function WalkScreen({ title, headingLevel = 2, children, actions, onBack, onCancel, busy = false, focusTitle = true }: WalkScreenProps) {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const Heading = headingLevel === 3 ? 'h3' : 'h2';

  useEffect(() => {
    if (focusTitle) titleRef.current?.focus({ preventScroll: false });
  }, [focusTitle]);

  return (
    <section className="ch-walk" aria-labelledby={titleId} aria-busy={busy || undefined}>
      <Heading id={titleId} ref={titleRef} tabIndex={-1} className="ch-walk__title">
        {title}
      </Heading>
      <div className="ch-walk__body">{children}</div>
      <div className="ch-walk__footer">
        <div className="ch-walk__nav">
          <Button icon="arrow-left" onClick={onBack} disabled={busy}>
            {t('common.back')}
          </Button>
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
        </div>
        {busy ? (
          <span className="ch-walk__busy" role="status">
            <span className="ch-spinner" aria-hidden="true" />
            {t('walk.busy')}
          </span>
        ) : null}
        {actions ? <div className="ch-walk__actions">{actions}</div> : null}
      </div>
    </section>
  );
}
