import type { ButtonHTMLAttributes, MouseEventHandler, ReactNode, Ref } from 'react';
import { Icon, type IconName } from '../icon/icon';

/** How strongly a button asks to be pressed. */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /**
   * A força com que o botão pede para ser apertado: principal (cheio, a ação da tela), secundário
   * (contorno, o padrão), perigo (vermelho, o que apaga) ou discreto (só o texto).
   */
  variant?: ButtonVariant;
  /**
   * Um ícone antes do texto, só decorativo: o texto continua sendo o nome do botão.
   * @remarks A decorative icon before the text; the text stays the accessible name.
   */
  icon?: IconName;
  /** O texto do botão: um verbo que diz o que acontece ('Salvar', 'Criar Chamado'). */
  children: ReactNode;
  /**
   * O papel do botão num formulário: 'button' (padrão) só faz a sua ação; 'submit' envia o
   * formulário (o Enter num campo também o aperta).
   */
  type?: 'button' | 'submit' | 'reset';
  /** O que acontece ao apertar o botão (clique, Enter ou espaço). */
  onClick?: MouseEventHandler<HTMLButtonElement>;
  /**
   * Uma referência ao botão, para o portal devolver o foco a ele (por exemplo, quando um diálogo
   * fecha).
   * @remarks React 19 passes refs as props: e.g. to give focus back to the button.
   */
  ref?: Ref<HTMLButtonElement>;
}

/** The class list of a button variant, for links that look like buttons. @example buttonClass('primary') */
export function buttonClass(variant: ButtonVariant = 'secondary', extra?: string): string {
  return ['ch-button', `ch-button--${variant}`, extra].filter(Boolean).join(' ');
}

/**
 * A text button, `type="button"` unless told otherwise (a form never submits by accident).
 * @example <Button variant="primary" onClick={save}>Salvar</Button>
 */
export function Button({ variant = 'secondary', icon, className, type = 'button', children, ...rest }: ButtonProps) {
  return (
    <button type={type} className={buttonClass(variant, className)} {...rest}>
      {icon ? <Icon name={icon} /> : null}
      {children}
    </button>
  );
}

/** Props of {@link IconButton}: the label is required, it is the button's only name. */
export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** O ícone desenhado no botão, o único conteúdo visível. */
  icon: IconName;
  /**
   * O papel do botão num formulário: 'button' (padrão) só faz a sua ação; 'submit' envia o
   * formulário.
   */
  type?: 'button' | 'submit' | 'reset';
  /** O que acontece ao apertar o botão (clique, Enter ou espaço). */
  onClick?: MouseEventHandler<HTMLButtonElement>;
  /**
   * O nome do botão para leitores de tela, que aparece também como dica ao passar o mouse, por
   * exemplo 'Apagar item'.
   * @remarks Accessible name (and tooltip), e.g. 'Apagar item'.
   */
  label: string;
  /**
   * A força do botão: discreto por padrão (só o ícone); principal, secundário ou perigo como no
   * botão com texto.
   */
  variant?: ButtonVariant;
  /**
   * Uma referência ao botão, para o portal devolver o foco a ele (por exemplo, quando um diálogo
   * fecha).
   */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button showing only an icon; `label` names it for screen readers and as a tooltip.
 * @example <IconButton icon="trash" label="Apagar item" onClick={remove} />
 */
export function IconButton({ icon, label, variant = 'ghost', className, type = 'button', ...rest }: IconButtonProps) {
  return (
    <button type={type} className={buttonClass(variant, ['ch-button--icon', className].filter(Boolean).join(' '))} aria-label={label} title={label} {...rest}>
      <Icon name={icon} />
    </button>
  );
}
