// Brings the page's table to a newly drawn one in place instead of replacing it: nodes that
// stay the same are left alone, so the browser restyles and repaints only what a move changed
// (a whole redraw per move cost a phone, and the tests' three pages, most of their time), and
// the focused control keeps its focus. Drawn nodes carry no listeners of their own: clicks are
// handled on the root, by their data attributes, so a kept node behaves as the new one would.

/** Makes `into`'s children match `children` (freshly drawn, not in the document). */
export function morphChildren(into: Node, children: readonly Node[]): void {
  const old = Array.from(into.childNodes);
  children.forEach((next, i) => {
    const cur = old[i];
    if (cur === undefined) into.appendChild(next);
    else morphNode(cur, next);
  });
  for (let i = children.length; i < old.length; i++) into.removeChild(old[i]);
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
