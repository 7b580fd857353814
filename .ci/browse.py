#!/usr/bin/env python3
"""Looks at SizeFuzz's pages in one headless Chromium, driven over its DevTools
pipe (--remote-debugging-pipe: no port, no network), at several widths and in
both themes: measures each page as a person would see it, and writes full-page
screenshots.

  browse.py check OUT_DIR PAGE.html...
      For every page at 390 and 1024 px (light), with every <details> opened:
        - the page scrolls sideways (its width passes the window's);
        - a drawing's text renders below 9 px at 390 px or 11 px at 1024 px
          (its font size times the drawing's scale on screen);
        - a summary row's region differs from the one its section states;
        - a culprit outline is the window itself (it must outline the view);
        - a tab bar's selected or expected item shows a number in place of
          its tab's name, or one bar's labels have more than one text size;
        - the page's first hatch pattern, which every drawing's url(#hatch)
          resolves to, is in a hidden drawing (no hatching would paint);
        - the page logged to the console (a blocked script or load would).
      And once a page, every drawing shown:
        - a stroked line or path (a leader line, a breakpoint) crosses a
          text's letters, unless the text is knocked out (a halo, or an
          opaque shape drawn over the line and under the text);
        - a hatch (what does not fit) lies under an opaque shape painted
          after it (a column, an inspector) and is not drawn again above it.
      Prints each finding and exits 1 if there is any.
  browse.py shoot OUT_DIR WIDTHS THEMES PAGE.html...
      Full-page PNGs OUT_DIR/NAME-WIDTH-THEME.png, e.g. `390,1024,1440 light,dark`.

The pages forbid scripts (their CSP); DevTools' Runtime.evaluate runs outside
it, so the pages are measured as they are. Standard library only; Chromium is
`chromium` on the PATH (CHROMIUM overrides)."""
import base64
import json
import os
import subprocess
import sys
import time

WIDTHS = {390: 9, 1024: 11}

MEASURE = r"""
(() => {
  const minimum = %d;
  const findings = [];
  document.querySelectorAll('details').forEach((d) => { d.open = true; });
  const root = document.documentElement;
  if (root.scrollWidth > window.innerWidth + 1) {
    let widest = null;
    document.querySelectorAll('body *').forEach((e) => {
      const r = e.getBoundingClientRect();
      if (r.right > window.innerWidth + 1 && (!widest || r.right > widest.right)) widest = {e, right: r.right};
    });
    const what = widest ? `${widest.e.tagName.toLowerCase()}.${widest.e.getAttribute('class') || ''}` : '?';
    findings.push(`scrolls sideways: ${root.scrollWidth} px wide in a ${window.innerWidth} px window (widest: ${what})`);
  }
  const small = {};
  document.querySelectorAll('svg text').forEach((t) => {
    if (!t.getClientRects().length || !t.checkVisibility({visibilityProperty: true})) return;
    const m = t.getScreenCTM();
    if (!m) return;
    const size = +(t.getAttribute('font-size') || getComputedStyle(t).fontSize.replace('px', '')) * Math.hypot(m.a, m.b);
    if (size > 0 && size < minimum - 0.05) {
      const key = t.closest('figure') ? (t.closest('figure').getAttribute('class') || 'figure') : 'svg';
      if (!small[key] || size < small[key].size) small[key] = {size, text: t.textContent, count: (small[key] || {count: 0}).count};
      small[key].count += 1;
    }
  });
  for (const [key, s] of Object.entries(small)) {
    findings.push(`${s.count} drawing text(s) in figure.${key} below ${minimum} px, smallest ${s.size.toFixed(1)} px ("${s.text}")`);
  }
  const hatch = document.getElementById('hatch');
  if (hatch && !hatch.closest('svg').checkVisibility({visibilityProperty: true})) {
    findings.push('the first hatch pattern is in a hidden drawing: every hatching on the page paints nothing');
  }
  document.querySelectorAll('table.summary tr.failure').forEach((row) => {
    const link = row.querySelector('a[href^="#failure-"]');
    const cell = row.querySelector('td[data-label="region"]');
    if (!link || !cell) return;
    const target = document.getElementById(link.getAttribute('href').slice(1));
    if (!target) { findings.push(`summary row ${link.textContent} links to a missing ${link.getAttribute('href')}`); return; }
    if (!target.closest('details')) findings.push(`summary row ${link.textContent}: its target is not inside its section's <details>`);
    const stated = [...target.querySelectorAll('.region-line .region')].map((e) => e.textContent);
    if (!stated.includes(cell.textContent)) {
      findings.push(`summary row ${link.textContent}: region "${cell.textContent}" but its section states "${stated.join('" / "')}"`);
    }
  });
  document.querySelectorAll('svg.layout').forEach((svg) => {
    // A tab bar's items: the selected and the expected tab show their names, never a number; one text size a bar.
    const bars = {};
    svg.querySelectorAll('rect.item[data-title]').forEach((item) => {
      const label = item.nextElementSibling;
      if (!label || label.tagName !== 'text') return;
      const title = item.dataset.title, shown = label.textContent;
      const named = item.classList.contains('selected') || item.dataset.expected === 'true';
      if (named && /^[0-9]+$/.test(shown) && !/^[0-9]+$/.test(title)) {
        findings.push(`the ${item.classList.contains('selected') ? 'selected' : 'expected'} tab "${title}" is drawn as the number ${shown}`);
      }
      (bars[item.getAttribute('y')] = bars[item.getAttribute('y')] || new Set()).add(label.getAttribute('font-size'));
    });
    for (const sizes of Object.values(bars)) {
      if (sizes.size > 1) findings.push(`a tab bar's labels have ${sizes.size} text sizes (${[...sizes].join(', ')})`);
    }
    const windows = [...svg.querySelectorAll('rect.window')];
    svg.querySelectorAll('rect.culprit').forEach((c) => {
      const box = ['x', 'y', 'width', 'height'].map((a) => +c.getAttribute(a));
      for (const w of windows) {
        const other = ['x', 'y', 'width', 'height'].map((a) => +w.getAttribute(a));
        if (box.every((v, i) => Math.abs(v - other[i]) < 0.5)) {
          findings.push(`a culprit outline ("${c.dataset.label || ''}") is the window itself`);
        }
      }
    });
  });
  return findings;
})()
"""

# Run once a page, with every drawing shown (the side-by-side copies are hidden below 1200 px): geometry in each
# drawing's own units, the same at every width.
DRAWINGS = r"""
(() => {
  document.querySelectorAll('details').forEach((d) => { d.open = true; });
  document.querySelectorAll('figure.pair .side-by-side, figure.pair .stacked').forEach((e) => { e.style.display = 'block'; });
  const findings = [];
  const box = (e) => { const b = e.getBBox(); return {x: b.x, y: b.y, right: b.x + b.width, bottom: b.y + b.height}; };
  const attrBox = (e) => {
    const x = +e.getAttribute('x'), y = +e.getAttribute('y');
    return {x, y, right: x + +e.getAttribute('width'), bottom: y + +e.getAttribute('height')};
  };
  const opaque = (e) => {
    const fill = e.getAttribute('fill') || '';
    return fill !== 'none' && fill !== 'transparent' && !fill.startsWith('url(') && +(e.getAttribute('fill-opacity') || 1) >= 0.99;
  };
  const covers = (a, b) => a.x <= b.x + 0.5 && a.y <= b.y + 0.5 && a.right >= b.right - 0.5 && a.bottom >= b.bottom - 0.5;
  const overlap = (a, b) => {
    const w = Math.min(a.right, b.right) - Math.max(a.x, b.x), h = Math.min(a.bottom, b.bottom) - Math.max(a.y, b.y);
    return w > 0.5 && h > 0.5 ? {x: Math.max(a.x, b.x), y: Math.max(a.y, b.y), right: Math.min(a.right, b.right),
                                   bottom: Math.min(a.bottom, b.bottom)} : null;
  };
  const name = (svg) => {
    const section = svg.closest('section[id], details[id], figure[id]');
    const title = svg.querySelector('title');
    return `${section ? '#' + section.id + ' ' : ''}"${title ? title.textContent.slice(0, 60) : '?'}"`;
  };
  document.querySelectorAll('svg.layout').forEach((svg) => {
    const elements = [...svg.querySelectorAll('*')].filter((e) => !e.closest('defs, pattern, title'));
    const order = new Map(elements.map((e, i) => [e, i]));
    const texts = elements.filter((e) => e.tagName === 'text' && e.textContent.trim());
    const rects = elements.filter((e) => e.tagName === 'rect' && !(e.getAttribute('class') || '').includes('background'));
    // (a) A stroked line or path crossing a text's box, unless the text is knocked out: a halo (a stroke painted
    // under its fill) or an opaque shape drawn over the line and under the text that holds the text's box.
    const lines = elements.filter((e) => (e.tagName === 'line' || e.tagName === 'path') &&
      (e.getAttribute('stroke') || 'none') !== 'none' && +(e.getAttribute('stroke-width') || 1) > 0);
    for (const line of lines) {
      const length = line.getTotalLength();
      if (!(length > 0)) continue;
      for (const text of texts) {
        const b = box(text);
        // The glyphs' body: a text's box holds room for ascenders and descenders above and below its letters.
        const inset = (b.bottom - b.y) * 0.2;
        const body = {x: b.x, y: b.y + inset, right: b.right, bottom: b.bottom - inset};
        const step = Math.max(0.5, (body.bottom - body.y) / 3);
        let crosses = false;
        for (let at = 0; at <= length && !crosses; at += step) {
          const p = line.getPointAtLength(at);
          crosses = p.x > body.x && p.x < body.right && p.y > body.y && p.y < body.bottom;
        }
        if (!crosses) continue;
        const halo = text.getAttribute('stroke') && (text.getAttribute('paint-order') || '').startsWith('stroke');
        const knocked = halo || rects.some((r) => order.get(r) > order.get(line) && order.get(r) < order.get(text) &&
                                                   opaque(r) && covers(attrBox(r), body));
        if (!knocked) {
          findings.push(`${name(svg)}: a ${line.getAttribute('class') || line.tagName} line crosses the text ` +
                        `"${text.textContent.slice(0, 40)}" (${text.getAttribute('class') || 'label'})`);
        }
      }
    }
    // (b) A hatch (what does not fit) under an opaque shape painted after it: what is covered must be drawn again
    // above what covers it.
    const hatches = rects.filter((r) => (r.getAttribute('fill') || '').startsWith('url(#hatch'));
    for (const hatch of hatches) {
      const h = attrBox(hatch);
      for (const r of rects) {
        // A view's own children are drawn where its layout puts them, over its hatching: that is what does not fit.
        if (order.get(r) <= order.get(hatch) || !opaque(r) || /^(view|grid-item)$/.test(r.getAttribute('class'))) continue;
        const shared = overlap(h, attrBox(r));
        if (!shared || (shared.right - shared.x) * (shared.bottom - shared.y) < (h.right - h.x) * (h.bottom - h.y) * 0.2) continue;
        // Drawn again, above the cover?
        const again = hatches.some((o) => order.get(o) > order.get(r) && overlap(attrBox(o), shared) &&
                                          covers(attrBox(o), {x: shared.x + 1, y: shared.y + 1, right: shared.right - 1, bottom: shared.bottom - 1}));
        if (!again) {
          findings.push(`${name(svg)}: a hatch (${hatch.getAttribute('class')}) is covered by a later ` +
                        `${r.getAttribute('class') || 'rect'} and not drawn again above it`);
          break;
        }
      }
    }
  });
  return findings;
})()
"""


class Browser:
    """Chromium over its DevTools pipe: fd 3 carries commands to it, fd 4 its answers."""

    def __init__(self):
        to_chrome_r, self.to_chrome = os.pipe()
        self.from_chrome, from_chrome_w = os.pipe()
        # The child gets the pipe's ends as its fds 3 and 4.
        def child():
            read, write = os.dup(to_chrome_r), os.dup(from_chrome_w)
            os.dup2(read, 3)
            os.dup2(write, 4)
        self.process = subprocess.Popen(
            [os.environ.get('CHROMIUM', 'chromium'), '--headless', '--no-sandbox', '--disable-gpu', '--hide-scrollbars',
             '--force-device-scale-factor=1', '--remote-debugging-pipe', '--no-first-run', '--mute-audio', 'about:blank'],
            preexec_fn=child, pass_fds=(3, 4), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_chrome_r)
        os.close(from_chrome_w)
        self.buffer = b''
        self.next_id = 0
        self.events = []
        target = self.call('Target.createTarget', {'url': 'about:blank'})['targetId']
        self.session = self.call('Target.attachToTarget', {'targetId': target, 'flatten': True})['sessionId']
        for domain in ('Page', 'Runtime', 'Log'):
            self.call(f'{domain}.enable', session=True)

    def read(self):
        while b'\0' not in self.buffer:
            chunk = os.read(self.from_chrome, 1 << 20)
            if not chunk:
                sys.exit('browse: chromium closed its pipe')
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b'\0', 1)
        return json.loads(message)

    def call(self, method, params=None, session=False):
        self.next_id += 1
        message = {'id': self.next_id, 'method': method, 'params': params or {}}
        if session:
            message['sessionId'] = self.session
        os.write(self.to_chrome, json.dumps(message).encode() + b'\0')
        while True:
            answer = self.read()
            if answer.get('id') == self.next_id:
                if 'error' in answer:
                    sys.exit(f'browse: {method}: {answer["error"]}')
                return answer.get('result', {})
            self.events.append(answer)

    def wait(self, method, timeout=60):
        deadline = time.time() + timeout
        while time.time() < deadline:
            for index, event in enumerate(self.events):
                if event.get('method') == method:
                    del self.events[:index + 1]
                    return event
            self.events.append(self.read())
        sys.exit(f'browse: timed out waiting for {method}')

    def open(self, path, width, theme, height=900):
        self.call('Emulation.setDeviceMetricsOverride', {'width': width, 'height': height, 'deviceScaleFactor': 1,
                                                         'mobile': False}, session=True)
        self.call('Emulation.setEmulatedMedia', {'features': [{'name': 'prefers-color-scheme', 'value': theme}]},
                  session=True)
        self.events.clear()
        self.call('Page.navigate', {'url': 'file://' + os.path.abspath(path)}, session=True)
        self.wait('Page.loadEventFired')

    def evaluate(self, expression):
        answer = self.call('Runtime.evaluate', {'expression': expression, 'returnByValue': True}, session=True)
        if 'exceptionDetails' in answer:
            sys.exit(f'browse: the measuring script failed: {answer["exceptionDetails"]}')
        return answer['result'].get('value')

    def console(self):
        """What the page logged since it was opened: console calls and browser log entries (a CSP block)."""
        said = []
        for event in self.events:
            if event.get('method') == 'Runtime.consoleAPICalled':
                said.append(' '.join(str(a.get('value', a.get('description', ''))) for a in event['params']['args']))
            elif event.get('method') == 'Log.entryAdded':
                said.append(event['params']['entry']['text'])
        return said

    def screenshot(self, out):
        height = self.evaluate('Math.ceil(document.documentElement.scrollHeight)')
        width = self.evaluate('window.innerWidth')
        # BROWSE_CLIP=TOP,HEIGHT shoots only that band of the page (to look at part of a long page).
        top, height = [int(v) for v in os.environ['BROWSE_CLIP'].split(',')] if 'BROWSE_CLIP' in os.environ \
            else (0, min(height, 30000))
        shot = self.call('Page.captureScreenshot', {'format': 'png', 'captureBeyondViewport': True,
                                                    'clip': {'x': 0, 'y': top, 'width': width,
                                                             'height': height, 'scale': 1}}, session=True)
        with open(out, 'wb') as handle:
            handle.write(base64.b64decode(shot['data']))

    def close(self):
        try:
            self.call('Browser.close')
        except SystemExit:
            pass
        self.process.wait(timeout=30)


def check(pages):
    browser = Browser()
    found = 0
    for page in pages:
        for width, minimum in WIDTHS.items():
            browser.open(page, width, 'light')
            findings = browser.evaluate(MEASURE % minimum) + [f'logged: {line}' for line in browser.console()]
            for finding in findings:
                print(f'{os.path.basename(page)} at {width} px: {finding}')
                found += 1
        # The drawings' geometry, once a page (every drawing shown).
        browser.open(page, 1440, 'light')
        for finding in browser.evaluate(DRAWINGS):
            print(f'{os.path.basename(page)}: {finding}')
            found += 1
    browser.close()
    print(f'browse: {len(pages)} pages at {", ".join(map(str, WIDTHS))} px, {found} findings')
    return found == 0


def shoot(out, widths, themes, pages):
    browser = Browser()
    for page in pages:
        name = os.path.basename(page).rsplit('.', 1)[0]
        for width in widths:
            for theme in themes:
                browser.open(page, width, theme)
                browser.screenshot(os.path.join(out, f'{name}-{width}-{theme}.png'))
    browser.close()
    print(f'browse: {len(pages) * len(widths) * len(themes)} screenshots in {out}')


if __name__ == '__main__':
    if len(sys.argv) >= 4 and sys.argv[1] == 'check':
        sys.exit(0 if check(sys.argv[3:]) else 1)
    elif len(sys.argv) >= 6 and sys.argv[1] == 'shoot':
        shoot(sys.argv[2], [int(w) for w in sys.argv[3].split(',')], sys.argv[4].split(','), sys.argv[5:])
    else:
        sys.exit(__doc__)
