import { explanatoryText, type TextField } from '@chamados/tree-engine';
import { useEffect, useState } from 'react';

/** Props of {@link MarkdownText}. */
export interface MarkdownTextProps {
  /**
   * O aviso da árvore, com negrito, itálico e links, mostrado como texto formatado entre os campos.
   */
  field: TextField;
}

/** Markdown to safe HTML. */
export type MarkdownRender = (markdown: string) => string;
type Render = MarkdownRender;

let loading: Promise<Render> | undefined;
let loaded: Render | undefined;

/**
 * micromark (about 16 KB gzip) loads with the first `texto` field, not with the portal; dangerous
 * HTML and dangerous link protocols stay off (ARCHITECTURE.md §8).
 */
export function loadMarkdown(): Promise<Render> {
  loading ??= import('micromark').then(({ micromark }) => {
    loaded = (markdown) => micromark(markdown, { allowDangerousHtml: false, allowDangerousProtocol: false });
    return loaded;
  });
  return loading;
}

/**
 * A `texto` field (spec §2): explanatory paragraphs in markdown, rendered by micromark, so a tree's
 * author can format text but never inject markup. Until micromark has loaded (the first time only)
 * the text shows as it was written.
 * @example <MarkdownText field={{ tipo: 'texto', texto: 'Informe **onde** você estava.' }} />
 */
export function MarkdownText({ field }: MarkdownTextProps) {
  const text = explanatoryText(field);
  const render = useMarkdown();
  if (!render) return <div className="ch-markdown ch-markdown--plain">{text}</div>;
  return <div className="ch-markdown" dangerouslySetInnerHTML={{ __html: render(text) }} />;
}

/**
 * micromark's renderer, loaded on first use: undefined until it has arrived (the first time only).
 * @example const render = useMarkdown(); return render ? <div dangerouslySetInnerHTML={{ __html: render(text) }} /> : text;
 */
export function useMarkdown(): Render | undefined {
  const [render, setRender] = useState<Render | undefined>(() => loaded);
  useEffect(() => {
    let live = true;
    if (!render) void loadMarkdown().then((ready) => live && setRender(() => ready));
    return () => {
      live = false;
    };
  }, [render]);
  return render;
}
