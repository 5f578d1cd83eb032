// The one rule every piece of text a user sends must pass, whatever field it is in: no control
// characters (a NUL byte cannot even be stored in PostgreSQL text) and no half of a surrogate pair
// (not a character at all). Line breaks and tabs are text: descriptions have paragraphs.

export type TextProblem = 'controlCharacter' | 'loneSurrogate';

// eslint-disable-next-line no-control-regex -- matching control characters is this rule's purpose.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with this text, or null when it is fine. */
export function textProblem(text: string): TextProblem | null {
  if (CONTROL_CHARACTER.test(text)) return 'controlCharacter';
  if (LONE_SURROGATE.test(text)) return 'loneSurrogate';
  return null;
}

export interface TextProblemAt {
  /** Dotted path of the field (`address.city`, `rooms.0.name`); empty for a bare string. */
  field: string;
  problem: TextProblem;
}

/** Every string inside a payload (object keys too) that breaks the rule, with where it is. */
export function findTextProblems(value: unknown, path: readonly string[] = []): TextProblemAt[] {
  if (typeof value === 'string') {
    const problem = textProblem(value);
    return problem ? [{ field: path.join('.'), problem }] : [];
  }
  // Binary data (an uploaded file's bytes) is not text.
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return [];
  if (Array.isArray(value))
    return value.flatMap((item, index) => findTextProblems(item, [...path, String(index)]));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => {
      const keyProblem = textProblem(key);
      const here = keyProblem ? [{ field: [...path, key].join('.'), problem: keyProblem }] : [];
      return [...here, ...findTextProblems(item, [...path, key])];
    });
  }
  return [];
}
