/** The third-party pieces' pure rules: their configuration and the e-commerce events. */
export * from './thirdPartyConfig';
export * from './ecommerce';
