import { iconPath } from '../icon/icon';

const SVG = 'http://www.w3.org/2000/svg';

/**
 * The fold gutter's marker as the portal's chevron icon: CodeMirror's default '⌄' and '›' are
 * missing from some monospace fonts and show as empty boxes.
 * @example foldGutter({ markerDOM: foldMarker })
 */
export function foldMarker(open: boolean): HTMLElement {
  const marker = document.createElement('span');
  marker.className = 'ch-tree-editor__fold';
  const svg = document.createElementNS(SVG, 'svg');
  for (const [name, value] of Object.entries({ width: '14', height: '14', viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', 'stroke-width': '2', 'aria-hidden': 'true' })) {
    svg.setAttribute(name, value);
  }
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', iconPath(open ? 'chevron-down' : 'chevron-right'));
  svg.append(path);
  marker.append(svg);
  return marker;
}
