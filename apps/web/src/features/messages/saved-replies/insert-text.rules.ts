/** A draft with a selection (or caret) in it, as a text field reports them. */
interface DraftSelection {
  start: number;
  end: number;
}

/**
 * Puts `text` where the caret is, replacing any selection (at the end without a known caret), and
 * says where the caret goes after it. A whole reply (`ownLine`) starts on a line of its own when
 * text stands before it on the same line; a placeholder goes exactly where the caret is.
 */
export function insertIntoDraft(
  draft: string,
  text: string,
  selection: DraftSelection | null,
  { ownLine = false }: { ownLine?: boolean } = {},
): { value: string; caret: number } {
  const start = selection ? Math.max(0, Math.min(selection.start, draft.length)) : draft.length;
  const end = selection ? Math.max(start, Math.min(selection.end, draft.length)) : draft.length;
  const before = draft.slice(0, start);
  const inserted = ownLine && before.length > 0 && !before.endsWith('\n') ? `\n${text}` : text;
  return { value: before + inserted + draft.slice(end), caret: start + inserted.length };
}
