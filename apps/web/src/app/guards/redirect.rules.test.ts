import { describe, expect, it } from 'vitest';
import { campaignRedirectTarget, decideRedirect } from './redirect.rules';

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

describe('campaignRedirectTarget', () => {
  it.each([
    ['id=photos&propertyId=p1&unitId=u1', '/listing?step=photos&propertyId=p1&unitId=u1'],
    ['id=amenities&propertyId=p1&unitId=u1', '/listing?step=amenities&propertyId=p1&unitId=u1'],
    [
      'id=price-and-availability&propertyId=p1&unitId=u1',
      '/listing?step=price-and-availability&propertyId=p1&unitId=u1',
    ],
    [
      'id=subscription-and-boosters&propertyId=p1&unitId=u1',
      '/listing?step=subscription%2Fplan&propertyId=p1&unitId=u1',
    ],
    ['id=photos', '/listing?step=photos'],
    ['id=photos&unitId=u1', '/listing?step=photos'],
    ['id=PHOTOS', '/listing?step=photos'],
    ['id=calendar&unitId=u9', '/calendar/u9'],
    ['id=calendar', '/calendar'],
    ['id=inquiries', '/reservations/inquiries'],
    ['id=something-else', '/properties'],
    ['', '/properties'],
  ])('%s → %s', (query, expected) => {
    expect(campaignRedirectTarget(new URLSearchParams(query))).toBe(expected);
  });
});
