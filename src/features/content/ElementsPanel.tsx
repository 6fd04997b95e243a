/**
 * The Elements panel (panel 6): the basic shapes, then the element catalogue (category tabs,
 * search, pages as the list scrolls). Choosing an element places it in view, selected
 * (`insert.element`), records one use (UpdateRating, fire-and-forget) and, under 1091 px,
 * closes the panel so the shopper sees it; an element that cannot be added says so and stays.
 */
import { useDispatch, useSelector } from 'react-redux';
import type { ElementSummary } from '../../domain/content/types';
import type { RuntimeConfig } from '../../domain/runtimeConfig';
import { cdnUrl } from '../../domain/runtimeConfig';
import { CommandButton, useRunCommand } from '../editor';
import { notify } from '../notifications';
import { AnalyticsCategory } from '../../domain/thirdParty';
import { trackChosen } from '../thirdParty';
import { panelClosed, useNarrowLayout } from '../panels';
import { useUpdateRatingMutation } from './contentApi';
import { ElementCatalogue } from './ElementCatalogue';

const SHAPES = ['insert.rectangle', 'insert.circle', 'insert.triangle'];

export function ElementsPanel() {
  const dispatch = useDispatch();
  const narrow = useNarrowLayout();
  const run = useRunCommand();
  const runtime = useSelector((s: { runtimeConfig: RuntimeConfig }) => s.runtimeConfig);
  const [rate] = useUpdateRatingMutation();

  const choose = async (element: ElementSummary) => {
    const placed = (await run('insert.element', cdnUrl(runtime, element.imagePath))) === true;
    if (!placed) {
      dispatch(notify({ kind: 'error', messageKeys: ['contentAddFailed'], timerMs: null }));
      return;
    }
    void rate(element.id);
    trackChosen(AnalyticsCategory.elements, { elementId: element.id });
    if (narrow) dispatch(panelClosed());
  };

  return (
    <div className="elements-panel">
      <div className="panel-actions">
        {SHAPES.map((id) => (
          <CommandButton key={id} id={id} className="button" />
        ))}
      </div>
      <ElementCatalogue type={0} tabKey="contentElementsTab" onChoose={(e) => void choose(e)} />
    </div>
  );
}
