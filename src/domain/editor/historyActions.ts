/**
 * What each history entry records as its action (issue 21: "Undone: Move"): the translation key
 * of the command that made it (its label), or of the canvas gesture (Fabric's transform action
 * on `object:modified`; text editing), '' when unknown.
 */

/** Fabric's transform actions → the label keys of the gestures. */
const GESTURES: Readonly<Record<string, string>> = {
  drag: 'historyActionMove',
  scale: 'historyActionResize',
  scaleX: 'historyActionResize',
  scaleY: 'historyActionResize',
  resizing: 'historyActionResize',
  rotate: 'historyActionRotate',
  skewX: 'historyActionSkew',
  skewY: 'historyActionSkew',
  text: 'historyActionTextEdit',
};

/** The label key of a canvas gesture ('' for none or one without a name). */
export function gestureAction(gesture: string | undefined): string {
  return gesture ? (GESTURES[gesture] ?? '') : '';
}
