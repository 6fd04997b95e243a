/** A short random id suffix (ids only need to be unique within a design). */
export function randomSuffix(): string {
  return Math.random().toString(36).slice(2, 10);
}
