import type { CommercialModel, CommercialModelVariant } from './user.schemas';

/**
 * Which commercial-model variants belong to which model (the pairing is our choice):
 * commission variants differ in who pays the fee (split with the guest, or the host alone), the
 * subscription ones by plan generation, the hybrid ones by the commission percent they keep.
 */
export const COMMERCIAL_MODEL_VARIANTS: Record<CommercialModel, readonly CommercialModelVariant[]> = {
  commission: ['split', 'host_only', 'host_only_14_5'],
  subscription: ['subscription', 'subscription_2'],
  hybrid: ['hybrid_3', 'hybrid_7', 'hybrid_13', 'hybrid_19'],
};

/** The variant a model starts with when the host picks only the model. */
export const DEFAULT_COMMERCIAL_MODEL_VARIANT: Record<CommercialModel, CommercialModelVariant> = {
  commission: 'split',
  subscription: 'subscription_2',
  hybrid: 'hybrid_13',
};

export function isVariantOfModel(model: CommercialModel, variant: CommercialModelVariant): boolean {
  return COMMERCIAL_MODEL_VARIANTS[model].includes(variant);
}

/** Whether the model takes a subscription plan (commercial-model/plan applies). */
export function modelHasPlan(model: CommercialModel): boolean {
  return model !== 'commission';
}
