/**
 * Remote website configuration (spec shell §3, §7): `Tenants/websiteconfigurations/{key}`.
 * The editor reads colors, companyInfo and configs; routing, envConfigs and navigation are loaded
 * for the shell. Shapes are read defensively: unknown fields are ignored.
 */
export const WEBSITE_CONFIGURATION_KEYS = [
  'colors',
  'companyInfo',
  'configs',
  'routing',
  'envConfigs',
  'navigation',
] as const;
export type WebsiteConfigurationKey = (typeof WEBSITE_CONFIGURATION_KEYS)[number];

export interface CompanyInfo {
  name: string;
  logoPath: string | null;
}

/** Theme palettes: CSS colour strings keyed by role (e.g. primary, surface, text). */
export interface Colors {
  light: Record<string, string>;
  dark: Record<string, string>;
}

export interface RouteEntry {
  path: string;
  routeKey: string;
  parentPage: string | null;
  isPrivate: boolean;
  metaKey: string | null;
  routParameter: string | null;
}

const CSS_COLOR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\)|[a-z]{3,20})$/i;
const ROLE = /^[a-zA-Z][a-zA-Z0-9-]{0,40}$/;

function palette(raw: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof raw !== 'object' || raw === null) return out;
  for (const [k, v] of Object.entries(raw)) {
    if (ROLE.test(k) && typeof v === 'string' && CSS_COLOR.test(v.trim())) out[k] = v.trim();
  }
  return out;
}

/** Keeps only safe CSS colours with simple role names (they become CSS custom properties). */
export function parseColors(raw: unknown): Colors {
  const r = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  return { light: palette(r.light), dark: palette(r.dark) };
}

export function parseCompanyInfo(raw: unknown): CompanyInfo {
  const r = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  return {
    name: typeof r.name === 'string' ? r.name : '',
    logoPath: typeof r.logoPath === 'string' && r.logoPath !== '' ? r.logoPath : null,
  };
}
