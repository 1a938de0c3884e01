// Small HTML helpers shared by the report writers.

export function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A chart with its caption (the caption says how to read it). */
export function figure(svg: string, caption: string): string {
  return `<figure>${svg}<figcaption>${escapeHtml(caption)}</figcaption></figure>`;
}

/** The look of every page the lab writes (index.html, sweep.html, compare.html). */
export const REPORT_STYLE = `body{font:15px/1.45 system-ui,sans-serif;max-width:1000px;margin:2em auto;padding:0 1em;color:#222}
table{border-collapse:collapse;margin:.5em 0 1.5em}td,th{border-bottom:1px solid #ddd;padding:.25em .6em}th{background:#f4f4f4}
code{background:#f4f4f4;padding:0 .2em}figure{margin:.5em 0 1.5em}figcaption{color:#555;font-size:13px}.err,.warn{color:#a00}svg{display:block;margin:.5em 0 1.5em}`;
