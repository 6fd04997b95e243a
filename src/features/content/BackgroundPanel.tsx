/**
 * The Background panel (panel 8): the background tabs (GetCategoriesByType type 1) and search,
 * as the Elements panel's. Choosing one sets the design's background (`insert.background`: a
 * solid colour, a gradient, a pattern tiling at its printed size, or transparent), records a
 * use (UpdateRating) and, under 1091 px, closes the panel; one that cannot be loaded says so.
 */
import { useDispatch, useSelector } from 'react-redux';
import type { ElementSummary } from '../../domain/content/types';
import type { RuntimeConfig } from '../../domain/runtimeConfig';
import { cdnUrl } from '../../domain/runtimeConfig';
import { useRunCommand } from '../editor';
import { notify } from '../notifications';
import { panelClosed, useNarrowLayout } from '../panels';
import { useUpdateRatingMutation } from './contentApi';
import { AnalyticsCategory } from '../../domain/thirdParty';
import { trackChosen } from '../thirdParty';
import { ElementCatalogue } from './ElementCatalogue';

export function BackgroundPanel() {
  const dispatch = useDispatch();
  const narrow = useNarrowLayout();
  const run = useRunCommand();
  const runtime = useSelector((s: { runtimeConfig: RuntimeConfig }) => s.runtimeConfig);
  const [rate] = useUpdateRatingMutation();

  const choose = async (item: ElementSummary) => {
    if (!item.background) return;
    const path = item.imagePath;
    const done = await run('insert.background', {
      fill: item.background,
      url: cdnUrl(runtime, path),
    });
    if (done !== true) {
      dispatch(notify({ kind: 'error', messageKeys: ['contentAddFailed'], timerMs: null }));
      return;
    }
    void rate(item.id);
    trackChosen(AnalyticsCategory.elements, { elementId: item.id, background: true });
    if (narrow) dispatch(panelClosed());
  };

  return (
    <div className="elements-panel" data-testid="background-panel">
      <ElementCatalogue type={1} tabKey="contentBackgroundsTab" onChoose={(b) => void choose(b)} />
    </div>
  );
}
