/**
 * The app renders only Mantine's light colour scheme: MantineProvider's default, and no control
 * offers another. Mantine's stylesheets still carry a dark variant of every colour variable and of
 * many component rules (`:where([data-mantine-color-scheme='dark']) .x`), about 1 kB gzip of the
 * first screen's stylesheet that no page of ours can apply. This PostCSS plugin drops each
 * selector that applies only under the dark scheme, and a rule left with none, in every stylesheet
 * the build and the dev server process.
 */
const darkSchemeOnly = /data-mantine-color-scheme=(['"]?)dark\1/;

/** The part of a PostCSS rule the plugin reads and changes. */
interface CssRule {
  selectors: string[];
  remove(): void;
}

export function lightSchemeOnly() {
  return {
    postcssPlugin: 'hostdeck-light-scheme-only',
    Rule(rule: CssRule) {
      const kept = rule.selectors.filter((selector) => !darkSchemeOnly.test(selector));
      if (kept.length === 0) rule.remove();
      else if (kept.length < rule.selectors.length) rule.selectors = kept;
    },
  };
}
