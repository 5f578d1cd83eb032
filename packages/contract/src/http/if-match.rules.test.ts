import { describe, expect, it } from 'vitest';
import { versionETag, versionsFromIfMatch } from './if-match.rules';

describe('versionsFromIfMatch', () => {
  it('reads back the ETag a read handed out', () => {
    expect(versionsFromIfMatch(versionETag(3))).toEqual([3]);
    expect(versionsFromIfMatch('"3", "4"')).toEqual([3, 4]);
  });

  it('leaves a write without the header, or with *, unconditional', () => {
    expect(versionsFromIfMatch(undefined)).toBeUndefined();
    expect(versionsFromIfMatch('*')).toBeUndefined();
  });

  it('matches nothing for weak or foreign tags, so the write is refused rather than let through', () => {
    expect(versionsFromIfMatch('W/"3"')).toEqual([]);
    expect(versionsFromIfMatch('"abc"')).toEqual([]);
    expect(versionsFromIfMatch('3')).toEqual([]);
    expect(versionsFromIfMatch('"0"')).toEqual([]);
    expect(versionsFromIfMatch('')).toEqual([]);
  });
});
