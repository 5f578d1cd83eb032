import { describe, expect, it } from 'vitest';
import {
  areaInUnit,
  normaliseAreaToSquareMetres,
  squareFeetToSquareMetres,
  squareMetresToSquareFeet,
} from './area.rules';

describe('area conversion (spec §3, §9: 10.76391042)', () => {
  it('converts 1 m² to 10.76391042 ft² and back', () => {
    expect(squareMetresToSquareFeet(1)).toBe(10.76391042);
    expect(squareFeetToSquareMetres(10.76391042)).toBe(1);
  });

  it('converts 100 m² to 1076.39 ft²', () => {
    expect(squareMetresToSquareFeet(100)).toBeCloseTo(1076.391042, 6);
    expect(areaInUnit(100, 'imperial')).toBe(1076.39);
  });

  it('normalises imperial input to m², metric input unchanged', () => {
    expect(normaliseAreaToSquareMetres(1076.39, 'imperial')).toBe(100);
    expect(normaliseAreaToSquareMetres(500, 'imperial')).toBe(46.45);
    expect(normaliseAreaToSquareMetres(85.5, 'metric')).toBe(85.5);
    expect(areaInUnit(85.5, 'metric')).toBe(85.5);
  });

  it('keeps 0 as 0 both ways', () => {
    expect(normaliseAreaToSquareMetres(0, 'imperial')).toBe(0);
    expect(areaInUnit(0, 'imperial')).toBe(0);
  });
});
