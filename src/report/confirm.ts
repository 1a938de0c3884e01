// How a report tells the confirmation of its findings (src/stats/confirm.ts): a phrase after each
// flagged finding, a finding that reverses taken out of "Fix these first" with the reason, and
// the "Confirmation" section with its table (confirmation.csv: one row per finding and agent).

import * as aq from 'arquero';
import type { ConfirmedFinding, ConfirmingReading, FindingKind } from '../stats/confirm.js';
import { confirmedFinding, outcomeCounts, reverses } from '../stats/confirm.js';
import { pct, pctSpan, pointSpan, signedPoints } from '../stats/format.js';
import type { Summary } from '../stats/summary.js';
import { num } from './cells.js';
import { escapeHtml } from './html.js';
import type { Item } from './finding-items.js';
import { list } from './finding-items.js';
import type { ReportTable } from './tables.js';

const isRate = (f: ConfirmedFinding): boolean => f.measure === 'win rate' || f.measure === 'GP win rate';

/** A value of the finding's measure with its interval: "55.1% [51.2%, 59.0%]" or "+4.2 points [1.0, 7.4]". */
function valueText(f: ConfirmedFinding, estimate: number, low: number, high: number): string {
  return isRate(f) ? `${pct(estimate)} ${pctSpan(low, high)}` : `${signedPoints(estimate)} points ${pointSpan(low, high)}`;
}

function readingText(f: ConfirmedFinding, u: ConfirmingReading): string {
  return u.estimate === null ? 'not measured' : valueText(f, u.estimate, u.low!, u.high!);
}

/** The run's own agents, as the report names them. */
const ownAgents = (s: Summary): string => list(s.agents.map((a) => a.name));

/** The phrase after a flagged finding: each confirming agent's outcome, and why a reversed one left "Fix these first". */
export function confirmPhrase(s: Summary, f: ConfirmedFinding): string {
  const parts = f.under.map((u) => `under ${u.agent} it ${u.outcome === 'undetermined' ? 'is undetermined' : u.outcome} (${readingText(f, u)})`);
  let text = ` Confirmation: ${parts.join('; ')}.`;
  if (reverses(f)) {
    const who = list(f.under.filter((u) => u.outcome === 'reverses').map((u) => u.agent));
    text += ` Left out of "Fix these first": ${who} finds the opposite, so the flag may be how ${ownAgents(s)} plays rather than the ${f.kind} itself.`;
  }
  return text;
}

/**
 * The item with its confirmation said after its text; a finding that reverses under a
 * confirming agent keeps its text but loses its "Fix these first" line.
 */
export function withConfirmation(s: Summary, kind: FindingKind, name: string, item: Item): Item {
  const f = confirmedFinding(s.confirmation, kind, name);
  if (!f) return item;
  const out: Item = { rank: item.rank, size: item.size, text: item.text + confirmPhrase(s, f), names: item.names };
  if (item.short !== undefined && !reverses(f)) out.short = item.short;
  return out;
}

/** The rule as the report states it (docs/user/confirm.md says the same). */
export const CONFIRM_RULE =
  "Each flagged finding is read again, by the same measure, in the same experiment played by each confirming agent. It holds when that agent's 95% interval excludes the value of no effect (the expected win rate for a win rate, 0 for an effect in points) on the finding's side; it reverses when the interval excludes it on the other side; otherwise it is undetermined. A finding that reverses is left out of \"Fix these first\".";

/** The section's opening lines: the agents and their matches, the counts of outcomes. */
export function confirmLines(s: Summary): string[] {
  const c = s.confirmation;
  if (!c) return [];
  const runs = c.agents.map((a) => `${a.label} (${a.matches} matches)`);
  const counts = outcomeCounts(c).map((n) => `${n.agent}: ${n.holds} hold, ${n.reverses} reverse, ${n.undetermined} undetermined`);
  const head = `Confirmed with ${list(runs)}; this run's agents: ${ownAgents(s)}.`;
  return [head, c.findings.length === 0 ? 'No finding is flagged, so there is nothing to confirm.' : `Of the ${c.findings.length} flagged findings: ${counts.join('; ')}.`, CONFIRM_RULE];
}

/** confirmation.csv and the section's table: one row per flagged finding and confirming agent. */
export function confirmTable(s: Summary): ReportTable | null {
  const c = s.confirmation;
  if (!c) return null;
  const rows = c.findings.flatMap((f) => f.under.map((u) => ({ f, u })));
  const raw = aq.from(
    rows.map(({ f, u }) => ({
      kind: f.kind,
      name: f.name,
      measure: f.measure,
      verdict: f.verdict,
      estimate: num(f.estimate, 6),
      low: num(f.low, 6),
      high: num(f.high, 6),
      null_value: num(f.nullValue, 6),
      confirming_agent: u.agent,
      confirming_estimate: num(u.estimate, 6),
      confirming_low: u.estimate === null ? null : num(u.low, 6),
      confirming_high: u.estimate === null ? null : num(u.high, 6),
      outcome: u.outcome,
    })),
  );
  const shown = aq.from(
    rows.map(({ f, u }) => ({
      finding: `${f.name} (${f.kind}): ${f.verdict} by ${f.measure}`,
      'this run (95%)': valueText(f, f.estimate, f.low, f.high),
      'confirming agent': u.agent,
      'under it (95%)': readingText(f, u),
      outcome: u.outcome,
    })),
  );
  return { csv: 'confirmation.csv', title: 'Confirmation', raw, shown };
}

/** The "Confirmation" section of report.md and index.html; empty without confirming agents. */
export function confirmSection(s: Summary): { markdown: string[]; html: string } {
  const t = confirmTable(s);
  if (!t) return { markdown: [], html: '' };
  const lines = confirmLines(s);
  const table = t.shown.numRows() > 0;
  return {
    markdown: ['## Confirmation', '', ...lines.flatMap((l) => [l, '']), ...(table ? [t.shown.toMarkdown(), ''] : [])],
    html: `<h2>Confirmation</h2>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}${table ? t.shown.toHTML() : ''}`,
  };
}
