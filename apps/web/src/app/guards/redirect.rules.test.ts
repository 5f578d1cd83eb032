import { describe, expect, it } from 'vitest';
import { campaignTarget, decideRedirect } from './redirect.rules';

const urls = { landingUrl: 'https://hostdeck.example/', registerUrl: 'https://id.example/register' };

describe('decideRedirect', () => {
  it.each([
    ['login', '', { kind: 'login', returnTo: '/' }],
    ['platform/login', '', { kind: 'login', returnTo: '/' }],
    ['register', '', { kind: 'external', url: 'https://id.example/register' }],
    ['landing', '', { kind: 'external', url: 'https://hostdeck.example/' }],
    ['platform', '', { kind: 'external', url: 'https://hostdeck.example/' }],
    ['campaign', '?id=calendar', { kind: 'navigate', to: '/calendar' }],
    ['unknown', '', { kind: 'navigate', to: '/404' }],
  ])('/redirect/%s%s → %o', (target, search, expected) => {
    expect(decideRedirect(target, new URLSearchParams(search), urls)).toEqual(expected);
  });

  it('falls back to the front door when there is no landing address', () => {
    expect(decideRedirect('landing', new URLSearchParams(), { ...urls, landingUrl: '' })).toEqual({
      kind: 'navigate',
      to: '/',
    });
  });
});

describe('campaignTarget', () => {
  it.each([
    ['id=photos&propertyId=p1&unitId=u1', '/properties/p1/units/u1/photos'],
    ['id=amenities&propertyId=p1&unitId=u1', '/properties/p1/units/u1/amenities'],
    ['id=price-and-availability&propertyId=p1&unitId=u1', '/properties/p1/units/u1/price-and-availability'],
    [
      'id=subscription-and-boosters&propertyId=p1&unitId=u1',
      '/properties/p1/units/u1/subscription-and-boosters',
    ],
    ['id=photos', '/properties'],
    ['id=calendar&unitId=u9', '/calendar/u9'],
    ['id=inquiries', '/reservations/inquiries'],
    ['id=something-else', '/'],
    ['', '/'],
  ])('%s → %s', (query, expected) => {
    expect(campaignTarget(new URLSearchParams(query))).toBe(expected);
  });
});
