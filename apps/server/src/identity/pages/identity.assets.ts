/**
 * The one stylesheet and the one script of the identity pages, served from /auth/assets/. Kept as
 * strings so the bundled server carries them without a copy step. Colours and fonts follow the
 * web app's Mantine theme (apps/web/src/shared/ui/theme.ts); system fonts only, nothing external.
 */
export const IDENTITY_CSS = `
:root {
  --deck-8: #087587;
  --deck-9: #006677;
  --deck-0: #e8f6f8;
  --text: #212529;
  --dimmed: #495057;
  --border: #ced4da;
  --error: #c92a2a;
  --error-bg: #fff5f5;
  --success: #1e6b30;
  --success-bg: #ebfbee;
  --radius: 8px;
  color-scheme: light;
  font-family: Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif;
  line-height: 1.55;
  color: var(--text);
  background: #f1f3f5;
}
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: flex; flex-direction: column; align-items: center; padding: 32px 16px; }
.skip-link { position: absolute; left: -9999px; top: 8px; background: #fff; padding: 8px 12px; border-radius: var(--radius); }
.skip-link:focus { left: 8px; }
.brand { display: flex; align-items: center; gap: 10px; margin: 0 0 24px; font-size: 1.25rem; font-weight: 650; color: var(--deck-9); text-decoration: none; }
.brand-mark { width: 32px; height: 32px; border-radius: 8px; background: var(--deck-8); color: #fff; display: inline-flex; align-items: center; justify-content: center; font-weight: 700; }
main { width: 100%; max-width: 440px; background: #fff; border: 1px solid #dee2e6; border-radius: 12px; box-shadow: 0 1px 3px rgba(0,0,0,.05), 0 10px 24px -8px rgba(0,0,0,.12); padding: 32px; }
h1 { font-size: 1.625rem; font-weight: 650; line-height: 1.3; margin: 0 0 8px; }
.intro { margin: 0 0 24px; color: var(--dimmed); }
form { display: grid; gap: 16px; margin: 0; }
.field { display: grid; gap: 4px; }
.row { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
@media (max-width: 480px) { .row { grid-template-columns: 1fr; } main { padding: 24px 20px; } }
label, legend { font-weight: 500; font-size: .9375rem; }
input[type=text], input[type=email], input[type=password] {
  width: 100%; font: inherit; font-size: 1rem; padding: 8px 12px; min-height: 42px;
  border: 1px solid var(--border); border-radius: var(--radius); background: #fff; color: var(--text);
}
input[aria-invalid=true] { border-color: var(--error); }
fieldset { border: 0; margin: 0; padding: 0; display: grid; gap: 8px; }
legend { padding: 0; }
.choices { display: flex; gap: 20px; flex-wrap: wrap; }
.choice { display: inline-flex; align-items: center; gap: 8px; font-weight: 400; }
.choice input { width: 18px; height: 18px; accent-color: var(--deck-8); margin: 0; }
.hint { margin: 0; font-size: .875rem; color: var(--dimmed); }
.field-error { margin: 0; font-size: .875rem; color: var(--error); }
.alert { margin: 0 0 20px; padding: 12px 14px; border-radius: var(--radius); border: 1px solid; }
.alert-error { color: var(--error); background: var(--error-bg); border-color: #ffc9c9; }
.alert-success { color: var(--success); background: var(--success-bg); border-color: #b2f2bb; }
button, .button {
  font: inherit; font-weight: 600; font-size: 1rem; min-height: 44px; padding: 0 20px; border-radius: var(--radius);
  border: 1px solid var(--deck-8); background: var(--deck-8); color: #fff; cursor: pointer;
  display: inline-flex; align-items: center; justify-content: center; text-decoration: none;
}
button:hover, .button:hover { background: var(--deck-9); border-color: var(--deck-9); }
button.secondary { background: #fff; color: var(--deck-9); }
button.secondary:hover { background: var(--deck-0); }
.actions { display: grid; gap: 10px; }
a { color: var(--deck-8); }
a:hover { color: var(--deck-9); }
.aside { margin: 24px 0 0; text-align: center; color: var(--dimmed); }
.code { font-size: .875rem; color: var(--dimmed); }
:focus-visible { outline: 3px solid var(--deck-8); outline-offset: 2px; }
input:focus-visible { outline-offset: 0; border-color: var(--deck-8); }
@media (prefers-reduced-motion: no-preference) { button, .button { transition: background-color .12s; } }
`;

/**
 * Enhancements only; every page works without it. Confirms a logout the app itself asked for (the
 * provider validated its id_token_hint), so the host does not answer "really log out?" twice.
 */
export const IDENTITY_JS = `
document.addEventListener('DOMContentLoaded', function () {
  var auto = document.querySelector('[data-autosubmit]');
  if (auto) auto.click();
});
`;
