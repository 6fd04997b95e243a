/** The stock provider the configuration names: Pixabay when its key is set, else the library. */
import type { Db } from '../../db/database';
import { LocalStockProvider } from './localStock';
import { PixabayStockProvider } from './pixabayStock';
import type { StockConfig, StockImageProvider } from './provider';

export function stockProvider(db: Db, config: StockConfig): StockImageProvider {
  return config.pixabayApiKey
    ? new PixabayStockProvider(config.pixabayApiKey, config.pixabayApiUrl, config.timeoutMs)
    : new LocalStockProvider(db);
}
