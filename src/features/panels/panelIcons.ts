import { PanelId } from '../../domain/panels';
import type { IconName } from '../../ui/icons';

export const PANEL_ICONS: Record<Exclude<PanelId, 0>, IconName> = {
  [PanelId.Products]: 'products',
  [PanelId.Size]: 'size',
  [PanelId.Options]: 'options',
  [PanelId.StockImages]: 'stock',
  [PanelId.Templates]: 'templates',
  [PanelId.Elements]: 'elements',
  [PanelId.Text]: 'text',
  [PanelId.Background]: 'background',
  [PanelId.QrCode]: 'qr',
  [PanelId.Uploads]: 'uploads',
  [PanelId.Settings]: 'settings',
};
