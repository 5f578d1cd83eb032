import { describe, expect, it } from 'vitest';
import { bedCount, roomCanHoldBeds } from './rooms.rules';
import { roomSchema } from './rooms.schemas';

describe('rooms and beds', () => {
  it.each([
    ['bedroom', true],
    ['living_room', true],
    ['bath_room', false],
    ['kitchen_room', false],
  ] as const)('%s can hold beds: %s', (type, expected) => {
    expect(roomCanHoldBeds(type)).toBe(expected);
  });

  it('counts every bed of every room', () => {
    expect(bedCount([])).toBe(0);
    expect(
      bedCount([
        {
          beds: [
            { type: 'double', count: 1 },
            { type: 'single', count: 2 },
          ],
        },
        { beds: [] },
        { beds: [{ type: 'sofa_bed', count: 1 }] },
      ]),
    ).toBe(4);
  });

  it('refuses a bed in a bathroom or a kitchen, on the room’s beds, naming the rule', () => {
    for (const type of ['bath_room', 'kitchen_room'] as const) {
      const result = roomSchema.safeParse({ type, beds: [{ type: 'single', count: 1 }] });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({
        path: ['beds'],
        params: { rule: 'bedsNotAllowedInRoom' },
      });
    }
    expect(roomSchema.safeParse({ type: 'bath_room', beds: [] }).success).toBe(true);
    expect(
      roomSchema.safeParse({ type: 'living_room', beds: [{ type: 'sofa_bed', count: 1 }] }).success,
    ).toBe(true);
  });
});
