export { LanguagePicker } from './LanguagePicker';
export { LANGUAGE_STORAGE_KEY, languageReducer } from './languageSlice';
export type { LanguageState } from './languageSlice';
export { useLanguage } from './useLanguage';
export { useServerLanguage } from './useServerLanguage';
