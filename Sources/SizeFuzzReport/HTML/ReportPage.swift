/// What every HTML page SizeFuzz writes shares (fuzzrun's report, the
/// contact sheet): its security policy and its style sheet.
public enum ReportPage {
    /// What a page allows: nothing remote, no scripts, inline styles and
    /// data: images only.
    public static let contentSecurityPolicy =
        "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'"

    /// The pages' style sheet: a light theme, and a dark one for readers who
    /// prefer it (`prefers-color-scheme: dark`), which darkens the drawings
    /// too (a dark paper: their colours inverted and turned back to their
    /// hue). Text colours are at least 4.5:1 against what they sit on
    /// (WCAG 2 AA). Below 1200 px, drawings shown side by side stack; below
    /// 600 px the margins narrow so that a drawing's text stays 9 px or
    /// more at 390 px; code wraps, and nothing scrolls sideways.
    ///
    /// Every drawing names its hatching `url(#hatch)`, which resolves to the
    /// page's first pattern of that id: the first drawing (a section's
    /// thumbnail) is hidden, when it is, by clipping it to nothing, never by
    /// `display: none` or `visibility: hidden`, under which the pattern
    /// would paint nothing anywhere.
    public static let styleSheet = """
    :root { color-scheme: light dark; --text: #101828; --muted: #475467; --page: #f9fafb; --card: #ffffff;
      --line: #d0d5dd; --red: #b42318; --green: #067647; --link: #175cd3; --code: #101828; --code-text: #f2f4f7;
      --paper: #ffffff; --paper-text: #344054; --paper-strong: #101828; --paper-red: #b42318; }
    @media (prefers-color-scheme: dark) {
      :root { --text: #f2f4f7; --muted: #cecfd2; --page: #0c111d; --card: #161b26; --line: #333741; --red: #f97066;
        --green: #47cd89; --link: #84caff; --code: #000000; --code-text: #f2f4f7; --paper: #1b1d22; --paper-text: #d0d5dd;
        --paper-strong: #f2f4f7; --paper-red: #f97066; }
      svg.layout { filter: invert(0.9) hue-rotate(180deg); }
    }
    body { font: 15px/1.45 -apple-system, "Helvetica Neue", Helvetica, Arial, sans-serif; color: var(--text);
      background: var(--page); margin: 0; }
    header { padding: 20px 32px 12px; border-bottom: 1px solid var(--line); background: var(--card); }
    header.failed h1 { color: var(--red); }
    header.passed h1 { color: var(--green); }
    h1 { font-size: 22px; margin: 0 0 6px; }
    h2 { font-size: 19px; margin: 0; display: inline; }
    h3 { font-size: 16px; margin: 22px 0 6px; }
    main { padding: 8px 32px 32px; }
    a { color: var(--link); }
    section { background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: 14px 22px; margin: 18px 0; }
    summary { cursor: pointer; padding: 4px 0; }
    section.failure > details > summary { display: flow-root; }
    section.failure .message { display: block; font-size: 17px; font-weight: 600; margin: 6px 0 2px; overflow-wrap: anywhere; }
    section.failure h2, p.invariant, p.provenance, p.region-line, .rectangles li { overflow-wrap: anywhere; }
    section.failure .thumb { float: right; margin: 0 0 4px 12px; }
    section.failure .thumb svg.layout { width: 150px; }
    section.failure > details[open] > summary .thumb { position: absolute; width: 1px; height: 1px; overflow: hidden;
      clip-path: inset(50%); margin: 0; }
    section.failure .body { scroll-margin-top: 12rem; }
    p.back { margin: 16px 0 4px; }
    nav.filters { font-size: 13px; margin: 10px 0 0; line-height: 1.9; }
    nav.filters .group { margin-right: 10px; color: var(--muted); }
    nav.filters a { margin-left: 6px; }
    details.legend { margin: 12px 0 0; color: var(--muted); font-size: 14px; }
    details.legend p { margin: 4px 0; max-width: 70em; }
    .cross { color: var(--red); }
    p.message { font-size: 17px; font-weight: 600; margin: 4px 0; }
    .invariant, .provenance, .hint { color: var(--muted); margin: 2px 0; }
    table.summary { border-collapse: collapse; width: 100%; font-size: 13px; margin: 10px 0 4px; }
    table.summary th, table.summary td { text-align: left; vertical-align: top; padding: 4px 8px 4px 0;
      border-top: 1px solid var(--line); }
    table.summary td.said { overflow-wrap: anywhere; }
    @media (max-width: 700px) {
      header, main { padding-left: 12px; padding-right: 12px; }
      section { padding: 10px 12px; }
      table.summary thead { display: none; }
      table.summary tr { display: block; border-top: 1px solid var(--line); padding: 4px 0; }
      table.summary td { display: inline; border: none; padding: 0 6px 0 0; }
      table.summary td[data-label]::before { content: attr(data-label) " "; color: var(--muted); }
      table.summary td.said { display: block; }
    }
    @media (max-width: 600px) {
      header, main { padding-left: 6px; padding-right: 6px; }
      section { padding: 8px 6px; border-radius: 8px; }
      figure.pair { padding: 3px; max-width: calc(100% - 8px); }
      section.failure .thumb { float: none; display: block; margin: 4px 0; }
    }
    .filmstrip { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; padding: 6px 2px 10px; }
    figure { margin: 0; }
    .filmstrip figure { flex: 0 1 min(210px, calc(50% - 6px)); box-sizing: border-box; border: 1px solid var(--line); border-radius: 8px; padding: 6px;
      background: var(--paper); color: var(--paper-text); }
    .filmstrip figure.failing, figure.pair.failing { border: 3px solid #d92d20; }
    svg.layout { display: block; width: 100%; height: auto; }
    figure.pair svg.layout, .gallery svg.layout { width: auto; max-width: 100%; }
    figure.pair .stacked svg.layout + svg.layout { margin-top: 10px; }
    figure.pair .side-by-side { display: none; }
    figure.pair .stacked svg.layout { width: 560px; }
    @media (min-width: 1200px) {
      figure.pair .side-by-side { display: block; }
      figure.pair .stacked { display: none; }
    }
    figcaption { font-size: 13px; color: var(--paper-text); margin-top: 4px; overflow-wrap: anywhere; }
    figcaption strong { color: var(--paper-red); }
    .filmstrip p.step-label { margin: 0 0 4px; font-size: 13px; overflow-wrap: anywhere; }
    .filmstrip p.step-label strong { color: var(--paper-strong); }
    .filmstrip figure.failing p.step-label strong { color: var(--paper-red); }
    figure.pair { border: 1px solid var(--line); border-radius: 8px; padding: 8px; margin: 0 0 12px; width: fit-content;
      max-width: calc(100% - 22px);
      background: var(--paper); }
    figure.region { max-width: 780px; background: var(--paper); border-radius: 6px; }
    figure.region-map { max-width: 680px; background: var(--paper); border-radius: 6px; }
    figure.region-map.narrow { display: none; max-width: 480px; }
    @media (max-width: 600px) {
      figure.region-map.wide { display: none; }
      figure.region-map.narrow { display: block; }
    }
    table.region-windows { border-collapse: collapse; font-size: 13px; }
    table.region-windows td, table.region-windows th { text-align: left; padding: 1px 12px 1px 0; overflow-wrap: anywhere; }
    table.region-windows tr.fails td { color: var(--red); }
    pre { background: var(--code); color: var(--code-text); padding: 12px 14px; border-radius: 8px; font-size: 13px;
      white-space: pre-wrap; overflow-wrap: anywhere; }
    figure.code-frame { margin: 8px 0 12px; }
    figure.code-frame figcaption { margin: 0 0 4px; color: var(--text); }
    figure.code-frame pre { margin: 0; }
    figure.code-frame .finding { font-weight: bold; }
    figure.code-frame mark { background: #fda29b; color: #101828; border-radius: 3px; }
    figure.code-frame .caret { color: #fda29b; }
    .charts { display: flex; gap: 24px; flex-wrap: wrap; }
    .chart { flex: 1 1 300px; }
    .chart figcaption { font-weight: 600; font-size: 14px; color: var(--text); margin: 0 0 4px; }
    .chart table { border-collapse: collapse; width: 100%; font-size: 13px; }
    .chart th { text-align: left; font-weight: normal; white-space: nowrap; padding: 1px 8px 1px 0; width: 1%; }
    .chart td { padding: 1px 0; }
    .chart td.value { text-align: right; width: 1%; padding-left: 8px; white-space: nowrap; color: var(--muted); }
    .bar { display: block; height: 12px; background: #2e90fa; border-radius: 3px; min-width: 1px; }
    .breakpoints { margin: 8px 0; font-size: 13px; }
    .chip { display: inline-block; margin: 3px 4px 0 0; padding: 0 6px; border: 1px solid var(--link); border-radius: 9px; color: var(--link); }
    .chip.hit { background: #175cd3; border-color: #175cd3; color: #ffffff; }
    .gallery h2 { margin: 18px 0 6px; display: block; }
    .sheet { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 340px), 1fr)); gap: 14px;
      align-items: start; padding: 6px 0 10px; }
    .sheet figure.card { border: 1px solid var(--line); border-radius: 8px; padding: 8px; background: var(--paper);
      color: var(--paper-text); min-width: 0; }
    .sheet figure.card.failing { border: 3px solid #d92d20; }
    .sheet figure.card svg.layout { width: 100%; max-width: 420px; }
    .sheet p.card-title { margin: 0 0 4px; font-size: 14px; overflow-wrap: anywhere; color: var(--paper-strong); }
    .sheet p.card-failure { margin: 0 0 6px; font-size: 13px; color: var(--paper-red); overflow-wrap: anywhere; }
    .sheet details.windows { color: var(--paper-text); font-size: 12px; overflow-wrap: anywhere; margin-top: 4px; }
    p.legend { color: var(--muted); font-size: 14px; max-width: 70em; }
    .cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr)); gap: 14px; }
    .app-card { border: 1px solid var(--line); border-radius: 8px; padding: 10px 12px; }
    .app-card h3 { margin: 0 0 6px; }
    .app-card p { margin: 4px 0; font-size: 13px; }
    .app-card figure.launch svg.layout { width: 240px; max-width: 100%; }
    .app-card figcaption { color: var(--muted); }
    .app-card p.weak { color: var(--red); font-weight: 600; }
    ul.held { list-style: none; padding: 0; margin: 6px 0; font-size: 13px; columns: 2 12em; }
    ul.held .tick { color: var(--green); font-weight: 700; }
    ul.held .cases { color: var(--muted); }
    footer { color: var(--muted); font-size: 12px; padding: 0 32px 24px; }
    """
}
