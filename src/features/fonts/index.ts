/** The fonts area: the catalogue's API and what choosing a family records (no picker UI yet). */
export * from './fontsApi';
export { useRecordFontChoice } from './fontChoice';
export { readRecentFonts } from '../../platform/recentFonts';
