import type {
  ListingFlowType,
  ListingPageName,
  ListingStepName,
} from '@hostdeck/contract/listing/listing.schemas';
import { canSkipAhead, type ListingFlow } from '@hostdeck/contract/listing/listing-flow.rules';
import type { ListingStep } from '@hostdeck/contract/listing/listing-steps';

// Moving between the pages of one unit's listing: which step a page
// belongs to, back, skip, and what completing a page records and where it goes.

export interface FlowView {
  flow: ListingFlow;
  visibleSteps: readonly ListingStep[];
  hiddenSteps: readonly ListingStepName[];
}

/** Single-unit sub-pages of price-and-availability (steps of their own in the multi-unit flow). */
const PRICE_SUB_PAGES: readonly ListingPageName[] = [
  'price-and-availability/promotions',
  'price-and-availability/seasons',
];
const PLAN_PAGES: readonly ListingPageName[] = ['commercial-model/plan', 'commercial-model/plan-services'];

/** The step a page counts towards; sub-pages count towards their parent. */
export function stepOfPage(flowType: ListingFlowType, page: ListingPageName): ListingStepName {
  if ((PLAN_PAGES as readonly string[]).includes(page)) return 'commercial-model';
  if (flowType === 'single-unit' && PRICE_SUB_PAGES.includes(page)) return 'price-and-availability';
  return page as ListingStepName;
}

function isSubPage(flowType: ListingFlowType, page: ListingPageName): boolean {
  return stepOfPage(flowType, page) !== page;
}

/** Whether the page shows for this host: its step is visible and a sub-page is not hidden itself. */
export function isPageVisible(view: FlowView, page: ListingPageName): boolean {
  const step = stepOfPage(view.flow.type, page);
  if (!view.visibleSteps.some((visible) => visible.name === step)) return false;
  return !view.hiddenSteps.includes(page as ListingStepName);
}

function stepIndex(view: FlowView, step: ListingStepName): number {
  return view.visibleSteps.findIndex((visible) => visible.name === step);
}

/** The visible step after the page's step; publish is last, so it stays there. */
export function nextPage(view: FlowView, page: ListingPageName): ListingStepName {
  const steps = view.visibleSteps;
  const index = stepIndex(view, stepOfPage(view.flow.type, page));
  const next = steps[Math.min(index + 1, steps.length - 1)] ?? steps[steps.length - 1];
  return next?.name ?? 'publish';
}

/** Back: a sub-page goes to the page before it in its step, a step to the previous visible step. */
export function previousPage(view: FlowView, page: ListingPageName): ListingPageName | null {
  if (page === 'commercial-model/plan-services') return 'commercial-model/plan';
  if (isSubPage(view.flow.type, page)) return stepOfPage(view.flow.type, page);
  const index = stepIndex(view, page as ListingStepName);
  return index > 0 ? (view.visibleSteps[index - 1]?.name ?? null) : null;
}

export function canSkipPage(view: FlowView, page: ListingPageName): boolean {
  return !isSubPage(view.flow.type, page) && canSkipAhead(view.flow, page as ListingStepName);
}

export interface CompletionPlan {
  /** The step to add to the completed list, or null when the page only hands over to another. */
  record: ListingStepName | null;
  goTo: ListingPageName;
}

/**
 * What saving a page does. Single-unit promotions and seasons return to their price page; the plan
 * page hands over to plan-services, which completes commercial-model; every other page records
 * itself and moves to the next visible step.
 */
export function completionPlan(view: FlowView, page: ListingPageName): CompletionPlan {
  if (page === 'commercial-model/plan') return { record: null, goTo: 'commercial-model/plan-services' };
  if (view.flow.type === 'single-unit' && PRICE_SUB_PAGES.includes(page)) {
    return { record: null, goTo: 'price-and-availability' };
  }
  const step = stepOfPage(view.flow.type, page);
  return { record: step, goTo: nextPage(view, page) };
}

/** The completed list after a step is done, without duplicates. */
export function withCompleted(
  completed: readonly ListingStepName[],
  step: ListingStepName,
): ListingStepName[] {
  return completed.includes(step) ? [...completed] : [...completed, step];
}
