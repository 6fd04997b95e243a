/** Embedded in a storefront (issue 20): the parent-window protocol and the design preview. */
export { EmbedBridge } from './EmbedBridge';
export { createEmbedCommands } from './embedCommands';
export { embedHost } from './embedHost';
