import { describe, expect, it } from 'vitest';
import { designerTextProblem } from './designer-text';
import { PACKAGE_DIR, publicProps, type PublicProp } from './public-props';

// Reading the package with the TypeScript compiler takes a while on a busy machine: once, here.
const props = publicProps(PACKAGE_DIR);
const offenders = props
  .map((prop) => ({ prop, problem: designerTextProblem(prop.description) }))
  .filter((found): found is { prop: PublicProp; problem: string } => found.problem !== undefined);
const line = ({ prop, problem }: { prop: PublicProp; problem: string }) => `${prop.where} ${prop.components.join(', ')}.${prop.name}: ${problem}`;

// The props tables of the Storybook are read by designers: each public prop says, in Portuguese,
// what it changes on screen (issue #33, item 3).
describe('props for designers', () => {
  it('reads the props of the exported components', () => {
    expect(props.length).toBeGreaterThanOrEqual(400);
    expect(props.find((prop) => prop.components.includes('Button') && prop.name === 'variant')?.where).toMatch(/^components\/button\/button\.tsx:\d+$/);
  });

  // Every offender at once, by file: the branches describing their own components' props (the
  // desk, the graph, the live mail) see theirs in the same list.
  it('every public prop of an exported component has a Portuguese description for designers', () => {
    expect(offenders.map(line).sort()).toEqual([]);
  });
});
