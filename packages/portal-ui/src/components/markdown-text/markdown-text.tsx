import { explanatoryText, type TextField } from '@chamados/tree-engine';
import { useEffect, useState } from 'react';

/** Props of {@link MarkdownText}. */
export interface MarkdownTextProps {
  field: TextField;
}

type Render = (markdown: string) => string;

let loading: Promise<Render> | undefined;
let loaded: Render | undefined;

/**
 * micromark (about 16 KB gzip) loads with the first `texto` field, not with the portal; dangerous
 * HTML and dangerous link protocols stay off (ARCHITECTURE.md §8).
 */
function loadMarkdown(): Promise<Render> {
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
  const [render, setRender] = useState<Render | undefined>(() => loaded);
  useEffect(() => {
    let live = true;
    if (!render) void loadMarkdown().then((ready) => live && setRender(() => ready));
    return () => {
      live = false;
    };
  }, [render]);
  if (!render) return <div className="ch-markdown ch-markdown--plain">{text}</div>;
  return <div className="ch-markdown" dangerouslySetInnerHTML={{ __html: render(text) }} />;
}
