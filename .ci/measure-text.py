#!/usr/bin/env python3
"""Measures every text of every drawing in headless Chromium: whether it stays in
its box and clear of every other text.

The report forbids scripts (its CSP), so the drawings are copied into a harness
page that runs a measuring script; Chromium's --dump-dom gives back the page with
the script's findings in <pre id="findings">.

  measure-text.py page OUT.html FILE...   writes the harness of every drawing
                                          (svg.layout) in the HTML and SVG FILEs
  measure-text.py check DOM.html          prints the findings of a dumped harness
                                          and exits 1 if there are any

A text's box is the smallest rectangle of its drawing that holds the text's
anchor (drawn before it, and not a hatch, shadow or outline); a text with no
such box must stay in the drawing (a view's overflow label may run over the
hatching beside its view, which it labels). The report's stacked copies of its
drawings for narrow screens are left out (their text is half as large again;
browse.py checks its size on screen). A text overflows when its measured extent
passes its box's edge by more than a tenth of its font size, and is cut off when it
ends in an ellipsis; two texts overlap
when their extents share more than a fifth of the smaller one's height and a
font size of width. Standard library only."""
import html
import re
import sys

SCRIPT = r"""
const ignored = new Set(['background', 'shadow', 'overflow', 'covered', 'marked', 'mark', 'window-edge', 'region',
  'axis-track', 'beyond-screen', 'window-controls', 'window-control', 'grid-column', 'grid-item']);
const findings = [];
document.querySelectorAll('figure.drawing').forEach((figure) => {
  const name = figure.dataset.name;
  const svg = figure.querySelector('svg');
  const box = svg.viewBox.baseVal;
  const rects = [];
  const texts = [];
  const hatches = [];
  let order = 0;
  svg.querySelectorAll('rect, text').forEach((element) => {
    order += 1;
    const role = element.getAttribute('class') || '';
    if (element.tagName === 'rect') {
      if (role === 'overflow' && !element.closest('pattern')) {
        const x = +element.getAttribute('x'), y = +element.getAttribute('y');
        hatches.push({x, y, right: x + +element.getAttribute('width'), bottom: y + +element.getAttribute('height')});
      }
      if (role.split(' ').some((part) => ignored.has(part)) || element.closest('pattern')) return;
      const x = +element.getAttribute('x'), y = +element.getAttribute('y');
      rects.push({role, order, x, y, right: x + +element.getAttribute('width'), bottom: y + +element.getAttribute('height')});
      return;
    }
    const b = element.getBBox();
    const size = +element.getAttribute('font-size');
    const ax = +element.getAttribute('x'), ay = +element.getAttribute('y') - size * 0.3;
    texts.push({role, order, text: element.textContent, size, ax, ay, x: b.x, y: b.y, right: b.x + b.width, bottom: b.y + b.height});
  });
  for (const t of texts) {
    if (t.text.endsWith('…')) findings.push(`${name}: text "${t.text}" (${t.role}) is cut off`);
    let best = null;
    for (const r of rects) {
      if (r.order > t.order || t.ax < r.x || t.ax > r.right || t.ay < r.y || t.ay > r.bottom) continue;
      if (!best || (r.right - r.x) * (r.bottom - r.y) < (best.right - best.x) * (best.bottom - best.y)) best = r;
    }
    let edge = best || {role: 'drawing', x: box.x, y: box.y, right: box.x + box.width, bottom: box.y + box.height};
    // What does not fit is labelled over its own hatching: the view's box and the hatch beside it.
    if (t.role === 'overflow-label' && best) {
      const beside = hatches.find((h) => Math.abs(h.x - best.right) < 1 && h.y <= t.ay && h.bottom >= t.ay);
      if (beside) edge = {...best, role: best.role + '+hatch', right: Math.max(best.right, beside.right)};
    }
    const slack = t.size / 10;
    if (t.x < edge.x - slack || t.right > edge.right + slack || t.y < edge.y - slack * 3 || t.bottom > edge.bottom + slack * 3) {
      findings.push(`${name}: text "${t.text}" (${t.role}) overflows its ${edge.role} box by ` +
        `${Math.round(Math.max(edge.x - t.x, t.right - edge.right, edge.y - t.y, t.bottom - edge.bottom))} units`);
    }
  }
  for (let i = 0; i < texts.length; i++) {
    for (let j = i + 1; j < texts.length; j++) {
      const a = texts[i], b = texts[j];
      const w = Math.min(a.right, b.right) - Math.max(a.x, b.x);
      const h = Math.min(a.bottom, b.bottom) - Math.max(a.y, b.y);
      if (w > Math.min(a.size, b.size) && h > Math.min(a.bottom - a.y, b.bottom - b.y) / 5) {
        findings.push(`${name}: text "${a.text}" (${a.role}) overlaps "${b.text}" (${b.role})`);
      }
    }
  }
});
document.getElementById('findings').textContent = findings.join('\n');
document.getElementById('count').textContent = `${document.querySelectorAll('figure.drawing').length} drawings measured`;
"""


def drawings(text):
    """Every top-level <svg ...class="layout"...> element of text, nested svgs kept whole."""
    found = []
    for start in [m.start() for m in re.finditer(r'<svg xmlns=', text)]:
        depth, pos = 0, start
        for m in re.compile(r'<svg\b|</svg>').finditer(text, start):
            depth += 1 if m.group(0) == '<svg' else -1
            if depth == 0:
                pos = m.end()
                break
        found.append(text[start:pos])
    return found


def page(out, files):
    body = []
    for path in files:
        text = open(path, encoding='utf-8').read()
        for index, svg in enumerate(drawings(text)):
            # The report draws its failing step twice: at its usual scale (measured here) and stacked, its text half as
            # large again for a phone, where a label may run past its box; browse.py checks that copy's text size.
            at = text.find(svg)
            if text.rfind('<div class="stacked">', 0, at) > text.rfind('</div>', 0, at):
                continue
            name = html.escape(f'{path.rsplit("/", 1)[-1]}#{index + 1}')
            body.append(f'<figure class="drawing" data-name="{name}">{svg}</figure>')
    with open(out, 'w', encoding='utf-8') as handle:
        handle.write('<!DOCTYPE html><html><head><meta charset="utf-8"><style>figure{margin:0;width:1200px}'
                     'svg{display:block;width:100%;height:auto}</style></head><body><p id="count"></p><pre id="findings">'
                     'not measured</pre>' + '\n'.join(body) + f'<script>{SCRIPT}</script></body></html>\n')
    print(f'measure-text: {len(body)} drawings in {out}')


def check(dom):
    text = open(dom, encoding='utf-8').read()
    count = re.search(r'<p id="count">(.*?)</p>', text, re.S)
    findings = re.search(r'<pre id="findings">(.*?)</pre>', text, re.S)
    if not count or not findings or findings.group(1) == 'not measured':
        sys.exit(f'measure-text: the harness did not run ({dom})')
    lines = [html.unescape(line) for line in findings.group(1).split('\n') if line.strip()]
    print(f'measure-text: {html.unescape(count.group(1))}, {len(lines)} findings')
    for line in lines:
        print(f'  {line}')
    sys.exit(1 if lines else 0)


if __name__ == '__main__':
    if len(sys.argv) >= 4 and sys.argv[1] == 'page':
        page(sys.argv[2], sys.argv[3:])
    elif len(sys.argv) == 3 and sys.argv[1] == 'check':
        check(sys.argv[2])
    else:
        sys.exit(__doc__)
