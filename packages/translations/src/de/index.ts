import type { LocaleResources } from '../types';
import { common } from './common';
import { identity } from './identity';

// German is partial on purpose: whatever is missing falls back to English.
export const de: LocaleResources = {
  common,
  identity,
};
