/**
 * What every tool page sets up the same way: the budget from `?budget=safari|firefox|default`
 * (else the browser's own), the allocation guard in the page and the pipeline's workers unless
 * `?guard=0` (the naive baselines allocate full size on purpose), the page's pipeline, and the
 * long tasks the browser reports (50 ms or more).
 */
import type { PixelBudget } from '../../src/domain/imaging/pixelBudget';
import { budgetByName, isBudgetName } from '../../src/domain/imaging/pixelBudget';
import { ImagePipeline } from '../../src/imaging';
import { currentPixelBudget, hardwareThreads } from '../../src/platform/engine';
import { installAllocationGuard } from '../../workers/allocationGuard';
import type { GuardViolation } from '../../workers/allocationGuard';

export interface ToolPage {
  params: URLSearchParams;
  budget: PixelBudget;
  guarded: boolean;
  /** Allocations the guard refused, in the page and in the workers (cleared by the caller). */
  violations: GuardViolation[];
  pipeline: ImagePipeline;
  /** Long tasks seen since the page opened (cleared by the caller), ms on the page's clock. */
  longTasks: { start: number; duration: number }[];
  /** The longest task that began at or after `since`, ms (0: none of 50 ms or more). */
  longestTaskSince(since: number): number;
}

export function setUpToolPage(): ToolPage {
  const params = new URLSearchParams(location.search);
  const name = params.get('budget');
  const budget = isBudgetName(name) ? budgetByName(name) : currentPixelBudget();
  const guarded = params.get('guard') !== '0';
  const violations: GuardViolation[] = [];
  if (guarded)
    installAllocationGuard(globalThis, budget.maxArea, (v) =>
      violations.push({ ...v, what: `page ${v.what}` }),
    );
  const longTasks: ToolPage['longTasks'] = [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: false });
  } catch {
    // longtask timing unsupported: reported as 0
  }
  const pipeline = new ImagePipeline({
    budget,
    hardwareThreads: hardwareThreads(),
    guardMaxArea: guarded ? budget.maxArea : null,
    onGuardViolation: (v) => violations.push({ ...v, what: `worker ${v.what}` }),
  });
  return {
    params,
    budget,
    guarded,
    violations,
    pipeline,
    longTasks,
    longestTaskSince: (since) =>
      Math.round(Math.max(0, ...longTasks.filter((t) => t.start >= since).map((t) => t.duration))),
  };
}
