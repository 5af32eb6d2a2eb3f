// react-router 7 ships one build, in which `Link`, `NavLink`, `Form` and the contexts are created
// by unannotated `React.forwardRef(…)`/`React.createContext(…)` calls followed by a
// `X.displayName = "…"` write. Bundlers must keep both (a call or a property write might have an
// effect), so every app carries those components and the framework-mode prefetching they pull in,
// whether it uses them or not. Upstream fix under review: remix-run/react-router#15299. Until it
// lands, this plugin marks those calls pure and drops the display names (a devtools nicety).
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"]*";$/gm;
const COMPONENT_FACTORY = /=\s*(React\d*\.(?:forwardRef|createContext|memo)\()/g;

/** The plugin; build only (the dev server needs no tree shaking). */
export function treeShakeReactRouter(): Plugin {
  return {
    name: 'chamados:tree-shake-react-router',
    apply: 'build',
    transform: {
      filter: { id: /\/node_modules\/react-router\/dist\// },
      handler(code: string, id: string) {
        const source = new MagicString(code);
        for (const match of code.matchAll(DISPLAY_NAME))
          source.remove(match.index, match.index + match[0].length);
        for (const match of code.matchAll(COMPONENT_FACTORY)) {
          const call = match[1] ?? '';
          source.appendLeft(match.index + match[0].length - call.length, '/* @__PURE__ */ ');
        }
        if (!source.hasChanged()) return null;
        return { code: source.toString(), map: source.generateMap({ hires: true, source: id }) };
      },
    },
  };
}
