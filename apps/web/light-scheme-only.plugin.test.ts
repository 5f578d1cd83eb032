import { describe, expect, it } from 'vitest';
import { lightSchemeOnly } from './light-scheme-only.plugin';

/** A rule as PostCSS hands it to the plugin: its selectors, and whether the plugin removed it. */
function rule(selectors: string[]) {
  return {
    selectors,
    removed: false,
    remove() {
      this.removed = true;
    },
  };
}

describe('lightSchemeOnly', () => {
  const plugin = lightSchemeOnly();

  it('removes a rule that applies only under the dark scheme, in any of Mantine’s spellings', () => {
    for (const selector of [
      ":root[data-mantine-color-scheme='dark']",
      ':host([data-mantine-color-scheme="dark"])',
      ':where([data-mantine-color-scheme=dark]) .m_77c9d27d::before',
    ]) {
      const darkRule = rule([selector]);
      plugin.Rule(darkRule);
      expect(darkRule.removed, selector).toBe(true);
    }
  });

  it('keeps the other selectors of a rule that lists a dark one among them', () => {
    const mixed = rule(['.m_1 .m_2', ":where([data-mantine-color-scheme='dark']) .m_1"]);
    plugin.Rule(mixed);
    expect(mixed).toMatchObject({ removed: false, selectors: ['.m_1 .m_2'] });
  });

  it('leaves light-scheme rules and the colour named dark alone', () => {
    const light = rule([":root[data-mantine-color-scheme='light']", '.badge[data-color=dark]']);
    plugin.Rule(light);
    expect(light).toMatchObject({
      removed: false,
      selectors: [":root[data-mantine-color-scheme='light']", '.badge[data-color=dark]'],
    });
  });
});
