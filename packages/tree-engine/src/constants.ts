/** The reserved name of the end screen, never defined in a tree. @example END_SCREEN === '#final' */
export const END_SCREEN = '#final';
