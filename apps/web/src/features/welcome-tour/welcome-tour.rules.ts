import type { AccountSource, UserInteraction } from '@hostdeck/contract/user/user.schemas';

export const WELCOME_TOUR_INTERACTION = 'welcome_tour_seen' as const;

/** `?tour=1` forces the tour, whatever was recorded (support and demos use it). */
export function isTourForced(search: string): boolean {
  return new URLSearchParams(search).get('tour') === '1';
}

export interface WelcomeTourInput {
  accountSource: AccountSource | undefined;
  interactions: UserInteraction[] | undefined;
  forced: boolean;
}

/**
 * The welcome tour is shown when not yet seen and the account is a migrated one, or when
 * forced. Until the interactions have loaded we do not know it was not seen, so it stays hidden.
 */
export function shouldShowWelcomeTour(input: WelcomeTourInput): boolean {
  if (input.forced) return true;
  if (input.accountSource !== 'migrated' || !input.interactions) return false;
  return !input.interactions.some(
    (item) => item.interactionType === WELCOME_TOUR_INTERACTION && item.interacted,
  );
}
