/** The Text panel: adds a text box ('type your text' until the user types) to the artboard. */
import { useT } from '../../ui/i18n';
import { useDesignCanvas } from './canvasContext';

export function TextPanel() {
  const t = useT();
  const design = useDesignCanvas();
  return (
    <div className="panel-actions">
      <button
        type="button"
        className="button button-primary"
        onClick={() => design.current?.addText()}
      >
        {t('addTextBox')}
      </button>
    </div>
  );
}
