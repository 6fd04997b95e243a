/** The tour guide's pure rules: state and index rules, spotlight geometry, auto-start. */
export * from './tourState';
export * from './spotlight';
export * from './autoStart';
