export * from './allowList';
export * from './inboundMessages';
export * from './outboundMessages';
export * from './placedUploads';
export * from './protocol';
export * from './readyRetry';
export * from './visibleBand';
