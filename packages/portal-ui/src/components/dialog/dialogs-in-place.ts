import { createContext } from 'react';

/**
 * When true, every `Dialog` below shows in the page flow (open, without taking focus), not
 * over the page (`showModal()`): a catalogue page, like Storybook's docs pages, shows several open dialogs one
 * after another and stays readable. Screens never set it.
 */
export const DialogsInPlace = createContext(false);
