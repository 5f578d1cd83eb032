import { describe, expect, it } from 'vitest';
import { fillSavedReply, placeholderToken } from './saved-replies.rules';
import { savedReplyBodySchema, savedReplyPatchSchema, type ReplyFacts } from './saved-replies.schemas';

const facts: ReplyFacts = {
  guestFirstName: 'Maria',
  checkIn: '2026-07-04',
  checkOut: '2026-07-11',
  unitTitle: 'Sea View Apartment',
  address: 'Obala 12, 21000 Split',
  hostName: 'Anna Host',
};
const none: ReplyFacts = {
  guestFirstName: null,
  checkIn: null,
  checkOut: null,
  unitTitle: null,
  address: null,
  hostName: null,
};

describe('fillSavedReply', () => {
  it.each([
    ['Hi {guestFirstName}!', 'Hi Maria!'],
    ['{unitTitle} at {address}', 'Sea View Apartment at Obala 12, 21000 Split'],
    ['Best, {hostName}', 'Best, Anna Host'],
    ['{guestFirstName} {guestFirstName}', 'Maria Maria'],
    ['No placeholders here.', 'No placeholders here.'],
    ['Line one\n\tLine two {guestFirstName}', 'Line one\n\tLine two Maria'],
  ])('fills %j', (text, expected) => {
    expect(fillSavedReply(text, facts, 'en')).toBe(expected);
  });

  it.each([
    ['en', 'From July 4, 2026 to July 11, 2026'],
    ['en-GB', 'From 4 July 2026 to 11 July 2026'],
    ['de', 'From 4. Juli 2026 to 11. Juli 2026'],
    ['fr', 'From 4 juillet 2026 to 11 juillet 2026'],
  ])('writes the stay dates as %s does', (locale, expected) => {
    expect(fillSavedReply('From {checkIn} to {checkOut}', facts, locale)).toBe(expected);
  });

  it.each([
    ['{guestName}', '{guestName}'],
    ['{ guestFirstName }', '{ guestFirstName }'],
    ['{GuestFirstName}', '{GuestFirstName}'],
    ['{{guestFirstName}}', '{Maria}'],
    ['{}', '{}'],
    ['price: {100}', 'price: {100}'],
  ])('leaves the unknown token in %j as typed', (text, expected) => {
    expect(fillSavedReply(text, facts, 'en')).toBe(expected);
  });

  it('leaves a token whose fact is missing visible, and fills the others', () => {
    expect(
      fillSavedReply('Hi {guestFirstName}, {unitTitle} by {hostName}', { ...none, hostName: 'Anna' }, 'en'),
    ).toBe('Hi {guestFirstName}, {unitTitle} by Anna');
  });

  it('treats a blank fact and an unreadable date as missing', () => {
    const odd = { ...facts, guestFirstName: '  ', checkIn: '2026-02-30', checkOut: 'soon' };
    expect(fillSavedReply('{guestFirstName} {checkIn} {checkOut}', odd, 'en')).toBe(
      '{guestFirstName} {checkIn} {checkOut}',
    );
  });

  it('never reads a filled value as a placeholder again', () => {
    expect(fillSavedReply('{guestFirstName}', { ...facts, guestFirstName: '{hostName}' }, 'en')).toBe(
      '{hostName}',
    );
  });

  it('writes a placeholder the way the rule reads it', () => {
    expect(fillSavedReply(placeholderToken('unitTitle'), facts, 'en')).toBe('Sea View Apartment');
  });
});

describe('saved reply payloads', () => {
  it('accepts a title and a text with line breaks and tabs', () => {
    expect(savedReplyBodySchema.parse({ title: ' Check-in ', body: 'Hi\n\t{guestFirstName}' })).toEqual({
      title: 'Check-in',
      body: 'Hi\n\t{guestFirstName}',
    });
  });

  it.each([
    [{ title: '', body: 'x' }, 'title'],
    [{ title: 'a'.repeat(81), body: 'x' }, 'title'],
    [{ title: 'Two\nlines', body: 'x' }, 'title'],
    [{ title: 'x', body: '   ' }, 'body'],
    [{ title: 'x', body: 'a'.repeat(4001) }, 'body'],
    [{ title: 'x', body: 'bell \u0007' }, 'body'],
  ])('refuses %j on %s', (payload, field) => {
    const result = savedReplyBodySchema.safeParse(payload);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual([field]);
  });

  it('needs a change in a patch and knows no other field', () => {
    expect(savedReplyPatchSchema.safeParse({}).success).toBe(false);
    expect(savedReplyPatchSchema.safeParse({ position: 2 }).success).toBe(false);
    expect(savedReplyPatchSchema.safeParse({ body: 'New' }).success).toBe(true);
  });
});
