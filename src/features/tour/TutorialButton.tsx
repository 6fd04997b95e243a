/**
 * The header's tutorial button (spec shell §2): starts the tour guide, or resumes it where it
 * was skipped. Hidden where the tour cannot show (under 768 × 500) and until the guide loads.
 */
import { Icon } from '../../ui/icons';
import { useT } from '../../ui/i18n';
import { tourFits } from '../../domain/tour';
import { useTourGuide } from './useTourGuide';
import { useViewport } from './useViewport';

/** `showLabel`: the label beside the icon (in the header's More menu). */
export function TutorialButton(props: { showLabel?: boolean }) {
  const t = useT();
  const { guide, start } = useTourGuide();
  const viewport = useViewport();
  if (!guide || guide.tourguideItems.length === 0 || !tourFits(viewport)) return null;
  return (
    <button
      type="button"
      className={props.showLabel ? 'menu-action' : 'icon-button'}
      aria-label={props.showLabel ? undefined : t('tutorial')}
      title={t('tutorial')}
      data-testid="tutorial-button"
      onClick={start}
    >
      <Icon name="help" />
      {props.showLabel ? <span>{t('tutorial')}</span> : null}
    </button>
  );
}
