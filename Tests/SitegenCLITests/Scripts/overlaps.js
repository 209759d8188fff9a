// Text that covers a control or other text (issue 50: "no text box overlaps a control or another
// text box"), on the whole page as it first shows. A text box is a line of a visible text node
// (Range.getClientRects); a control is a visible button, input, select, summary or textarea, or
// a link that paints a box (a background, a border or a shadow: a pill, a button): a link that is
// only its text is a text box already. Text inside a control is its label, not an overlap; text
// and controls clipped away by an element that clips (a shelf's hidden cards, a clamped title's
// third line) are not drawn, so they are left out.
(() => {
  const paintsBox = e => {
    if (e.tagName !== "A") return true;
    const s = getComputedStyle(e);
    return !/rgba\(0, 0, 0, 0\)|transparent/.test(s.backgroundColor) || parseFloat(s.borderTopWidth) > 0
      || parseFloat(s.borderLeftWidth) > 0 || s.boxShadow !== "none";
  };
  const shown = e => e.checkVisibility({visibilityProperty: true, opacityProperty: true});
  const controls = [...document.querySelectorAll("a[href], button, input, select, summary, textarea")]
    .filter(e => shown(e) && paintsBox(e));
  const clipOf = element => {
    let box = {left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity};
    for (let e = element; e && e !== document.body; e = e.parentElement) {
      const s = getComputedStyle(e);
      if (s.overflowX === "visible" && s.overflowY === "visible" && s.clipPath === "none") continue;
      const r = e.getBoundingClientRect();
      box = {left: Math.max(box.left, r.left), top: Math.max(box.top, r.top),
             right: Math.min(box.right, r.right), bottom: Math.min(box.bottom, r.bottom)};
    }
    return box;
  };
  const clipped = (r, clip) => ({left: Math.max(r.left, clip.left), top: Math.max(r.top, clip.top),
                                 right: Math.min(r.right, clip.right), bottom: Math.min(r.bottom, clip.bottom)});
  const area = r => Math.max(0, r.right - r.left) * Math.max(0, r.bottom - r.top);
  const shared = (a, b) => Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left))
    * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
  const label = e => (e.id ? "#" + e.id : "") + (e.className && typeof e.className === "string" ? "." + e.className.trim().split(/\s+/)[0] : "") || e.tagName;
  const texts = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent.trim()) continue;
    const parent = node.parentElement;
    if (!shown(parent) || parent.closest(".visually-hidden, script, style, template, noscript")) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const clip = clipOf(parent);
    for (const rect of range.getClientRects()) {
      const box = clipped(rect, clip);
      if (area(box) < 4) continue;
      texts.push({node, parent, box, text: node.textContent.trim().slice(0, 40)});
    }
  }
  const found = [];
  for (const text of texts) {
    for (const control of controls) {
      if (control.contains(text.parent)) continue;
      const box = clipped(control.getBoundingClientRect(), clipOf(control));
      if (area(box) < 4 || shared(text.box, box) <= 2) continue;
      found.push(`text "${text.text}" (${label(text.parent)}) under ${control.tagName.toLowerCase()} ${label(control)}`);
    }
  }
  for (let i = 0; i < texts.length; i++) {
    for (let j = i + 1; j < texts.length; j++) {
      if (texts[i].node === texts[j].node || shared(texts[i].box, texts[j].box) <= 2) continue;
      found.push(`text "${texts[i].text}" (${label(texts[i].parent)}) and "${texts[j].text}" (${label(texts[j].parent)})`);
    }
  }
  return {texts: texts.length, controls: controls.length, overlaps: [...new Set(found)].slice(0, 30)};
})()
