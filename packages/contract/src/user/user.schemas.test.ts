import { describe, expect, it } from 'vitest';
import { putUserInteractionBodySchema, updateUserInfoBodySchema } from './user.schemas';

const issuesOf = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => ({
    path: issue.path.join('.'),
    rule: (issue as { params?: { rule?: string } }).params?.rule,
  }));

describe('PATCH user info body', () => {
  it('keeps a phone without a digit as no phone, and takes numbers as people write them', () => {
    expect(updateUserInfoBodySchema.parse({ phone: ' - ', phoneForGuests: '+385 91 555 0123' })).toEqual({
      phone: null,
      phoneForGuests: '+385 91 555 0123',
    });
  });

  it('refuses text that is no phone number', () => {
    expect(issuesOf(updateUserInfoBodySchema.safeParse({ phoneForSms: 'call 123', phone: '12' }))).toEqual([
      { path: 'phoneForSms', rule: 'phoneNumber' },
      { path: 'phone', rule: 'phoneNumber' },
    ]);
  });

  it('takes known language codes, spelled one way, each once', () => {
    expect(updateUserInfoBodySchema.parse({ hostLanguages: ['EN', ' hr ', 'pt-br'] }).hostLanguages).toEqual([
      'en',
      'hr',
      'pt-BR',
    ]);
    expect(issuesOf(updateUserInfoBodySchema.safeParse({ hostLanguages: ['en', 'zz'] }))).toEqual([
      { path: 'hostLanguages.1', rule: 'unknownLanguage' },
    ]);
    expect(issuesOf(updateUserInfoBodySchema.safeParse({ hostLanguages: ['en', 'EN'] }))).toEqual([
      { path: 'hostLanguages', rule: 'duplicateItems' },
    ]);
  });
});

describe('PUT user interaction body', () => {
  const item = (interacted: boolean) => ({ interactionType: 'welcome_tour_seen', interacted });

  it('takes each interaction type once, and nothing else', () => {
    expect(putUserInteractionBodySchema.safeParse({ interactions: [item(true)] }).success).toBe(true);
    expect(
      issuesOf(putUserInteractionBodySchema.safeParse({ interactions: [item(true), item(false)] })),
    ).toEqual([{ path: 'interactions', rule: 'duplicateItems' }]);
    expect(putUserInteractionBodySchema.safeParse({ interactions: [item(true)], extra: 1 }).success).toBe(
      false,
    );
  });
});
