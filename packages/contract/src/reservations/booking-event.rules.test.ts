import { describe, expect, it } from 'vitest';
import {
  escapeIcsText,
  foldIcsLine,
  stayEventCalendar,
  stayEventFileName,
  stayEventUid,
} from './booking-event.rules';

/** UTF-8 length, counted apart from the rule under test: each %XX of the URI encoding is one octet. */
const octets = (text: string) => encodeURIComponent(text).replace(/%[0-9A-F]{2}/g, '.').length;

describe('escapeIcsText (RFC 5545 TEXT)', () => {
  it('escapes backslash, semicolon and comma, and writes line breaks as \\n', () => {
    expect(escapeIcsText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
    expect(escapeIcsText('one\ntwo\r\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour');
    expect(escapeIcsText('Villa Sonnenschein: 2 guests')).toBe('Villa Sonnenschein: 2 guests');
  });
});

describe('foldIcsLine', () => {
  it('leaves a line of 75 octets whole', () => {
    const line = 'x'.repeat(75);
    expect(foldIcsLine(line)).toBe(line);
  });

  it('folds longer lines at 75 octets, each further part starting with one space', () => {
    const folded = foldIcsLine(`SUMMARY:${'a'.repeat(200)}`);
    const parts = folded.split('\r\n');
    expect(parts.length).toBe(3);
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    // Unfolding (dropping CRLF + space) gives the line back.
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'a'.repeat(200)}`);
  });

  it('counts octets, not characters, and never splits a multi-byte character', () => {
    const line = `SUMMARY:${'ü'.repeat(60)}😀${'é'.repeat(20)}`;
    const parts = foldIcsLine(line).split('\r\n');
    for (const part of parts) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      expect(part).not.toContain('\uFFFD');
    }
    expect(parts[0]).toBe(`SUMMARY:${'ü'.repeat(33)}`);
    expect(parts.join('\r\n').replace(/\r\n /g, '')).toBe(line);
  });
});

describe('stayEventCalendar', () => {
  const calendar = stayEventCalendar({
    uid: stayEventUid('HD7K2P'),
    stamp: new Date('2026-11-27T06:45:03.120Z'),
    checkIn: '2026-12-20',
    checkOut: '2026-12-27',
    summary: 'Anna Müller, Apartment "Seeblick"; top floor',
    description: 'Booking code HD7K2P\n2 adults, 1 child',
  });
  const lines = calendar.split('\r\n');

  it('is one VCALENDAR with one VEVENT, every line ended by CRLF', () => {
    expect(calendar.endsWith('\r\n')).toBe(true);
    expect(calendar.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('spans the nights as all-day dates, the check-out day being the exclusive end', () => {
    expect(lines).toContain('DTSTART;VALUE=DATE:20261220');
    expect(lines).toContain('DTEND;VALUE=DATE:20261227');
    expect(lines).toContain('DTSTAMP:20261127T064503Z');
    expect(lines).toContain('UID:booking-HD7K2P@hostdeck');
  });

  it('escapes the texts', () => {
    expect(lines).toContain('SUMMARY:Anna Müller\\, Apartment "Seeblick"\\; top floor');
    expect(lines).toContain('DESCRIPTION:Booking code HD7K2P\\n2 adults\\, 1 child');
  });

  it('folds long texts so no line passes 75 octets', () => {
    const long = stayEventCalendar({
      uid: 'u',
      stamp: new Date(0),
      checkIn: '2026-01-01',
      checkOut: '2026-01-02',
      summary: 'Zoë '.repeat(40),
      description: 'd',
    });
    for (const line of long.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(long.replace(/\r\n /g, '')).toContain(`SUMMARY:${'Zoë '.repeat(40)}`);
  });
});

describe('stayEventFileName', () => {
  it('names the file after the booking code, with nothing a file system would trip on', () => {
    expect(stayEventFileName('HD7K2P')).toBe('booking-HD7K2P.ics');
    expect(stayEventFileName('a/b c')).toBe('booking-a-b-c.ics');
  });
});
