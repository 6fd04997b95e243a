/**
 * The header's place for the tutorial (tour guide) button (spec shell §2). The tour guide
 * (issue 21, src/features/tour) mounts its TutorialButton here with a one-line change; until
 * then the place is empty. Rendered in the header's row on wide screens, in its More menu
 * otherwise (src/domain/layout/headerLayout).
 */
export function TutorialSlot() {
  return null;
}
