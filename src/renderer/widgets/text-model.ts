// The text being typed into an entry field. Characters go on at the end (the
// caret never moves), as on a high-score entry.

export interface TextRules {
  maxLength?: number;
  initial?: string;
  /** The characters that may be typed: a string of them, or a pattern each must match. */
  allowed?: string | RegExp;
}

const PRINTABLE = /^[ -~]$/;

export class TextModel {
  private text: string;
  readonly maxLength: number;
  private readonly allowed: string | RegExp;

  constructor(rules: TextRules = {}) {
    this.maxLength = rules.maxLength ?? 32;
    this.allowed = rules.allowed ?? PRINTABLE;
    this.text = '';
    for (const ch of rules.initial ?? '') this.insert(ch);
  }

  get value(): string {
    return this.text;
  }

  accepts(char: string): boolean {
    if (char.length !== 1) return false;
    return typeof this.allowed === 'string' ? this.allowed.includes(char) : this.allowed.test(char);
  }

  /** Add a character; false when it is not allowed or the field is full. */
  insert(char: string): boolean {
    if (this.text.length >= this.maxLength || !this.accepts(char)) return false;
    this.text += char;
    return true;
  }

  erase(): boolean {
    if (this.text.length === 0) return false;
    this.text = this.text.slice(0, -1);
    return true;
  }
}
