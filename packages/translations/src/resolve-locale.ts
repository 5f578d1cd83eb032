// One rule for the whole product (supported locales fall back to the default): the
// contract owns it; this subpath stays so server and web code importing it keep working.
export { resolveAppLocale } from '@hostdeck/contract/i18n/locale.rules';
