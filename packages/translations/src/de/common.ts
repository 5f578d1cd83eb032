import type { EnglishResources, DeepPartial } from '../types';

export const common: DeepPartial<EnglishResources['common']> = {
  productTitle: 'Hostdeck',
};
