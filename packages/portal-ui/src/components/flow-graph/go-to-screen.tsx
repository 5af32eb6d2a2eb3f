import { useId, useState } from 'react';
import { tAdmin } from '../../messages/t-admin';
import type { PlacedNode } from './flow-layout';
import { titled } from './node-detail';

/** Props of {@link GoToScreen}. */
export interface GoToScreenProps {
  /** The picture's screens, in the order the tree writes them. */
  screens: readonly PlacedNode[];
  /** A screen was chosen: the picture centres it and focuses its box. */
  onGoTo: (id: string) => void;
}

/** A screen as the list names it: its title with its key, or the key when it has no title. */
const optionText = (node: PlacedNode): string => (titled(node) ? tAdmin('admin.graph.goTo.option', { title: node.title, name: node.name }) : node.name);

/**
 * 'Ir para a tela': a list of every screen by its title (the key beside it); choosing one
 * centres it in the picture at a readable zoom and focuses its box (Enter then moves the editor).
 * A native list: typing its first letters finds a screen among 150.
 * @example <GoToScreen screens={screens} onGoTo={(id) => focusScreen(id)} />
 */
export function GoToScreen({ screens, onGoTo }: GoToScreenProps) {
  const id = useId();
  const [chosen, setChosen] = useState('');
  return (
    <div className="ch-flow-graph__go-to">
      <label htmlFor={id}>{tAdmin('admin.graph.goTo')}</label>
      <select
        id={id}
        className="ch-input ch-select"
        value={screens.some((node) => node.id === chosen) ? chosen : ''}
        onChange={(event) => {
          setChosen(event.target.value);
          if (event.target.value) onGoTo(event.target.value);
        }}
      >
        <option value="">{tAdmin('admin.graph.goTo.placeholder')}</option>
        {screens.map((node) => (
          <option key={node.id} value={node.id}>
            {optionText(node)}
          </option>
        ))}
      </select>
    </div>
  );
}
