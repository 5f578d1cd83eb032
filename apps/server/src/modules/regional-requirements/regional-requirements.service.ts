import type { FieldError } from '@hostdeck/contract/http/error.schemas';
import {
  NATIONAL_ID_CODE_FIELD,
  OWNERSHIP_FIELD,
  REGISTRATION_NUMBER_FIELD,
  isRegionalValueValid,
  normaliseRegionalValue,
  regionalRequirementsConfigurationFor,
} from '@hostdeck/contract/properties/regional-requirements.rules';
import type {
  RegionalRequirements,
  RegionalRequirementsConfiguration,
  updateRegionalRequirementsBodySchema,
} from '@hostdeck/contract/properties/regional-requirements.schemas';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { NewUnitRow, UnitRow } from '../../db/schema/properties.table';
import { findLiveUnit, updateUnitRow } from '../units/units.repository';
import { unitErrors } from '../units/units.errors';
import { regionalRequirementErrorCodes } from '@hostdeck/contract/regional-requirements/regional-requirements.errors';
import { regionalRequirementErrors } from './regional-requirements.errors';

type UpdateBody = z.output<typeof updateRegionalRequirementsBodySchema>;

async function requireUnit(db: Database, hostId: string, unitPublicId: string) {
  const found = await findLiveUnit(db, hostId, unitPublicId);
  if (!found) throw unitErrors.notFound();
  return found;
}

/** Registration number and CIN live in their own unit columns (the invalid-field rules read them). */
function storedValue(unit: UnitRow, field: string): string | null {
  if (field === REGISTRATION_NUMBER_FIELD) return unit.registrationNumber;
  if (field === NATIONAL_ID_CODE_FIELD) return unit.nationalIdCode;
  const value = unit.regionalRequirements?.fields?.[field];
  return value === undefined || value === null ? null : String(value);
}

function toRegionalRequirements(
  unit: UnitRow,
  configuration: RegionalRequirementsConfiguration,
): RegionalRequirements {
  const values: Record<string, string | null> = {};
  for (const field of configuration.fields) {
    if (field.name !== OWNERSHIP_FIELD) values[field.name] = storedValue(unit, field.name);
  }
  return { ownership: { isOwner: unit.regionalRequirements?.ownership?.isOwner ?? null }, values };
}

export async function getRegionalRequirementsConfiguration(
  db: Database,
  hostId: string,
  unitPublicId: string,
): Promise<RegionalRequirementsConfiguration> {
  const { property } = await requireUnit(db, hostId, unitPublicId);
  return regionalRequirementsConfigurationFor(property.countryCode);
}

export async function getRegionalRequirements(
  db: Database,
  hostId: string,
  unitPublicId: string,
): Promise<RegionalRequirements> {
  const { unit, property } = await requireUnit(db, hostId, unitPublicId);
  return toRegionalRequirements(unit, regionalRequirementsConfigurationFor(property.countryCode));
}

/**
 * Saves the answers the unit's region asks for; every field problem is reported at once. A new
 * registration number or CIN clears its "invalid" flag: the host has answered the call to action,
 * and the unit may be published again (staff review it on the way).
 */
export async function updateRegionalRequirements(
  db: Database,
  hostId: string,
  unitPublicId: string,
  body: UpdateBody,
): Promise<RegionalRequirements> {
  const { unit, property } = await requireUnit(db, hostId, unitPublicId);
  const configuration = regionalRequirementsConfigurationFor(property.countryCode);
  const fieldsByName = new Map(configuration.fields.map((field) => [field.name, field]));
  const errors: FieldError[] = [];
  const changes: Partial<NewUnitRow> = {};
  const stored = unit.regionalRequirements ?? {};
  const extraFields = { ...stored.fields };
  let ownership = stored.ownership;

  if (body.ownership !== undefined) {
    if (fieldsByName.has(OWNERSHIP_FIELD)) ownership = { isOwner: body.ownership.isOwner };
    else
      errors.push({
        field: OWNERSHIP_FIELD,
        message: 'This region does not ask about ownership.',
        code: regionalRequirementErrorCodes.unknownField,
      });
  }

  for (const [name, raw] of Object.entries(body.values ?? {})) {
    const field = fieldsByName.get(name);
    const path = `values.${name}`;
    if (!field || name === OWNERSHIP_FIELD) {
      errors.push({
        field: path,
        message: 'This region does not ask for this.',
        code: regionalRequirementErrorCodes.unknownField,
      });
      continue;
    }
    const value = raw === null ? null : normaliseRegionalValue(raw);
    if (value === null || value === '') {
      if (field.required) {
        errors.push({
          field: path,
          message: 'This is required.',
          code: regionalRequirementErrorCodes.required,
        });
        continue;
      }
    } else if (!isRegionalValueValid(name, value, property.countryCode)) {
      errors.push({
        field: path,
        message: 'This does not have the expected format.',
        code: regionalRequirementErrorCodes.invalidFormat,
      });
      continue;
    }
    const saved = value === '' ? null : value;
    if (name === REGISTRATION_NUMBER_FIELD) {
      changes.registrationNumber = saved;
      changes.registrationNumberValid = true;
    } else if (name === NATIONAL_ID_CODE_FIELD) {
      changes.nationalIdCode = saved;
      changes.nationalIdCodeValid = true;
    } else {
      extraFields[name] = saved;
    }
  }
  if (errors.length > 0) throw regionalRequirementErrors.invalid(errors);

  changes.regionalRequirements = {
    ...(ownership ? { ownership } : {}),
    ...(Object.keys(extraFields).length > 0 ? { fields: extraFields } : {}),
  };
  const updated = await updateUnitRow(db, unit.id, changes);
  return toRegionalRequirements(updated, configuration);
}
