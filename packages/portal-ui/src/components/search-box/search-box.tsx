import { useRef, type InputHTMLAttributes } from 'react';
import { t } from '../../messages/t';
import { IconButton } from '../button/button';
import { Icon } from '../icon/icon';

/** Props of {@link SearchBox}: those of its `<input>` (id, placeholder, aria-describedby, …) and these. */
export interface SearchBoxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange' | 'className'> {
  /**
   * Um exemplo do que se pode procurar, em cinza dentro da caixa vazia (some ao digitar); nunca
   * no lugar do rótulo.
   */
  placeholder?: string;
  /**
   * O nome interno da caixa, que a liga ao rótulo escrito por quem a usa.
   * @remarks The input's id, for its `<label htmlFor>` (the caller writes the label).
   */
  id: string;
  /** O texto na caixa de busca. */
  value: string;
  /** O que acontece a cada letra digitada. */
  onValueChange: (text: string) => void;
  /**
   * O que acontece ao apertar 'Limpar busca': o texto some e o foco volta para a caixa.
   * @remarks 'Limpar busca' was pressed: empty the text. Focus goes back to the box.
   */
  onClear: () => void;
  /**
   * Se o botão 'Limpar busca' pode aparecer quando há texto (o painel de serviços só o mostra
   * quando está pronto para ele).
   * @remarks Whether 'Limpar busca' may show while there is text (the service panel waits until it
   * is hydrated).
   */
  clearable?: boolean;
}

/**
 * The search box of the portal's searches (the service panel, 'Buscar Chamados', the desk's
 * queue): a magnifier, a `type="search"` input and, while there is text, 'Limpar busca', which
 * empties it and puts the focus back in the box so the next search is typed at once.
 * @example <label htmlFor={id}>Buscar</label><SearchBox id={id} value={text} onValueChange={change} onClear={clear} placeholder="Procurar Chamado" />
 */
export function SearchBox({ value, onValueChange, onClear, clearable = true, ...input }: SearchBoxProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <div className="ch-search-box">
      <Icon name="search" className="ch-search-box__icon" />
      <input
        ref={inputRef}
        type="search"
        className="ch-input ch-search-box__input"
        autoComplete="off"
        {...input}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      />
      {value !== '' && clearable ? (
        <IconButton
          icon="close"
          label={t('common.clearSearch')}
          className="ch-search-box__clear"
          onClick={() => {
            onClear();
            inputRef.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}
