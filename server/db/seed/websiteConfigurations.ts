/**
 * Seeded website configurations (spec shell §7 keys colors, companyInfo, configs, routing,
 * navigation). `envConfigs` is not stored: it is the runtime configuration of the process.
 * `configs.maxDesignBytes` is overwritten on the way out with the configured body limit.
 */
import { ROUTING } from './routing';
import { LOGO_PATH } from './images';

/** The company name (also drawn into nothing but the logo's title). */
export const COMPANY_NAME = 'Print Designer';

const colors = {
  light: {
    // #1f6feb read at 4.35:1 on the surface: links and small primary text missed AA (4.5:1).
    primary: '#0969da',
    primaryContrast: '#ffffff',
    secondary: '#f59e0b',
    background: '#ffffff',
    surface: '#f6f8fa',
    border: '#d0d7de',
    text: '#1f2328',
    textMuted: '#59636e',
    success: '#1a7f37',
    warning: '#9a6700',
    danger: '#cf222e',
    canvasBackdrop: '#e9edf2',
  },
  dark: {
    primary: '#4493f8',
    primaryContrast: '#0d1117',
    secondary: '#f5b041',
    background: '#0d1117',
    surface: '#161b22',
    border: '#30363d',
    text: '#e6edf3',
    textMuted: '#9198a1',
    success: '#3fb950',
    warning: '#d29922',
    danger: '#f85149',
    canvasBackdrop: '#010409',
  },
};

const companyInfo = {
  name: COMPANY_NAME,
  logoPath: LOGO_PATH,
  supportEmail: 'support@printdesigner.example',
  phone: '+1 (800) 555-0142',
};

const configs = {
  // Spec shell §5: 50 MB uploads; guests get lower limits (logOutCount, logOutFileSize).
  maxUploadSizeMb: 50,
  maxDesignBytes: 0,
  guestMaxUploadCount: 10,
  guestMaxUploadSizeMb: 25,
  userMaxUploadCount: 100,
  // Spec canvas §9: 2 MB upload chunks.
  uploadChunkBytes: 2 * 1024 * 1024,
  features: {
    aiImage: false,
    stockImages: true,
    templates: true,
    tourGuide: true,
    chat: false,
    recaptcha: false,
  },
  postHogConfigs: {
    project_id: '',
    person_profiles: 'identified_only',
    debug: false,
    disabled: true,
  },
  customerIoConfigs: { writeKey: '', siteId: '' },
  chatConfig: { scriptSrc: '', embedSelector: '' },
};

const navigation = {
  header: [
    { label: 'Banners', path: '/product-category/banners' },
    { label: 'Signs', path: '/product-category/signs' },
    { label: 'Stickers & Decals', path: '/product-category/stickers' },
    { label: 'Accessories', path: '/product/accessories' },
    { label: 'Templates', path: '/templates' },
  ],
  footer: [
    {
      title: 'Help',
      links: [
        { label: 'FAQ', path: '/faq' },
        { label: 'Contact us', path: '/contact-us' },
        { label: 'Order tracking', path: '/order-tracking' },
      ],
    },
    {
      title: 'Company',
      links: [
        { label: 'About', path: '/about' },
        { label: 'Blog', path: '/blog' },
        { label: 'Affiliate', path: '/affiliate' },
        { label: 'Referral', path: '/referral' },
      ],
    },
    {
      title: 'Legal',
      links: [
        { label: 'Terms and policies', path: '/terms-and-policies' },
        { label: 'Sitemap', path: '/sitemap' },
      ],
    },
  ],
};

/** Stored configurations by key. */
export const SEED_WEBSITE_CONFIGURATIONS: Record<string, unknown> = {
  colors,
  companyInfo,
  configs,
  routing: ROUTING,
  navigation,
};
