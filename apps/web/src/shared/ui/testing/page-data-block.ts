/**
 * Writes a JSON data block into the test page, as the server writes the host config and the
 * start-up settings into the app's page (apps/server web-app.plugin.ts). `text` goes in as given,
 * so a test can write one that does not parse.
 */
export function putDataBlock(id: string, text: string): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = id;
  block.textContent = text;
  document.head.append(block);
}
