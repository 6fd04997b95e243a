/** Pure rules of the canvas editor: history, sides, shortcuts, object ids and data, placement. */
export * from './history';
export * from './keyboard';
export * from './objectData';
export * from './objectIds';
export * from './placement';
export * from './sides';
export * from './tunables';
export * from './imageDpi';
export * from './imagePlacement';
export * from './uploadSources';
