import { addons } from 'storybook/manager-api';
import { componentTitle } from './titles';

// The sidebar shows a component by its Portuguese name only: the code name and synonyms in its
// title are there for the search (titles.ts). An autodocs page reads 'Documentação'.
addons.setConfig({
  sidebar: {
    renderLabel: (item) => {
      if (item.type === 'docs' && item.name === 'Docs') return 'Documentação';
      if (item.type === 'component' || item.type === 'group') return componentTitle(item.name).nome;
      return undefined;
    },
  },
});
