// Brings the page's table to a newly drawn one in place instead of replacing it: nodes that
// stay the same are left alone, so the browser restyles and repaints only what a move changed
// (a whole redraw per move cost a phone, and the tests' three pages, most of their time), and
// the focused control keeps its focus. Drawn nodes carry no listeners of their own: clicks are
// handled on the root, by their data attributes, so a kept node behaves as the new one would.

// Elements drawn with `memo` are compared whole first, by their markup: a part of the table a
// move did not touch (a board's other spaces, the other factories) is then left alone without
// comparing its nodes' attributes one by one.
const memoized = new WeakSet<Node>();
const drawnAs = new WeakMap<Node, string>(); // a node in the document → the markup it was given

/** Marks a freshly drawn element to be compared whole when the table is drawn again (not one
 * inside another: the inner one would be written out twice). */
export function memo<T extends Element>(el: T): T {
  memoized.add(el);
  return el;
}

/** Makes `into`'s children match `children` (freshly drawn, not in the document). */
export function morphChildren(into: Node, children: readonly Node[]): void {
  const old = Array.from(into.childNodes);
  const n = children.length, m = old.length;
  // Paired from both ends: something drawn only at times (a board's highlight, a "passed"
  // label) then shifts nothing after it, and every node meets the one it was drawn as before.
  // Paired by position alone, each of the nodes after it met its neighbour's attributes, and
  // a move rewrote a whole board.
  let head = 0;
  while (head < n && head < m && samePlace(old[head], children[head])) head++;
  let tail = 0;
  while (tail < n - head && tail < m - head && samePlace(old[m - 1 - tail], children[n - 1 - tail])) tail++;
  for (let i = 0; i < head; i++) morphNode(old[i], children[i]);
  for (let i = 1; i <= tail; i++) morphNode(old[m - i], children[n - i]);
  // The middle: by position as far as both go, then what is left inserted or removed.
  const before = tail ? old[m - tail] : null;
  for (let i = head; i < n - tail; i++) {
    const cur = i < m - tail ? old[i] : undefined;
    if (cur === undefined) into.insertBefore(children[i], before);
    else morphNode(cur, children[i]);
  }
  for (let i = n - tail; i < m - tail; i++) into.removeChild(old[i]);
}

function morphNode(cur: Node, next: Node): void {
  if (!sameKind(cur, next)) {
    cur.parentNode?.replaceChild(next, cur);
    return;
  }
  if (cur.nodeType !== Node.ELEMENT_NODE) {
    if (cur.nodeValue !== next.nodeValue) cur.nodeValue = next.nodeValue;
    return;
  }
  if (memoized.has(next)) {
    const markup = (next as Element).outerHTML;
    if (drawnAs.get(cur) === markup) return; // drawn the same as last time: nothing changed
    drawnAs.set(cur, markup);
  }
  syncAttributes(cur as Element, next as Element);
  morphChildren(cur, Array.from(next.childNodes));
}

function sameKind(a: Node, b: Node): boolean {
  if (a.nodeType !== b.nodeType || a.nodeName !== b.nodeName) return false;
  if (a.nodeType !== Node.ELEMENT_NODE) return true;
  const x = a as Element, y = b as Element;
  // A node keyed differently is another thing (another tile, another board): drawn anew.
  return x.namespaceURI === y.namespaceURI && x.getAttribute("data-key") === y.getAttribute("data-key");
}

/** The same kind drawn for the same purpose: its first class too (`board`, `space`, `score`;
 * the classes after it, `active`, `choice`, come and go with the position). */
function samePlace(a: Node, b: Node): boolean {
  if (!sameKind(a, b)) return false;
  if (a.nodeType !== Node.ELEMENT_NODE) return true;
  return firstClass(a as Element) === firstClass(b as Element);
}

function firstClass(el: Element): string {
  const c = el.getAttribute("class");
  return c === null ? "" : c.split(" ", 1)[0];
}

function syncAttributes(cur: Element, next: Element): void {
  // Indexed loops over the live attribute maps: a redraw compares some ten thousand of them.
  const had = cur.attributes, want = next.attributes;
  for (let i = had.length - 1; i >= 0; i--) {
    const name = had[i].name;
    if (!next.hasAttribute(name)) cur.removeAttribute(name);
  }
  for (let i = 0; i < want.length; i++) {
    const a = want[i];
    if (cur.getAttribute(a.name) !== a.value) cur.setAttribute(a.name, a.value);
  }
}
