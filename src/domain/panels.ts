/**
 * Side-menu panels (spec shell §2, canvas §2): numeric ids 0 (closed) to 11.
 * `ati` in the address bar follows the open panel.
 */
export const PanelId = {
  Closed: 0,
  Products: 1,
  Size: 2,
  Options: 3,
  StockImages: 4,
  Templates: 5,
  Elements: 6,
  Text: 7,
  Background: 8,
  QrCode: 9,
  Uploads: 10,
  Settings: 11,
} as const;
export type PanelId = (typeof PanelId)[keyof typeof PanelId];

export interface PanelDefinition {
  id: Exclude<PanelId, 0>;
  /** Translation key of the title. */
  titleKey: string;
  /** Translation key of a badge (Stock Images is marked New!). */
  badgeKey?: string;
}

/** The menu, in order. */
export const PANELS: readonly PanelDefinition[] = [
  { id: PanelId.Products, titleKey: 'panelProducts' },
  { id: PanelId.Size, titleKey: 'panelSize' },
  { id: PanelId.Options, titleKey: 'panelOptions' },
  { id: PanelId.StockImages, titleKey: 'panelStockImages', badgeKey: 'badgeNew' },
  { id: PanelId.Templates, titleKey: 'panelTemplates' },
  { id: PanelId.Elements, titleKey: 'panelElements' },
  { id: PanelId.Text, titleKey: 'panelText' },
  { id: PanelId.Background, titleKey: 'panelBackground' },
  { id: PanelId.QrCode, titleKey: 'panelQrCode' },
  { id: PanelId.Uploads, titleKey: 'panelUploads' },
  { id: PanelId.Settings, titleKey: 'panelSettings' },
];

export function isPanelId(value: number): value is PanelId {
  return Number.isInteger(value) && value >= 0 && value <= 11;
}

/** Clicking a panel: the active one closes, any other opens. */
export function nextPanel(current: PanelId, clicked: PanelId): PanelId {
  return current === clicked ? PanelId.Closed : clicked;
}
