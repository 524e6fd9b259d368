/**
 * A tagged template for the first screen's markup that escapes every value unless it is
 * markup made here: titles, verses and biographies are administrators' content, and the
 * page's text must never become HTML. `html` returns a `Markup`, which is inserted as is when
 * it appears inside another `html` template; strings, numbers and anything else are escaped.
 * Arrays are joined; `undefined`, `null` and `false` leave nothing (for optional parts).
 */
import escapeHtml from 'escape-html';

export class Markup {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

type Part = Markup | string | number | false | null | undefined | readonly Part[];

function render(part: Part): string {
  if (part === undefined || part === null || part === false) return '';
  if (part instanceof Markup) return part.value;
  if (Array.isArray(part)) return part.map(render).join('');
  return escapeHtml(String(part));
}

export function html(strings: TemplateStringsArray, ...values: Part[]): Markup {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return new Markup(out);
}

/** Text for a JSON data block: `<` escaped, so no `</script>` or `<!--` can close or open one. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
