/**
 * The few messages shown before the translations map has loaded (or when it cannot load).
 * Keys match the catalogue; the texts are the catalogue's English.
 */
export const BOOT_MESSAGES: Readonly<Record<string, string>> = {
  loading: 'Loading…',
  opsSomethingWentWrong: 'Oops, something went wrong.',
  retry: 'Try again',
};
