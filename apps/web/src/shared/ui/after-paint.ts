/**
 * Resolves once what the page has rendered so far is on the screen: an animation frame runs just
 * before a paint, and the screen shows that paint about a frame later (which is when the browser
 * times the page's largest paint), so a task queued from the next frame comes after both. A hidden
 * tab paints nothing, so there it waits until the tab is shown.
 */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
  });
}
