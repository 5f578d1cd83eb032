import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import { properties, units, type PropertyRow, type UnitRow } from '../../db/schema/properties.table';
import type { TestApp } from '../../../test/test-app';

/** Live demo units of a host with their property, oldest property first, for picking test subjects. */
export async function liveUnitsOf(
  t: TestApp,
  email: string,
): Promise<{ unit: UnitRow; property: PropertyRow }[]> {
  const hostId = await t.userIdOf(email);
  return t.db
    .select({ unit: units, property: properties })
    .from(units)
    .innerJoin(properties, eq(properties.id, units.propertyId))
    .where(and(eq(units.hostId, hostId), isNull(units.deletedAt), ne(units.state, 'DELETED')))
    .orderBy(asc(properties.createdAt), asc(units.position));
}

/** The first live unit of the host matching `pick`; throws so a changed seed fails loudly. */
export async function demoUnit(
  t: TestApp,
  email: string,
  pick: (row: { unit: UnitRow; property: PropertyRow }) => boolean,
): Promise<{ unit: UnitRow; property: PropertyRow }> {
  const found = (await liveUnitsOf(t, email)).find(pick);
  if (!found) throw new Error(`No demo unit of ${email} matches`);
  return found;
}

export async function unitRow(t: TestApp, publicId: string): Promise<UnitRow> {
  const [row] = await t.db.select().from(units).where(eq(units.publicId, publicId));
  if (!row) throw new Error(`No unit ${publicId}`);
  return row;
}
