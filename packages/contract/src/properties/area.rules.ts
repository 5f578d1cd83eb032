import { AREA_SQFT_PER_SQM } from '../constants';
import type { MeasurementSystem } from './property-unit-options.schemas';

// Property size: 10.76391042 ft² per m², stored normalised to m².

export function squareMetresToSquareFeet(squareMetres: number): number {
  return squareMetres * AREA_SQFT_PER_SQM;
}

export function squareFeetToSquareMetres(squareFeet: number): number {
  return squareFeet / AREA_SQFT_PER_SQM;
}

/** Rounds to 2 decimals so a value survives a round trip through a form unchanged. */
function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The stored m² value for a size entered in the host's unit. */
export function normaliseAreaToSquareMetres(size: number, unit: MeasurementSystem): number {
  return round2(unit === 'imperial' ? squareFeetToSquareMetres(size) : size);
}

/** A stored m² value shown in the host's unit. */
export function areaInUnit(squareMetres: number, unit: MeasurementSystem): number {
  return round2(unit === 'imperial' ? squareMetresToSquareFeet(squareMetres) : squareMetres);
}
