export * from './themeSlice';
export { ThemeToggle } from './ThemeToggle';
export { ThemeApplier } from './ThemeApplier';
