/**
 * The Stock Images panel (panel 4): a search (at most 250 characters, sent 400 ms after the last
 * key) over the stock library, 20 a page as the list scrolls. Choosing an image places it as an
 * upload is placed (`insert.image`: fitted in view, selected, its DPI checked); one that cannot
 * be placed shows the persistent 'Something went wrong'. Under 1091 px the panel closes.
 * With `aiImage` in the address the panel says the AI generator comes later (it does not
 * pretend to generate).
 */
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { searchPatternOf } from '../../domain/content/panelLists';
import type { StockImage } from '../../domain/content/types';
import { MAX_SEARCH_LENGTH } from '../../domain/content/types';
import { useT } from '../../ui/i18n';
import { useRunCommand } from '../editor';
import { notify } from '../notifications';
import { AnalyticsCategory } from '../../domain/thirdParty';
import { panelClosed, useNarrowLayout } from '../panels';
import { trackChosen } from '../thirdParty';
import { selectDesignerQuery } from '../session';
import { StockImageList } from './StockImageList';
import { useSettled } from './useSettled';

export function StockImagesPanel() {
  const t = useT();
  const dispatch = useDispatch();
  const narrow = useNarrowLayout();
  const run = useRunCommand();
  const { aiImage } = useSelector(selectDesignerQuery);
  const [typed, setTyped] = useState('');
  const searchText = useSettled(searchPatternOf(typed));

  const choose = async (image: StockImage) => {
    const placed = await run('insert.image', {
      src: image.url,
      fit: 'fit',
      resolution: { width: image.width, height: image.height },
      dpiCheckEnabled: true,
      isMoreThan64MP: image.width * image.height > 64_000_000,
    });
    if (placed !== true) {
      dispatch(notify({ kind: 'error', messageKeys: ['contentAddFailed'], timerMs: null }));
      return;
    }
    trackChosen(AnalyticsCategory.stockImages, { stockImageId: image.id });
    if (narrow) dispatch(panelClosed());
  };

  return (
    <div className="content-catalogue" data-testid="stock-panel">
      {aiImage ? (
        <p className="hint" role="note" data-testid="ai-image-notice">
          {t('aiImageComingLater')}
        </p>
      ) : null}
      <input
        type="search"
        className="content-search"
        aria-label={t('contentSearchLabel', { tab: t('contentStockTab') })}
        placeholder={t('contentSearchLabel', { tab: t('contentStockTab') })}
        maxLength={MAX_SEARCH_LENGTH}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
      />
      <StockImageList key={searchText} searchText={searchText} onChoose={(i) => void choose(i)} />
    </div>
  );
}
