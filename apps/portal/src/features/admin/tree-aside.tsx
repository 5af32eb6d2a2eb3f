import { FlowGraph, screenLine, useDebouncedCallback } from '@chamados/portal-ui';
import { useState } from 'react';

/** The graph is redrawn this long after the last key, so a layout never delays typing. */
const GRAPH_DELAY_MS = 400;

/** Props of {@link TreeAside}. */
export interface TreeAsideProps {
  text: string;
  goTo: (line: number, column?: number) => void;
}

/** Beside the editor: the flow graph of the draft; a screen's box moves the editor to it. */
export function TreeAside({ text, goTo }: TreeAsideProps) {
  const [drawn, setDrawn] = useState(text);
  const [seen, setSeen] = useState(text);
  const redraw = useDebouncedCallback(setDrawn, GRAPH_DELAY_MS);
  if (seen !== text) {
    setSeen(text);
    redraw.run(text);
  }
  return <FlowGraph text={drawn} onSelectScreen={(name) => goTo(screenLine(text, name) ?? 1, 3)} />;
}
