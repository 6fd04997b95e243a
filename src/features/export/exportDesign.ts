/**
 * Exports every printed side of a design document (spec canvas §4, issue 6): 'single' the
 * front; 'double' each side; 'double-same' the front's files serve the back too; 'reversed' the
 * back is the front mirrored. Progress runs 0–1 over all sides' tiles.
 */
import type { DesignDocument } from '../../domain/export';
import type { ExportProblem } from '../../canvas';
import { renderSide } from './renderSide';
import type { ExportEnvironment, SideOutput } from './renderSide';
import { sideRequests } from './sideRequests';

export interface DesignExport {
  sides: SideOutput[];
  /** Every side's problems, once each. */
  problems: ExportProblem[];
}

export async function exportDesign(
  document: DesignDocument,
  env: ExportEnvironment,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<DesignExport> {
  const requests = sideRequests(document);
  const sides: SideOutput[] = [];
  for (const [index, request] of requests.entries()) {
    const front = sides[0];
    if (
      request.side === 'back' &&
      front &&
      request.design === document.sides.front &&
      !request.mirrored
    ) {
      // Double side, same design: the front's files are the back's.
      sides.push({ ...front, side: 'back' });
      continue;
    }
    sides.push(
      await renderSide(request, env, (f) => onProgress((index + f) / requests.length), signal),
    );
  }
  onProgress(1);
  const seen = new Set<string>();
  const problems = sides
    .flatMap((s) => s.problems)
    .filter((p) => {
      const key = `${p.key}\n${p.detail}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  return { sides, problems };
}
