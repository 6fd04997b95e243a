export * from './panelsSlice';
export { SideMenu } from './SideMenu';
export { PanelHost } from './PanelHost';
export type { PanelContents } from './PanelHost';
export { useNarrowLayout } from './useNarrowLayout';
export { useShortLandscape } from './useShortLandscape';
